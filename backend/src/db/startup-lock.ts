import pg from 'pg';

// Any constant works; it only has to be the same for every instance of this app.
const STARTUP_LOCK_KEY = 4_021_117;

/**
 * Runs `work` while holding a Postgres advisory lock, so that several instances starting at
 * once against one DATABASE_URL migrate and seed one after another instead of racing.
 * Advisory locks belong to a session, so the lock lives on a connection of its own rather than
 * on the ORM's pool, where lock and unlock could land on different connections.
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
