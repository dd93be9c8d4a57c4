// The rush's second API process (RUSH_PROCESSES=2): the same app on the first process's database
// and fake PortOne, with its own MikroORM, pool and checkout slots, as a second instance behind a
// load balancer would be. Answers { port } once it listens; the first process seeded everything.
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { initOrm } from '../../backend/src/db/orm';
import { createLogger } from '../../backend/src/logger';
import { createApp } from '../../backend/src/server';
import { benchPort } from './ports';
import { rushConfig } from './place-order-rush-config';

const databaseUrl = process.env.RUSH_DATABASE_URL;
const portOnePort = Number(process.env.RUSH_PORTONE_PORT);
if (!databaseUrl || !portOnePort) throw new Error('the second rush process needs RUSH_DATABASE_URL and RUSH_PORTONE_PORT');

const dataDir = await mkdtemp(path.join(tmpdir(), 'campus-shop-rush-second-'));
const port = await benchPort();
const config = rushConfig({ port, databaseUrl, portOnePort, dataDir });
const orm = await initOrm(databaseUrl, { pool: { max: config.DATABASE_POOL_SIZE } });
const app = createApp({ orm, config, logger: createLogger(config) });
const server = createServer(app.handler);
// Longer than any wait of the load generator's keep-alive sockets: with the attempts spread over
// two processes a socket can sit idle past Node's 5 s default while the machine is busy, and the
// server closing it just as the generator reuses it reads as ECONNRESET.
server.keepAliveTimeout = 120_000;
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

let stopping: Promise<void> | undefined;
const stop = () =>
  (stopping ??= (async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.close();
    await orm.close(true);
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  })());
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
process.send?.({ port });
