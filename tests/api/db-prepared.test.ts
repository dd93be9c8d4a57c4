// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedRows, type PreparedRead } from '../../backend/src/db/prepared';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

const NOTES: PreparedRead = {
  name: 'test_notes_by_ids',
  text: 'select id, body from prepared_note where owner = $1 and id = any($2::int[]) order by id',
};
const PREPARED: PreparedRead = {
  name: 'test_prepared_statement_names',
  text: "select name from pg_prepared_statements where name like 'test_%' order by name",
};

describe('preparedRows', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    // One connection, so the statement list below is the one connection's.
    database = await createTestDatabase({ orm: { pool: { max: 1 } } });
    await database.orm.em.getConnection().execute(
      `create table prepared_note (id int primary key, owner int not null, body text not null);
       insert into prepared_note values (1, 7, '첫 메모'), (2, 7, '둘째 메모'), (3, 8, '남의 메모')`,
    );
  });
  afterAll(() => database.close());

  it('runs outside a transaction as a named statement that the connection keeps', async () => {
    const em = database.orm.em.fork();
    expect(await preparedRows(em, NOTES, [7, [1, 2, 3]])).toEqual([
      { id: 1, body: '첫 메모' },
      { id: 2, body: '둘째 메모' },
    ]);
    expect(await preparedRows(em, NOTES, [8, [3]])).toEqual([{ id: 3, body: '남의 메모' }]);
    expect(await preparedRows(em, PREPARED, [])).toEqual([{ name: NOTES.name }, { name: PREPARED.name }]);
  });

  it('inside a transaction runs on its connection and sees what it wrote', async () => {
    await database.orm.em.fork().transactional(async (em) => {
      await em.execute(`insert into prepared_note values (4, 7, '아직 커밋 전')`);
      expect(await preparedRows(em, NOTES, [7, [2, 4]])).toEqual([
        { id: 2, body: '둘째 메모' },
        { id: 4, body: '아직 커밋 전' },
      ]);
      expect(await preparedRows(em, NOTES, [7, []])).toEqual([]);
    });
    expect(await preparedRows(database.orm.em.fork(), NOTES, [7, [4]])).toEqual([{ id: 4, body: '아직 커밋 전' }]);
  });
});
