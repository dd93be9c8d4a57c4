import type { MikroORM } from '@mikro-orm/postgresql';

/** Applies every pending migration in one transaction; returns the names it applied. */
export async function migrateUp(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((migration) => migration.name);
}
