import { fileURLToPath } from 'node:url';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities';
import { reclaimLostClients } from './pool-reclaim';

export const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));

/** Options beyond the defaults below; nested `migrations`/`pool` are merged, not replaced. */
export type OrmOverrides = Partial<Options>;

export function createOrmOptions(clientUrl: string, overrides: OrmOverrides = {}): Options {
  const { migrations, pool, ...rest } = overrides;
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    // v7 ships the migrator as an extension; without it `orm.migrator` throws.
    extensions: [Migrator],
    migrations: {
      path: migrationsPath,
      pathTs: migrationsPath,
      glob: '!(*.d).{js,ts}',
      emit: 'ts',
      // The snapshot would be rewritten inside the source tree on every `up`; new migrations
      // are diffed against a database migrated to the latest state instead.
      snapshot: false,
      // Callers log what migrateUp() returns through the app logger instead.
      silent: true,
      ...migrations,
    },
    forceUtcTimezone: true,
    // The server passes DATABASE_POOL_SIZE; tools and tests keep a handful.
    pool: { min: 0, max: 6, idleTimeoutMillis: 30_000, ...pool },
    // A connection attempt to a server that is restarting can hang unanswered (its listening
    // socket is gone only once every old backend exited); give up and let the next request retry.
    // Clients lost with the server mid-transaction go back to the pool (pool-reclaim.ts).
    driverOptions: { connectionTimeoutMillis: 5_000, onPoolCreated: reclaimLostClients },
    debug: false,
    allowGlobalContext: false,
    ...rest,
  };
}
