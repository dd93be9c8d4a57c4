import type { MikroORM } from '@mikro-orm/postgresql';
import { refreshProductSearchKeys } from '../modules/catalog/product-search-keys';

/**
 * Applies every pending migration in one transaction; returns the names it applied. Then keys the
 * products that have no search keys yet (docs/decisions/0058): the keys come from domain/, which
 * a migration file cannot import (Node loads migrations without the bundler's resolution).
 */
export async function migrateUp(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  const em = orm.em.fork();
  await refreshProductSearchKeys((sql, params) => em.execute(sql, params), 'unkeyed');
  return applied.map((migration) => migration.name);
}
