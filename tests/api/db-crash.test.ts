// @vitest-environment node
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../backend/src/db/embedded-postgres';
import { initOrm } from '../../backend/src/db/orm';
import { freePort } from '../support/free-port';
import { removeDataDir } from '../support/temp-data';

describe('the ORM pool when the database crashes', () => {
  it('gets back the connections of transactions cut off mid-way, and works again', { timeout: 60_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'campus-shop-crash-'));
    const database = await startEmbeddedPostgres({ dataDir: join(folder, 'pg'), port: await freePort() });
    const orm = await initOrm(database.url, { pool: { max: 8 } });
    try {
      const pool = await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
      // Six transactions hold their connection inside pg_sleep when the postmaster is killed.
      const holding = Array.from({ length: 6 }, () =>
        orm.em.fork().transactional((em) => em.execute('select pg_sleep(30)')).then(
          () => 'committed',
          () => 'failed',
        ),
      );
      while (pool.totalCount - pool.idleCount < 6) await sleep(20);
      process.kill(database.pid()!, 'SIGKILL');
      expect(await Promise.all(holding)).toEqual(Array(6).fill('failed'));

      // Left alone, each of them stayed checked out for good (kysely releases only after a
      // successful ROLLBACK), and the pool could never close.
      for (let waited = 0; pool.totalCount > 0 && waited < 20_000; waited += 100) await sleep(100);
      expect(pool.totalCount).toBe(0);
      let answer: unknown;
      for (let attempt = 0; attempt < 100 && answer === undefined; attempt += 1) {
        answer = await orm.em.fork().execute('select 1 as ok').catch(() => sleep(100).then(() => undefined));
      }
      expect(answer).toEqual([{ ok: 1 }]);
    } finally {
      await orm.close();
      await database.stop();
      await removeDataDir(join(folder, 'pg'), folder);
    }
  });
});
