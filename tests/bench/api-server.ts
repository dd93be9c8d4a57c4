// The real API for the benchmark, in a process of its own: embedded Postgres in a temporary
// DATA_DIR, migrated and seeded, production settings, logging off. Reports its port over IPC.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedBulkCatalogue } from '../../backend/src/db/seeders/bulk-catalogue';
import { seedBulkOrderLines } from '../../backend/src/db/seeders/bulk-order-lines';
import { createLogger } from '../../backend/src/logger';
import { createSession } from '../../backend/src/modules/account/session.service';
import { createApp } from '../../backend/src/server';
import { createAdapters } from '../../backend/src/adapters';
import { startJobs } from '../../backend/src/jobs/runner';
import { startBenchDatabase } from './bench-database';
import { seedCourierLines } from './courier-lines';
import { send, stopWithParent } from './ipc';
import { benchPort } from './ports';

const { dataDir, database, config, orm } = await startBenchDatabase('campus-shop-bench-');
// BENCH_BULK_PRODUCTS: the console bench measures a co-op's real size (10 combinations each).
await seedBulkCatalogue(orm.em.fork(), { universityId: 1, products: Number(process.env.BENCH_BULK_PRODUCTS ?? 0) });
// BENCH_BULK_ORDER_LINES: the order desk bench measures 50,000 lines.
await seedBulkOrderLines(orm.em.fork(), { universityId: 1, lines: Number(process.env.BENCH_BULK_ORDER_LINES ?? 0) });
// BENCH_COURIER_LINES: the courier export bench's PREPARING lines (ADR 0051).
if (process.env.BENCH_COURIER_LINES) await seedCourierLines(orm.em.fork(), 1, Number(process.env.BENCH_COURIER_LINES));
const adapters = createAdapters(config, createLogger(config));
const app = createApp({ orm, config, logger: createLogger(config), adapters });
// BENCH_JOBS=1: this instance also runs the background jobs, as a deployed instance does.
const jobs = process.env.BENCH_JOBS === '1' ? await startJobs({ orm, config, adapters, logger: createLogger(config), pollingIntervalSeconds: 0.5 }) : null;
const server = createServer(app.handler);
const port = await benchPort();
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

stopWithParent({ server, app: { close: async () => { await jobs?.stop(); await app.close(); } }, orm, database, dataDir });

// The seeded demo member (id 1), so the signed-in measurements run as a real member would.
const { token: memberToken } = await createSession(orm.em.fork(), 1);
// The seeded ADMIN (id 2), for the operator console's first screen.
const { token: staffToken } = await createSession(orm.em.fork(), 2);
send({ port: (server.address() as AddressInfo).port, memberToken, staffToken, databaseUrl: database.url });
