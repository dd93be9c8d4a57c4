// `npm run bench`: the real API against a bare graphql-yoga server on the same machine, each in
// its own process, driven by autocannon from this one. Prints req/s, p95 and the ratio to the
// bare server; the goals are reported, never enforced (the exit code only says whether it ran).
//   BENCH_DURATION  seconds per measurement (default 10)
//   BENCH_WARMUP    seconds of discarded warm-up per measurement (default 2)
//   BENCH_CONNECTIONS  concurrent connections (default 50)
//   BENCH_CPU_PROF  a directory for V8 CPU profiles of both servers
//   BENCH_RUSH      0 skips the placeOrder rush (place-order-rush.ts: RUSH_ATTEMPTS, RUSH_UNITS, RUSH_CONNECTIONS)
//   BENCH_CONSOLE   0 skips the operator console's first screen (console.ts: BENCH_BULK_PRODUCTS, default 2000)
//   BENCH_ORDER_DESK  0 skips the order desk at 50,000 lines (order-desk.ts: BENCH_ORDER_LINES; fails on a
//                     sequential scan of order_product for a filtered page; BENCH_ORDER_DESK_PLANS=0 hides the plans)
//   BENCH_COURIER   0 skips the courier export under browsing load (courier-export.ts: BENCH_COURIER_LINES, default 10000)
import type { ChildProcess } from 'node:child_process';
import { operationDocument } from '../support/catalog-operations';
import { startServer, stopServer } from './ipc';
import { assertAnswers, measure, type Measurement } from './measure';
import { formatConsole, runConsoleBench } from './console';
import { formatOrderDesk, runOrderDeskBench } from './order-desk';
import { formatRush, runPlaceOrderRush } from './place-order-rush';
import { formatCourierExport, runCourierExportBench } from './courier-export';

const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value;
};

const durationSeconds = seconds('BENCH_DURATION', 10);
const warmupSeconds = seconds('BENCH_WARMUP', 2);
const connections = Math.round(seconds('BENCH_CONNECTIONS', 50));
const GOAL_RATIO = 0.4;

interface Scenario {
  name: string;
  target: 'hello' | 'api';
  body: string;
  goal?: number;
  /** Sent with the demo member's bearer token: no shared answers, per-member restock flags. */
  signedIn?: boolean;
}

const body = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });

const scenarios: Scenario[] = [
  { name: 'hello { __typename }', target: 'hello', body: body('{ __typename }') },
  { name: 'api { __typename }', target: 'api', body: body('{ __typename }') },
  {
    name: 'api products (ProductList)',
    target: 'api',
    body: body(operationDocument('ProductList'), { data: {} }),
    goal: GOAL_RATIO,
  },
  {
    name: 'api product (ProductDetail)',
    target: 'api',
    body: body(operationDocument('ProductDetail'), { id: 1 }),
    goal: GOAL_RATIO,
  },
  // The goals are about browsing, which students mostly do signed out; signed in, every answer is
  // computed for the member (the catalogue reads below are still shared), reported for comparison.
  {
    name: 'api products, signed in',
    target: 'api',
    body: body(operationDocument('ProductList'), { data: {} }),
    signedIn: true,
  },
  {
    name: 'api product, signed in',
    target: 'api',
    body: body(operationDocument('ProductDetail'), { id: 1 }),
    signedIn: true,
  },
];

function table(rows: { scenario: Scenario; result: Measurement; ratio: number }[]): string {
  const header = ['scenario', 'req/s', 'p95 ms', 'vs hello', 'goal'];
  const lines = rows.map(({ scenario, result, ratio }) => [
    scenario.name,
    result.requestsPerSecond.toFixed(0),
    result.p95Ms.toFixed(1),
    `${(ratio * 100).toFixed(0)}%`,
    scenario.goal === undefined ? '' : `${ratio >= scenario.goal ? 'met' : 'MISSED'} (>= ${scenario.goal * 100}%)`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n');
}

async function main(): Promise<void> {
  const children: ChildProcess[] = [];
  try {
    process.stdout.write('Starting the bare yoga server and the real API (embedded Postgres, seeded)…\n');
    const [hello, api] = await Promise.all([startServer('./hello-server.ts'), startServer('./api-server.ts')]);
    children.push(hello.child, api.child);
    const urls = { hello: `http://127.0.0.1:${hello.port}/api`, api: `http://127.0.0.1:${api.port}/api` };
    if (!api.memberToken) throw new Error('the API server sent no member session');
    const memberHeaders = { authorization: `Bearer ${api.memberToken}` };

    const rows: { scenario: Scenario; result: Measurement; ratio: number }[] = [];
    for (const scenario of scenarios) {
      const url = urls[scenario.target];
      const headers = scenario.signedIn ? memberHeaders : {};
      await assertAnswers(url, scenario.body, headers);
      process.stdout.write(`${scenario.name}: ${warmupSeconds}s warm-up, ${durationSeconds}s measured, ${connections} connections\n`);
      await measure({ url, body: scenario.body, headers, connections, durationSeconds: warmupSeconds });
      const result = await measure({ url, body: scenario.body, headers, connections, durationSeconds });
      if (result.failures > 0) throw new Error(`${scenario.name}: ${result.failures} failed requests`);
      rows.push({ scenario, result, ratio: 0 });
    }
    const baseline = rows[0]!.result.requestsPerSecond;
    for (const row of rows) row.ratio = row.result.requestsPerSecond / baseline;
    process.stdout.write(`\n${table(rows)}\n`);
    const missed = rows.filter((row) => row.scenario.goal !== undefined && row.ratio < row.scenario.goal);
    process.stdout.write(
      missed.length === 0
        ? `\nGoal met: products and product reach at least ${GOAL_RATIO * 100}% of the bare server's req/s.\n`
        : `\nGoal missed for: ${missed.map((row) => row.scenario.name).join(', ')} (reported, not enforced).\n`,
    );
  } finally {
    await Promise.all(children.map(stopServer));
  }
  // Its own server and data: the rush writes orders the browsing measurements must not see.
  if (process.env.BENCH_RUSH !== '0') process.stdout.write(`\n${formatRush(await runPlaceOrderRush())}\n`);
  if (process.env.BENCH_CONSOLE !== '0') process.stdout.write(`\n${formatConsole(await runConsoleBench())}\n`);
  if (process.env.BENCH_ORDER_DESK !== '0') {
    const desk = await runOrderDeskBench();
    process.stdout.write(`\n${formatOrderDesk(desk)}\n`);
    // A missing index is a bug, not a slow machine: this one the exit code reports.
    if (desk.seqScanFailures.length > 0) process.exitCode = 1;
  }
  if (process.env.BENCH_COURIER !== '0') process.stdout.write(`\n${formatCourierExport(await runCourierExportBench())}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
