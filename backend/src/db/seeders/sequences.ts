import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';

/**
 * Moves each table's id sequence past the highest id, because the seeder inserts explicit ids
 * and the sequence would otherwise hand them out again on the next ordinary insert.
 */
export async function resetSequences(em: EntityManager, entities: EntityName<object>[]): Promise<void> {
  for (const entity of entities) {
    const table = em.getMetadata(entity).tableName;
    const quoted = `"${table.replaceAll('"', '""')}"`;
    // is_called = false on an empty table, so that the first insert still gets id 1.
    await em.execute(
      `select setval(pg_get_serial_sequence(?, 'id'), coalesce(max(id), 1), max(id) is not null) from ${quoted}`,
      [quoted],
    );
  }
}
