import type { EntityManager } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';

/*
 * Hot reads as named prepared statements (docs/decisions/0033-rush-latency.md).
 * MikroORM sends every statement as plain text with its values inlined, so Postgres parses and
 * plans it on every request. The few reads every signed-in request makes (the session lookup, the
 * checkout precheck) are cheaper as named statements: each pooled connection prepares one once
 * and then only binds its values.
 */

export interface PreparedRead {
  /** Unique per distinct SQL text: Postgres keeps one plan per name per connection. */
  name: string;
  /** The statement with `$1`, `$2`… placeholders, each used once and in order. */
  text: string;
}

const pools = new WeakMap<object, Promise<Pool>>();

function poolOf(em: EntityManager): Promise<Pool> {
  const connection = em.getConnection();
  let pool = pools.get(connection);
  if (!pool) {
    pool = connection.getNativeClient() as Promise<Pool>;
    pools.set(connection, pool);
  }
  return pool;
}

/**
 * The rows of `statement` with `values` (arrays: numbers only). Outside a transaction it runs on
 * the pool as a named prepared statement; inside one it runs on the transaction's own connection
 * through the EntityManager (same rows, planned each time), so it sees what the transaction wrote.
 */
export async function preparedRows<Row extends object>(
  em: EntityManager,
  statement: PreparedRead,
  values: readonly unknown[],
): Promise<Row[]> {
  if (em.isInTransaction()) {
    // MikroORM inlines `?` placeholders in order, and an array as a comma list: a number array
    // goes as a Postgres array literal, as pg would send it.
    const inlined = values.map((value) => (Array.isArray(value) ? `{${value.map(Number).join(',')}}` : value));
    return em.execute<Row[]>(statement.text.replace(/\$\d+/g, '?'), inlined);
  }
  const pool = await poolOf(em);
  const result = await pool.query<Row>({ name: statement.name, text: statement.text, values: [...values] });
  return result.rows;
}
