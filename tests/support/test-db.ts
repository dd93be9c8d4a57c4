import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { inject } from 'vitest';
import { initOrm } from '../../backend/src/db/orm';
import type { OrmOverrides } from '../../backend/src/db/orm.config';

// Each caller gets a database of its own, cloned from the template the global setup migrated
// once, so test files run in parallel without seeing each other's rows.

export interface TestDatabase {
  name: string;
  url: string;
  orm: MikroORM;
  close(): Promise<void>;
}

/** The same server as `url`, another database. */
export function databaseUrl(url: string, databaseName: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(databaseName)}`;
  return next.toString();
}

export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Runs statements on one plain connection (CREATE/DROP DATABASE, raw checks); `execute` answers
 * the rows of the last statement.
 */
export async function withAdmin<T>(
  adminUrl: string,
  run: (execute: (sql: string) => Promise<unknown>) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(async (sql) => {
      const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows;
    });
  } finally {
    await client.end();
  }
}

function isBusyTemplate(error: unknown): boolean {
  // 55006: the template had another session for a moment (e.g. a clone in flight).
  return (error as { code?: string }).code === '55006';
}

export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const sql = template
    ? `create database ${quoteIdent(name)} template ${quoteIdent(template)}`
    : `create database ${quoteIdent(name)}`;
  await withAdmin(adminUrl, async (execute) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await execute(sql);
        return;
      } catch (error) {
        if (!isBusyTemplate(error) || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
      }
    }
  });
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (execute) =>
    execute(`drop database if exists ${quoteIdent(name)} with (force)`),
  );
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/**
 * A fresh, migrated database (or, with `migrated: false`, an empty one for testing the
 * migrations themselves). close() drops it.
 */
export async function createTestDatabase(
  options: { migrated?: boolean; orm?: OrmOverrides } = {},
): Promise<TestDatabase> {
  const adminUrl = inject('testDbAdminUrl');
  const template = options.migrated === false ? undefined : inject('testDbTemplate');
  const name = uniqueDatabaseName('test');
  await createDatabase(adminUrl, name, template);
  const url = databaseUrl(adminUrl, name);
  let orm: MikroORM;
  try {
    orm = await initOrm(url, options.orm);
  } catch (error) {
    await dropDatabase(adminUrl, name);
    throw error;
  }
  let closed: Promise<void> | undefined;
  return {
    name,
    url,
    orm,
    close: () =>
      (closed ??= (async () => {
        await orm.close(true);
        await dropDatabase(adminUrl, name);
      })()),
  };
}
