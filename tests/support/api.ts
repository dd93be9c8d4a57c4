import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createAdapters, type Adapters } from '../../backend/src/adapters';
import { loadConfig, type Config } from '../../backend/src/config';
import { isSeeded, seedDemo } from '../../backend/src/db/seeders/demo.seeder';
import { createLogger } from '../../backend/src/logger';
import { createApp } from '../../backend/src/server';
import { createTestDatabase } from './test-db';

export interface GraphQLErrorBody {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown> & { code?: string };
}

export interface GqlResponse<TData = Record<string, unknown>> {
  status: number;
  headers: Headers;
  data?: TData | null;
  errors?: GraphQLErrorBody[];
}

export interface TestApi {
  url: string;
  config: Config;
  orm: MikroORM;
  /** The adapters the app runs with (outbox senders and local storage unless replaced). */
  adapters: Adapters;
  /** This API's own DATA_DIR (outbox files, uploads), removed on close. */
  dataDir: string;
  /** Parsed JSON log lines the app wrote (level warn and above), for asserting on what got logged. */
  logs: Record<string, unknown>[];
  gql<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { token?: string; headers?: Record<string, string> },
  ): Promise<GqlResponse<TData>>;
  close(): Promise<void>;
}

export const TEST_UNIVERSITY_ID = 1;

/** POSTs GraphQL to `${url}/api` as the shop's client does. */
export function graphqlClient(url: string): TestApi['gql'] {
  return async <TData>(
    query: string,
    variables?: Record<string, unknown>,
    requestOptions: { token?: string; headers?: Record<string, string> } = {},
  ): Promise<GqlResponse<TData>> => {
    const response = await fetch(`${url}/api`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...(requestOptions.token ? { authorization: `Bearer ${requestOptions.token}` } : {}),
        ...requestOptions.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: TData | null; errors?: GraphQLErrorBody[] };
    return { status: response.status, headers: response.headers, ...body };
  };
}

/** The real app on an ephemeral port over a database of its own (seeded with the demo tenant unless `seed: false`). */
export async function startTestApi(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    /** Replaces some adapters, for example a real one pointed at a local fake server. */
    adapters?: (config: Config) => Partial<Adapters>;
  } = {},
): Promise<TestApi> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'campus-shop-api-'));
  const { orm } = database;
  if (options.seed !== false) {
    const em = orm.em.fork();
    if (!(await isSeeded(em, TEST_UNIVERSITY_ID))) await seedDemo(em, { universityId: TEST_UNIVERSITY_ID });
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SERVE_FRONTEND: 'false',
    UNIVERSITY_ID: String(TEST_UNIVERSITY_ID),
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    // Tests drive the job functions directly; a test that needs the queue passes JOBS_ENABLED=true.
    JOBS_ENABLED: 'false',
    ...options.env,
  });
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      }
      callback();
    },
  });
  const logger = createLogger(config, sink);
  const adapters: Adapters = { ...createAdapters(config, logger), ...options.adapters?.(config) };
  const app = createApp({ orm, config, logger, adapters });
  const server = createServer(app.handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    config,
    orm,
    adapters,
    dataDir,
    logs,
    gql: graphqlClient(url),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
