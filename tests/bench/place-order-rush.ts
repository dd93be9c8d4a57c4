// The placeOrder rush: RUSH_ATTEMPTS members (default 2,000) try to buy the last RUSH_UNITS units
// (default 100) of one option at RUSH_CONNECTIONS at a time (default 50), each spending 500 of
// their points on a card order, after a warm-up rush of RUSH_WARMUP (default 600) other members on
// another product (a third as many units) has run the order and sold-out paths, as the browsing
// bench's warm-up does. Prints successes, refusals, p95
// and req/s, then the invariants the database must hold afterwards. Goals: exactly RUSH_UNITS successes and p95 <= 150 ms; reported,
// never enforced. Run alone with `node --import tsx tests/bench/place-order-rush.ts`, or as part
// of `npm run bench`. RUSH_TRACE=<file> writes every measured attempt (start, ms, code) as JSON,
// to see when in the rush the slow ones happen (start in ms since the epoch). RUSH_PROCESSES=2
// runs a second API process on the same database (place-order-rush-second.ts) and sends every
// other attempt to it; `npm run bench` runs one and then two (ADR 0078). The `CPU:` line is the
// API processes' and Postgres' CPU time for the warm-up and the rush, from /proc.
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { startServer, stopServer } from './ipc';
import type { RushAttempt, RushInvariants } from './place-order-rush-server';

const P95_GOAL_MS = 150;
const POINTS_PER_ORDER = 500;

const PLACE_ORDER = `mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id mUid paidPrice } }`;
const DELIVERY = {
  name: '김한빛',
  postCode: '34134',
  address: '대전광역시 유성구 한빛대학로 123',
  detailAddress: '기숙사 A동 301호',
  tel: '010-2345-6789',
};

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};

const trace: { started: number; ms: number; code: string }[] = [];
interface Outcome {
  ms: number;
  code: string;
}

/** CPU time (ms) the API processes and Postgres spent in a phase of the rush, from /proc. */
export interface RushCpu {
  apiMs: number;
  postgresMs: number;
}

export interface RushReport {
  /** API processes sharing the database, the attempts spread evenly over them. */
  processes: number;
  attempts: number;
  units: number;
  connections: number;
  successes: number;
  refusals: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  /** p95 of the orders that went through (they wait on the stock row in turn). */
  successP95Ms: number;
  requestsPerSecond: number;
  invariants: RushInvariants;
  /** The warm-up (RUSH_WARMUP attempts on a third as many units) and the measured rush, for the per-order and per-refusal CPU (ADR 0078). */
  cpu: { warmup: RushCpu; rush: RushCpu; warmupAttempts: number; warmupUnits: number } | null;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

// node:http with keep-alive sockets rather than fetch: the load generator shares the machine's two
// cores with the API and Postgres, and fetch's web streams cost it about twice the CPU per request.
const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

function post(url: string, token: string, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function attempt(url: string, { token, cartId }: RushAttempt): Promise<Outcome> {
  const started = performance.now();
  const response = await post(
    url,
    token,
    JSON.stringify({
      query: PLACE_ORDER,
      variables: { data: { cartIds: [cartId], payMethod: 'card', pointUsing: POINTS_PER_ORDER, delivery: DELIVERY } },
    }),
  );
  const body = JSON.parse(response.text) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  const ms = performance.now() - started;
  if (process.env.RUSH_TRACE) trace.push({ started: performance.timeOrigin + started, ms, code: body.errors?.[0]?.extensions?.code ?? 'OK' });
  if (body.errors?.length) return { ms, code: body.errors[0]?.extensions?.code ?? `HTTP ${response.status}` };
  return { ms, code: response.status === 200 && body.data ? 'OK' : `HTTP ${response.status}` };
}

/** Sends every attempt exactly once through `connections` concurrent workers, attempt i to `urls[i % urls.length]`. */
async function rush(urls: readonly string[], attempts: readonly RushAttempt[], connections: number): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < attempts.length) {
      const index = next;
      next += 1;
      outcomes.push(await attempt(urls[index % urls.length]!, attempts[index]!));
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** utime + stime of a process in ms, or 0 once it is gone. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The postgres processes under `root` (the embedded server and its backends), by walking /proc's parent links. */
function postgresPids(root: number): number[] {
  const parents = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      names.set(Number(entry), stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const under = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at)) if (at === root) return true;
    return false;
  };
  return [...names].filter(([pid, name]) => name.startsWith('postgres') && under(pid)).map(([pid]) => pid);
}

/** CPU so far of the API processes and of Postgres (its backends come and go, so read at both ends of a phase). */
function cpuNow(apiPids: readonly number[], postgres: readonly number[]): RushCpu {
  return { apiMs: apiPids.reduce((sum, pid) => sum + processCpuMs(pid), 0), postgresMs: postgres.reduce((sum, pid) => sum + processCpuMs(pid), 0) };
}

const cpuBetween = (before: RushCpu, after: RushCpu): RushCpu => ({ apiMs: after.apiMs - before.apiMs, postgresMs: after.postgresMs - before.postgresMs });

function askInvariants(child: ChildProcess): Promise<RushInvariants> {
  return new Promise((resolve) => {
    const listener = (message: { invariants?: RushInvariants }) => {
      if (!message.invariants) return;
      child.off('message', listener);
      resolve(message.invariants);
    };
    child.on('message', listener);
    child.send({ type: 'check' });
  });
}

