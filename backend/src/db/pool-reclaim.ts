import type pg from 'pg';

/** Long enough for whoever holds a dead client to fail and give it back themselves. */
const GRACE_MS = 1_000;

/**
 * Gives the pool back the clients a lost database connection would otherwise keep checked out
 * forever (docs/decisions/0038). kysely's controlled transactions release their connection only
 * after COMMIT or ROLLBACK succeeded; when the server dies mid-transaction that statement fails,
 * MikroORM logs it, and the client is never released: each crash shrank the pool by the number of
 * transactions in flight, and the shrunk pool made `orm.close()` wait forever. A client whose
 * connection ended and that is still checked out a moment later is released here with an error,
 * which makes the pool discard it and open a fresh one on demand.
 */
export function reclaimLostClients(pool: pg.Pool): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('remove', (client) => checkedOut.delete(client as pg.PoolClient));
  pool.on('connect', (client) => {
    client.once('end', () => {
      setTimeout(() => {
        const lost = client as pg.PoolClient;
        if (!checkedOut.has(lost)) return;
        checkedOut.delete(lost);
        lost.release(new Error('the connection to the database was lost'));
      }, GRACE_MS).unref();
    });
  });
}
