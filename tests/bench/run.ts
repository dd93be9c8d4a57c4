// `npm run bench`: the real API against a bare graphql-yoga server on the same machine, each in
// its own process, driven by autocannon from this one. A shared machine's load comes and goes, so
// the browsing scenarios run in interleaved rounds: each round measures the bare server right
// before each target, the ratio is taken within the pair, and the medians of the rounds are
// printed with p50 and p95. The goals are reported, never enforced (the exit code only says
// whether it ran, and whether the order desk found a sequential scan).
//   BENCH_DURATION  seconds per measurement (default 10)
//   BENCH_WARMUP    seconds of discarded warm-up before each target's first measurement (default 2)
//   BENCH_ROUNDS    interleaved rounds of the browsing scenarios (default 3)
//   BENCH_CONNECTIONS  concurrent connections (default 50)
//   BENCH_PORT_RANGE   e.g. 5400-5499: the only ports the bench's servers and databases take
//   BENCH_CPU_PROF  a directory for V8 CPU profiles of both servers
//   BENCH_RUSH      0 skips the placeOrder rush, run with one API process and then two (place-order-rush.ts:
//                   RUSH_ATTEMPTS, RUSH_UNITS, RUSH_CONNECTIONS; alone, RUSH_PROCESSES picks the count)
//   BENCH_CONSOLE   0 skips the operator console's first screen (console.ts: BENCH_BULK_PRODUCTS, default 2000)
//   BENCH_ORDER_DESK  0 skips the order desk at 50,000 lines (order-desk.ts: BENCH_ORDER_LINES; fails on a
//                     sequential scan of order_product for a filtered page; BENCH_ORDER_DESK_PLANS=0 hides the plans)
//   BENCH_COURIER   0 skips the courier export under browsing load (courier-export.ts: BENCH_COURIER_LINES, default 10000)
//   BENCH_OPENING   0 skips the opening through a waiting room: 5,000 members, 300 units (opening.ts: OPENING_MEMBERS,
//                   OPENING_UNITS, OPENING_RATE, OPENING_JOIN_SECONDS; exit code 1 when an invariant breaks)
//   BENCH_CAMPAIGN  0 skips closing a failed campaign of 2,000 paid lines under browsing load (campaign-close.ts:
//                   BENCH_CAMPAIGN_LINES; enforced: under 60 s and students' p95 within +20%, else exit code 1)
import type { ChildProcess } from 'node:child_process';
import { operationDocument } from '../support/catalog-operations';
import { startServer, stopServer } from './ipc';
import { assertAnswers, measure, median, type Measurement } from './measure';
import { formatConsole, runConsoleBench } from './console';
import { formatOrderDesk, runOrderDeskBench } from './order-desk';
import { formatRush, runPlaceOrderRush } from './place-order-rush';
import { formatCourierExport, runCourierExportBench } from './courier-export';
import { formatCampaignClose, runCampaignCloseBench } from './campaign-close';
import { formatOpening, openingHolds, runOpeningBench } from './opening';

const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value;
};

const durationSeconds = seconds('BENCH_DURATION', 10);
const warmupSeconds = seconds('BENCH_WARMUP', 2);
const connections = Math.round(seconds('BENCH_CONNECTIONS', 50));
const rounds = Math.round(seconds('BENCH_ROUNDS', 3));
const GOAL_RATIO = 0.4;
/** Issue 21: signed-in reads at anonymous speed. */
const SIGNED_IN_GOAL = { ratio: 0.5, p95Ms: 50 };

interface Scenario {
  name: string;
  body: string;
  goal?: { ratio: number; p95Ms?: number };
  /** Sent with the demo member's bearer token: answers shared by the member's level (ADR 0075). */
  signedIn?: boolean;
}

const body = (query: string, variables?: Record<string, unknown>) => JSON.stringify({ query, variables });

const HELLO = body('{ __typename }');

const scenarios: Scenario[] = [
  { name: 'api { __typename }', body: body('{ __typename }') },
  { name: 'api products (ProductList)', body: body(operationDocument('ProductList'), { data: {} }), goal: { ratio: GOAL_RATIO } },
  { name: 'api product (ProductDetail)', body: body(operationDocument('ProductDetail'), { id: 1 }), goal: { ratio: GOAL_RATIO } },
  // Signed in: the same documents, which ask for no per-member field, kept per visibility level (ADR 0075).
  { name: 'api products, signed in', body: body(operationDocument('ProductList'), { data: {} }), signedIn: true, goal: SIGNED_IN_GOAL },
  { name: 'api product, signed in', body: body(operationDocument('ProductDetail'), { id: 1 }), signedIn: true, goal: SIGNED_IN_GOAL },
];

/** One scenario over the rounds: its own measurements and the bare server's right before each. */
interface Row {
  scenario: Scenario;
  results: Measurement[];
  hellos: Measurement[];
}

const ratiosOf = (row: Row) => row.results.map((result, round) => result.requestsPerSecond / row.hellos[round]!.requestsPerSecond);

