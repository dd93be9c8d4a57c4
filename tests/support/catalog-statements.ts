import pg from 'pg';

/**
 * Every SQL statement the process sends while `run` is in flight, read at the lowest level all of
 * MikroORM's traffic goes through (kysely's Postgres driver calls `pg.Client#query` on a pooled
 * client), so nothing the ORM, a raw query or the session lookup sends can slip past. The API
 * under test runs in this process; callers must not run anything else against the database at
 * the same time.
 */
export async function recordStatements<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text;
    statements.push(text ?? String(config));
    return original.apply(this, args);
  };
  try {
    const result = await run();
    return { result, statements };
  } finally {
    prototype.query = original;
  }
}
