// The placeOrder rush: RUSH_ATTEMPTS members (default 2,000) try to buy the last RUSH_UNITS units
// (default 100) of one option at RUSH_CONNECTIONS at a time (default 50), each spending 500 of
// their points on a card order, after a warm-up rush of RUSH_WARMUP (default 600) other members on
// another product (a third as many units) has run the order and sold-out paths, as the browsing
// bench's warm-up does. Prints successes, refusals, p95
// and req/s, then the invariants the database must hold afterwards. Goals: exactly RUSH_UNITS successes and p95 <= 150 ms; reported,
// never enforced. Run alone with `node --import tsx tests/bench/place-order-rush.ts`, or as part
// of `npm run bench`. RUSH_TRACE=<file> writes every measured attempt (start, ms, code) as JSON,
// to see when in the rush the slow ones happen (start in ms since the epoch).
import type { ChildProcess } from 'node:child_process';
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

export interface RushReport {
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

/** Sends every attempt exactly once through `connections` concurrent workers. */
async function rush(url: string, attempts: readonly RushAttempt[], connections: number): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < attempts.length) {
      const index = next;
      next += 1;
      outcomes.push(await attempt(url, attempts[index]!));
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

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
  return [
    `placeOrder rush: ${attempts} attempts on ${units} units, ${report.connections} connections`,
    `  successes ${report.successes} (goal exactly ${units}: ${report.successes === units ? 'met' : 'MISSED'}); refused: ${refused || 'none'}`,
    `  p50 ${report.p50Ms.toFixed(1)} ms, p95 ${report.p95Ms.toFixed(1)} ms (goal <= ${P95_GOAL_MS} ms: ${report.p95Ms <= P95_GOAL_MS ? 'met' : 'MISSED'}), successes' p95 ${report.successP95Ms.toFixed(1)} ms, ${report.requestsPerSecond.toFixed(0)} req/s`,
    `  stock left ${inv.stockLeft} (${check(inv.stockLeft === 0)}), orders ${inv.orders} and units sold ${inv.unitsSold} (${check(inv.orders === units && inv.unitsSold === units)})`,
    `  points: ${inv.usedRows} USED rows worth ${inv.pointsUsed}, GAIN consumed ${inv.pointsConsumed} (${check(inv.usedRows === units && inv.pointsUsed === units * POINTS_PER_ORDER && inv.pointsConsumed === inv.pointsUsed)}), negative balances ${inv.negativeBalances} (${check(inv.negativeBalances === 0)})`,
    `  cart lines left ${inv.cartLinesLeft} (${check(inv.cartLinesLeft === attempts - units)})`,
  ].join('\n');
}

export async function runPlaceOrderRush(): Promise<RushReport> {
  const units = positive('RUSH_UNITS', 100);
  const attempts = positive('RUSH_ATTEMPTS', 2_000);
  const connections = positive('RUSH_CONNECTIONS', 50);
  process.env.RUSH_UNITS = String(units);
  process.env.RUSH_ATTEMPTS = String(attempts);
  process.stdout.write(`Starting the API for the placeOrder rush (${attempts} members, ${units} units)…\n`);
  const server = (await startServer('./place-order-rush-server.ts')) as Awaited<ReturnType<typeof startServer>> & {
    attempts: RushAttempt[];
    warmup: RushAttempt[];
  };
  try {
    const url = `http://127.0.0.1:${server.port}/api`;
    await rush(url, server.warmup, connections);
    trace.length = 0;
    const { outcomes, seconds } = await rush(url, server.attempts, connections);
    if (process.env.RUSH_TRACE) {
      const { writeFileSync } = await import('node:fs');
      writeFileSync(process.env.RUSH_TRACE, JSON.stringify(trace));
    }
    const sorted = (list: Outcome[]) => list.map((outcome) => outcome.ms).sort((a, b) => a - b);
    const latencies = sorted(outcomes);
    const refusals: Record<string, number> = {};
    for (const { code } of outcomes) if (code !== 'OK') refusals[code] = (refusals[code] ?? 0) + 1;
    return {
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
    };
  } finally {
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