function goalText(row: Row): string {
  const goal = row.scenario.goal;
  if (!goal) return '';
  const ratio = median(ratiosOf(row));
  const p95 = median(row.results.map((result) => result.p95Ms));
  const met = ratio >= goal.ratio && (goal.p95Ms === undefined || p95 <= goal.p95Ms);
  return `${met ? 'met' : 'MISSED'} (>= ${goal.ratio * 100}%${goal.p95Ms === undefined ? '' : `, p95 <= ${goal.p95Ms} ms`})`;
}

function table(rows: Row[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'vs hello', 'rounds', 'goal'];
  const fixed = (values: number[], digits: number) => median(values).toFixed(digits);
  const helloRow = rows[0]!.hellos;
  const lines = [
    ['hello { __typename } (bare yoga)', fixed(helloRow.map((r) => r.requestsPerSecond), 0), fixed(helloRow.map((r) => r.p50Ms), 1), fixed(helloRow.map((r) => r.p95Ms), 1), '100%', '', ''],
    ...rows.map((row) => [
      row.scenario.name,
      fixed(row.results.map((result) => result.requestsPerSecond), 0),
      fixed(row.results.map((result) => result.p50Ms), 1),
      fixed(row.results.map((result) => result.p95Ms), 1),
      `${(median(ratiosOf(row)) * 100).toFixed(0)}%`,
      ratiosOf(row).map((ratio) => `${(ratio * 100).toFixed(0)}%`).join(' '),
      goalText(row),
    ]),
  ];
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

    const load = (url: string, payload: string, headers: Record<string, string>, durationSeconds: number) =>
      measure({ url, body: payload, headers, connections, durationSeconds });
    const rows: Row[] = scenarios.map((scenario) => ({ scenario, results: [], hellos: [] }));
    await assertAnswers(urls.hello, HELLO);
    for (const row of rows) await assertAnswers(urls.api, row.scenario.body, row.scenario.signedIn ? memberHeaders : {});
    process.stdout.write(
      `${rounds} interleaved rounds of ${rows.length} scenarios, each next to the bare server: ${durationSeconds}s measured, ${connections} connections\n`,
    );
    await load(urls.hello, HELLO, {}, warmupSeconds);
    for (let round = 0; round < rounds; round += 1) {
      for (const row of rows) {
        const headers = row.scenario.signedIn ? memberHeaders : {};
        if (round === 0) await load(urls.api, row.scenario.body, headers, warmupSeconds);
        const hello = await load(urls.hello, HELLO, {}, durationSeconds);
        const result = await load(urls.api, row.scenario.body, headers, durationSeconds);
        if (result.failures > 0 || hello.failures > 0) throw new Error(`${row.scenario.name}: ${result.failures + hello.failures} failed requests`);
        row.hellos.push(hello);
        row.results.push(result);
        process.stdout.write(`  round ${round + 1}: ${row.scenario.name} ${(result.requestsPerSecond / hello.requestsPerSecond * 100).toFixed(0)}% of hello\n`);
      }
    }
    process.stdout.write(`\n${table(rows)}\n`);
    const missed = rows.filter((row) => goalText(row).startsWith('MISSED'));
    process.stdout.write(
      missed.length === 0
        ? '\nEvery browsing goal met (medians of the rounds).\n'
        : `\nGoal missed for: ${missed.map((row) => row.scenario.name).join(', ')} (reported, not enforced).\n`,
    );
  } finally {
    await Promise.all(children.map(stopServer));
  }
  // Its own server and data: the rush writes orders the browsing measurements must not see.
  // One API process, then two on the same database (ADR 0078), each on fresh data.
  if (process.env.BENCH_RUSH !== '0') {
    for (const processes of [1, 2]) process.stdout.write(`\n${formatRush(await runPlaceOrderRush(processes))}\n`);
  }
  if (process.env.BENCH_CONSOLE !== '0') process.stdout.write(`\n${formatConsole(await runConsoleBench())}\n`);
  if (process.env.BENCH_ORDER_DESK !== '0') {
    const desk = await runOrderDeskBench();
    process.stdout.write(`\n${formatOrderDesk(desk)}\n`);
    // A missing index is a bug, not a slow machine: this one the exit code reports.
    if (desk.seqScanFailures.length > 0) process.exitCode = 1;
  }
  if (process.env.BENCH_COURIER !== '0') process.stdout.write(`\n${formatCourierExport(await runCourierExportBench())}\n`);
  if (process.env.BENCH_OPENING !== '0') {
    const opening = await runOpeningBench();
    process.stdout.write(`\n${formatOpening(opening)}\n`);
    if (!openingHolds(opening)) process.exitCode = 1;
  }
  if (process.env.BENCH_CAMPAIGN !== '0') {
    const campaign = await runCampaignCloseBench();
    process.stdout.write(`\n${formatCampaignClose(campaign)}\n`);
    if (!campaign.met) process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
