// Closing a failed group purchase of 2,000 paid lines (issue 17, ADR 0062): every line refunded
// through the fake PortOne in under 60 s, while students' product reads keep their p95 within +20%.
// Measured in one run: students browse (ProductList, ProductDetail) for a window without the
// close, then for a window that starts with the close. Both targets are enforced: run.ts exits
// non-zero when one is missed. BENCH_CAMPAIGN=0 skips it; BENCH_CAMPAIGN_LINES sets the size.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { operationDocument } from '../support/catalog-operations';
import { forkWorker, stopWorker, workerEnv, workerReady, type WorkerPortOne } from '../support/worker-process';
import { startServer, stopServer } from './ipc';
import { measure } from './measure';

export const CAMPAIGN_CLOSE_GOAL = { seconds: 60, p95Ratio: 1.2 };
const WINDOW_SECONDS = Number(process.env.BENCH_CAMPAIGN_WINDOW ?? 8);
const CONNECTIONS = 10;

export interface CampaignCloseResult {
  lines: number;
  closeMs: number;
  /** The API event loop's delay while the close ran (p99 and max, ms). */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  cancelled: number;
  refunded: number;
  status: string;
  p95WithoutMs: number;
  p95WithMs: number;
  ratio: number;
  met: boolean;
}

const body = (query: string, variables: object) => JSON.stringify({ query, variables });

/** Both browsing requests at once, half the connections each; the slower p95 is the students' p95. */
async function browse(url: string): Promise<number> {
  const half = { url, connections: CONNECTIONS / 2, durationSeconds: WINDOW_SECONDS };
  const [list, detail] = await Promise.all([
    measure({ ...half, body: body(operationDocument('ProductList'), { data: {} }) }),
    measure({ ...half, body: body(operationDocument('ProductDetail'), { id: 1 }) }),
  ]);
  return Math.max(list.p95Ms, detail.p95Ms);
}

type Closed = Pick<CampaignCloseResult, 'closeMs' | 'loopDelayP99Ms' | 'loopDelayMaxMs' | 'cancelled' | 'refunded' | 'status'>;

function closeOn(child: ChildProcess, how: 'close' | 'enqueue'): Promise<Closed> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as Closed));
    child.send(how);
  });
}

/**
 * The jobs-only process (backend/src/worker.ts, docs/decisions/0074) on the bench's database, with
 * the real PortOne adapter pointed at the API's fake, as a deployment with a worker runs.
 */
/** The jobs-only worker on the bench's database, refunding at the bench's fake PortOne. */
const startWorker = (databaseUrl: string, portOne: WorkerPortOne) =>
  workerReady(forkWorker(workerEnv(portOne, { DATABASE_URL: databaseUrl }, process.env), { inheritOutput: true }).child);

/**
 * Where the close runs: a worker process (the default, ADR 0074); `thread`, the API process's jobs
 * thread, or `inline`, its job runner on the request loop (JOBS_RUNNER, ADR 0081), both taking
 * the queued close as the worker does; `0`, ADR 0071's direct call inside the API process.
 */
const WHERE = ({ thread: 'thread', inline: 'inline', '0': 'direct' } as const)[process.env.BENCH_CAMPAIGN_WORKER ?? ''] ?? 'process';
const IN_WORKER = WHERE === 'process';
const WHERE_SHOWN = {
  process: 'by a worker process',
  thread: "by the API process's jobs thread",
  inline: "by the API process's job runner on its request loop",
  direct: 'inside the API process',
}[WHERE];

export async function runCampaignCloseBench(): Promise<CampaignCloseResult> {
  const lines = Number(process.env.BENCH_CAMPAIGN_LINES ?? 2_000);
  const api = await startServer('./campaign-close-server.ts');
  const worker = IN_WORKER ? await startWorker(api.databaseUrl!, api.portOne!) : null;
  try {
    const url = `http://127.0.0.1:${api.port}/api`;
    await measure({ url, body: body(operationDocument('ProductList'), { data: {} }), connections: CONNECTIONS, durationSeconds: 2 });
    const p95WithoutMs = await browse(url);
    const closing = closeOn(api.child, WHERE === 'direct' ? 'close' : 'enqueue');
    const p95WithMs = await browse(url);
    const closed = await closing;
    const ratio = p95WithMs / p95WithoutMs;
    const met =
      closed.closeMs < CAMPAIGN_CLOSE_GOAL.seconds * 1000 && ratio <= CAMPAIGN_CLOSE_GOAL.p95Ratio && closed.cancelled === lines && closed.refunded === lines;
    return { lines, ...closed, p95WithoutMs, p95WithMs, ratio, met };
  } finally {
    if (worker) await stopWorker(worker);
    await stopServer(api.child);
  }
}

export function formatCampaignClose(result: CampaignCloseResult): string {
  return [
    `Campaign close of ${result.lines} paid lines, failed (PAY_NOW: every line refunded at the fake PortOne), run ${WHERE_SHOWN}, while students browse (${CONNECTIONS} connections, ${WINDOW_SECONDS}s windows):`,
    `  close: ${(result.closeMs / 1000).toFixed(1)} s, ${result.cancelled} lines cancelled, ${result.refunded} refunds DONE, campaign ${result.status} (goal < ${CAMPAIGN_CLOSE_GOAL.seconds} s)`,
    `  the API's event loop delay during the close: p99 ${result.loopDelayP99Ms.toFixed(1)} ms, max ${result.loopDelayMaxMs.toFixed(1)} ms`,
    `  students' p95 without the close ${result.p95WithoutMs.toFixed(1)} ms, with it ${result.p95WithMs.toFixed(1)} ms (x${result.ratio.toFixed(2)}; goal <= x${CAMPAIGN_CLOSE_GOAL.p95Ratio})`,
    `  ${result.met ? 'Goal met' : 'Goal MISSED'} (enforced: the bench exits non-zero when missed).`,
  ].join('\n');
}

// `node --import tsx tests/bench/campaign-close.ts`: this bench alone (BENCH_PORT_RANGE applies).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runCampaignCloseBench()
    .then((result) => {
      process.stdout.write(`${formatCampaignClose(result)}\n`);
      if (!result.met) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