export function formatRush(report: RushReport): string {
  const { invariants: inv, units, attempts } = report;
  const check = (ok: boolean) => (ok ? 'ok' : 'VIOLATED');
  const refused = Object.entries(report.refusals)
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
  const cpu = report.cpu
    ? `  CPU: warm-up (${report.cpu.warmupAttempts} attempts, ${report.cpu.warmupUnits} sold) API ${report.cpu.warmup.apiMs} ms, Postgres ${report.cpu.warmup.postgresMs} ms; rush API ${report.cpu.rush.apiMs} ms, Postgres ${report.cpu.rush.postgresMs} ms`
    : '  CPU: not measured (no /proc)';
  return [
    `placeOrder rush, ${report.processes} API process${report.processes === 1 ? '' : 'es'}: ${attempts} attempts on ${units} units, ${report.connections} connections`,
    `  successes ${report.successes} (goal exactly ${units}: ${report.successes === units ? 'met' : 'MISSED'}); refused: ${refused || 'none'}`,
    `  p50 ${report.p50Ms.toFixed(1)} ms, p95 ${report.p95Ms.toFixed(1)} ms (goal <= ${P95_GOAL_MS} ms: ${report.p95Ms <= P95_GOAL_MS ? 'met' : 'MISSED'}), successes' p95 ${report.successP95Ms.toFixed(1)} ms, ${report.requestsPerSecond.toFixed(0)} req/s`,
    `  stock left ${inv.stockLeft} (${check(inv.stockLeft === 0)}), orders ${inv.orders} and units sold ${inv.unitsSold} (${check(inv.orders === units && inv.unitsSold === units)})`,
    `  points: ${inv.usedRows} USED rows worth ${inv.pointsUsed}, GAIN consumed ${inv.pointsConsumed} (${check(inv.usedRows === units && inv.pointsUsed === units * POINTS_PER_ORDER && inv.pointsConsumed === inv.pointsUsed)}), negative balances ${inv.negativeBalances} (${check(inv.negativeBalances === 0)})`,
    `  cart lines left ${inv.cartLinesLeft} (${check(inv.cartLinesLeft === attempts - units)}), checkout claims left ${inv.claimsLeft} (${check(inv.claimsLeft === 0)})`,
    cpu,
  ].join('\n');
}

/** RUSH_PROCESSES (default 1): how many API processes share the database in the rush. */
export function rushProcesses(): number {
  return positive('RUSH_PROCESSES', 1);
}

export async function runPlaceOrderRush(processes = rushProcesses()): Promise<RushReport> {
  const units = positive('RUSH_UNITS', 100);
  const attempts = positive('RUSH_ATTEMPTS', 2_000);
  const connections = positive('RUSH_CONNECTIONS', 50);
  process.env.RUSH_UNITS = String(units);
  process.env.RUSH_ATTEMPTS = String(attempts);
  process.stdout.write(`Starting ${processes} API process${processes === 1 ? '' : 'es'} for the placeOrder rush (${attempts} members, ${units} units)…\n`);
  const server = (await startServer('./place-order-rush-server.ts')) as Awaited<ReturnType<typeof startServer>> & {
    attempts: RushAttempt[];
    warmup: RushAttempt[];
    portOnePort: number;
  };
  const others: ChildProcess[] = [];
  try {
    const ports = [server.port];
    for (let extra = 1; extra < processes; extra += 1) {
      process.env.RUSH_DATABASE_URL = server.databaseUrl;
      process.env.RUSH_PORTONE_PORT = String(server.portOnePort);
      const second = await startServer('./place-order-rush-second.ts');
      others.push(second.child);
      ports.push(second.port);
    }
    const urls = ports.map((port) => `http://127.0.0.1:${port}/api`);
    const apiPids = [server.child, ...others].flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
    const measurable = existsSync('/proc/self/stat') && server.child.pid !== undefined;
    const postgres = measurable ? postgresPids(server.child.pid!) : [];
    const warmupStart = cpuNow(apiPids, postgres);
    await rush(urls, server.warmup, connections);
    const warmupEnd = cpuNow(apiPids, postgresPids(server.child.pid ?? 0));
    const warmupUnits = Math.ceil(server.warmup.length / 3);
    trace.length = 0;
    const rushPostgres = measurable ? postgresPids(server.child.pid!) : [];
    const rushStart = cpuNow(apiPids, rushPostgres);
    const { outcomes, seconds } = await rush(urls, server.attempts, connections);
    const rushEnd = cpuNow(apiPids, rushPostgres);
    if (process.env.RUSH_TRACE) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(process.env.RUSH_TRACE, JSON.stringify(trace));
    }
    const sorted = (list: Outcome[]) => list.map((outcome) => outcome.ms).sort((a, b) => a - b);
    const latencies = sorted(outcomes);
    const refusals: Record<string, number> = {};
    for (const { code } of outcomes) if (code !== 'OK') refusals[code] = (refusals[code] ?? 0) + 1;
    return {
      processes,
      attempts,
      units,
      connections,
      successes: outcomes.filter((outcome) => outcome.code === 'OK').length,
      refusals,
      p50Ms: percentile(latencies, 0.5),
      p95Ms: percentile(latencies, 0.95),
      successP95Ms: percentile(sorted(outcomes.filter((outcome) => outcome.code === 'OK')), 0.95),
      requestsPerSecond: outcomes.length / seconds,
      invariants: await askInvariants(server.child),
      cpu: measurable
        ? { warmup: cpuBetween(warmupStart, warmupEnd), rush: cpuBetween(rushStart, rushEnd), warmupAttempts: server.warmup.length, warmupUnits }
        : null,
    };
  } finally {
    await Promise.all(others.map(stopServer));
    await stopServer(server.child);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runPlaceOrderRush()
    .then((report) => process.stdout.write(`\n${formatRush(report)}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
