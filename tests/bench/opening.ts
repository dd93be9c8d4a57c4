// The opening bench (issue 21, ADR 0077): OPENING_MEMBERS phone-certified members (default 5,000)
// join a waiting room over OPENING_JOIN_SECONDS (default 10) before an opening of OPENING_UNITS
// units (default 300); at the opening the draw runs and the room lets OPENING_RATE members in a
// minute (default 1,200); every member polls `/api/waiting-room/status` after the `retryAfterMs`
// the server gave, and once let in opens checkout (startCheckoutHold) and places an order with the
// admission, except the first OPENING_WALKAWAYS (default 20), who hold a unit and leave: their
// holds (one minute, the gate's minimum) expire and the sweep (every OPENING_SWEEP_SECONDS, default
// 5) returns the units, which later members buy. The run ends when the units are sold (or after
// OPENING_TIMEOUT_SECONDS, default 300). Checked (invariants, exit code 1 when broken): exactly
// OPENING_UNITS sold, the stored draw replays from its seed (domain/waiting-room/shuffle.ts),
// admissions follow the queue's order, the walkaways' units came back and were sold, and polls
// sent no SQL statement. Reported, not enforced: poll p95 <= 30 ms, and p50/p95 of joins, polls and orders.
// Run alone with `npx tsx tests/bench/opening.ts`, or in `npm run bench` (BENCH_OPENING=0 skips).
import type { ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { drawOrder, queueOrder } from '../../domain/waiting-room/shuffle';
import { WAITING_ROOM_STATUS_PATH } from '../../domain/waiting-room/waiting-room-rules';
import { startServer, stopServer } from './ipc';
import type { OpeningFacts, OpeningMember, OpeningStats } from './opening-server';

const POLL_P95_GOAL_MS = 30;

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
};

const SET_ROOM = `mutation ($data: StaffWaitingRoomInput!) { staffSetWaitingRoom(data: $data) { enabled opensAt } }`;
const JOIN = `mutation ($productId: Int!) { joinWaitingRoom(productId: $productId) { ticket status { retryAfterMs } } }`;
const START_HOLD = `mutation ($data: StartCheckoutHoldInput!) { startCheckoutHold(data: $data) { productId expiresAt lines { units } } }`;
const PLACE_ORDER = `mutation ($data: PlaceOrderInput!) { placeOrder(data: $data) { id } }`;
const DELIVERY = { name: '김한빛', postCode: '34134', address: '대전광역시 유성구 한빛대학로 123', detailAddress: '기숙사 A동 301호', tel: '010-2345-6789' };

interface PollBody {
  state: 'WAITING' | 'ADMITTED' | 'EXPIRED' | 'CLOSED';
  retryAfterMs: number;
  admission: { token: string } | null;
}

export interface OpeningReport {
  members: number;
  units: number;
  rate: number;
  joins: Timings & { refused: number };
  polls: Timings;
  /** The same polls as the API process timed them (arrival to the answer's end). */
  pollsInServer: Timings;
  /** The same polls split: while members were still joining (before the opening), and after it. */
  pollsBeforeOpening: Timings;
  pollsAfterOpening: Timings;
  holds: Timings & { refusals: Record<string, number> };
  /** Admitted members who held a unit and left without ordering, and the units they held. */
  walkaways: { members: number; units: number };
  orders: Timings & { sold: number; refusals: Record<string, number> };
  /** SQL statements per request, by kind, counted in the API process. */
  statementsPerPoll: number;
  statementsPerGraphql: number;
  /** Seconds from the opening to the last unit sold. */
  sellOutSeconds: number | null;
  checks: { name: string; ok: boolean; detail: string }[];
}

interface Timings {
  count: number;
  p50Ms: number;
  p95Ms: number;
}

function timings(values: number[]): Timings {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
  return { count: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95) };
}

// node:http with keep-alive sockets, as the rush bench: fetch costs the load generator about
// twice the CPU per request on a machine it shares with the API and Postgres.
// Polls have sockets of their own: behind the joins' queue they would measure the client's wait.
// An idle socket is dropped after 4 s, before the server's 5 s keep-alive timeout closes it under
// a request (ECONNRESET): members far back poll only every 16-30 s.
const agentOptions = { keepAlive: true, timeout: 4_000, maxSockets: positive('OPENING_SOCKETS', 64) };
const agents = { poll: new Agent(agentOptions), graphql: new Agent(agentOptions) };

function send(url: string, init: { method: 'GET' | 'POST'; token?: string; body?: string }): Promise<{ status: number; json: unknown; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { accept: 'application/json' };
    if (init.body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(init.body) });
    if (init.token) headers['authorization'] = `Bearer ${init.token}`;
    const request = httpRequest(url, { method: init.method, agent: init.method === 'GET' ? agents.poll : agents.graphql, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown, ms: performance.now() - started }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(init.body);
  });
}

type GraphqlAnswer<T> = { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };

async function graphql<T>(base: string, token: string, query: string, variables: Record<string, unknown>) {
  const answer = await send(`${base}/api`, { method: 'POST', token, body: JSON.stringify({ query, variables }) });
  return { ...answer, json: answer.json as GraphqlAnswer<T> };
}

function ask<K extends string, T>(child: ChildProcess, type: string, key: K, extra: Record<string, unknown> = {}): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: Record<string, unknown>) => {
      if (!(key in message)) return;
      child.off('message', listener);
      resolve(message[key] as T);
    };
    child.on('message', listener);
    child.send({ type, ...extra });
  });
}

/** The stored draw against its replay, and the admissions against the queue's order. */
export function queueChecks(facts: OpeningFacts): OpeningReport['checks'] {
  const opensAt = Date.parse(facts.opensAt);
  const early = facts.entries.filter((entry) => Date.parse(entry.joinedAt) < opensAt).map((entry) => entry.id);
  const replayed = facts.drawSeed ? drawOrder(early, facts.drawSeed) : [];
  const stored = facts.entries.filter((entry) => entry.drawPosition !== null).sort((a, b) => a.drawPosition! - b.drawPosition!).map((entry) => entry.id);
  const drawOk = facts.drawSeed !== null && stored.length === early.length && stored.every((id, index) => id === replayed[index]);
  const queue = queueOrder(facts.entries);
  const admitted = queue.filter((entry) => entry.admittedAt !== null).length;
  let outOfOrder = 0;
  queue.forEach((entry, index) => {
    if (index < admitted && entry.admittedAt === null) outOfOrder += 1;
    if (index >= admitted && entry.admittedAt !== null) outOfOrder += 1;
    const before = queue[index - 1];
    if (index > 0 && index < admitted && before?.admittedAt && entry.admittedAt && Date.parse(entry.admittedAt) < Date.parse(before.admittedAt)) outOfOrder += 1;
  });
  return [
    { name: 'draw replays from its seed', ok: drawOk, detail: `${early.length} joined before the opening, ${stored.length} drawn, seed ${facts.drawSeed ?? 'none'}` },
    { name: 'admissions follow the queue order', ok: admitted > 0 && outOfOrder === 0, detail: `${admitted} admitted, ${outOfOrder} out of order` },
  ];
}

export async function runOpeningBench(): Promise<OpeningReport> {
  const members = positive('OPENING_MEMBERS', 5_000);
  const units = positive('OPENING_UNITS', 300);
  const joinMs = positive('OPENING_JOIN_SECONDS', 10) * 1000;
  const rate = positive('OPENING_RATE', 1_200);
  const timeoutMs = positive('OPENING_TIMEOUT_SECONDS', 300) * 1000;
  const walkawayCount = Number(process.env.OPENING_WALKAWAYS ?? 20);
  process.env.OPENING_MEMBERS = String(members);
  process.env.OPENING_UNITS = String(units);
  process.stdout.write(`Starting the API for the opening (${members} members, ${units} units, ${rate} let in a minute)…\n`);
  const server = (await startServer('./opening-server.ts')) as Awaited<ReturnType<typeof startServer>> & { productId: number; members: OpeningMember[] };
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const { productId } = server;
    // The opening: the joins take joinMs, then two more seconds; the queue opens 15 minutes before.
    const startAt = Date.now() + 500;
    const opensAt = startAt + joinMs + 2_000;
    await ask(server.child, 'open', 'opened', { at: new Date(opensAt).toISOString() });
    const setRoom = await graphql(base, server.staffToken!, SET_ROOM, {
      // Holds last the shortest time staff may set (a minute), so the walkaways' units come back in the run.
      data: { productId, enabled: true, queueOpensMinutesBefore: 15, rateMode: 'PER_MINUTE', rate, admissionMinutes: 10, holdMinutes: 1 },
    });
    if (setRoom.json.errors) throw new Error(`staffSetWaitingRoom: ${JSON.stringify(setRoom.json.errors)}`);
    const before = await ask<'stats', OpeningStats>(server.child, 'stats', 'stats');

    const joins: number[] = [];
    const polls: number[] = [];
    const pollsBefore: number[] = [];
    const pollsAfter: number[] = [];
    const orders: number[] = [];
    const refusals: Record<string, number> = {};
    const holds: number[] = [];
    const holdRefusals: Record<string, number> = {};
    const walkaways = { members: 0, units: 0 };
    // Units held by members whose order then failed: their holds expire and come back too.
    let heldThenFailed = 0;
    const count = (into: Record<string, number>, code: string) => (into[code] = (into[code] ?? 0) + 1);
    let joinRefused = 0;
    let sold = 0;
    let lastSoldAt: number | null = null;
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const timeout = setTimeout(finish, opensAt - Date.now() + timeoutMs);
    const pause = (ms: number) => Promise.race([new Promise((resolve) => setTimeout(resolve, Math.max(0, ms))), finished]);
    let over = false;
    void finished.then(() => (over = true));

    // Checkout opens: the unit is held. The first OPENING_WALKAWAYS to hold leave without ordering.
    const checkout = async (who: OpeningMember, pass: string) => {
      const held = await graphql<{ startCheckoutHold: { lines: { units: number }[] }[] }>(base, who.token, START_HOLD, { data: { cartIds: [who.cartId], waitingRoomPasses: [pass] } });
      holds.push(held.ms);
      const code = held.json.errors?.[0]?.extensions?.code;
      if (code || !held.json.data) return void count(holdRefusals, code ?? `HTTP ${held.status}`);
      if (walkaways.members < walkawayCount) {
        walkaways.members += 1;
        walkaways.units += held.json.data.startCheckoutHold.flatMap((hold) => hold.lines).reduce((sum, line) => sum + line.units, 0);
        return;
      }
      const units = held.json.data.startCheckoutHold.flatMap((hold) => hold.lines).reduce((sum, line) => sum + line.units, 0);
      if (!(await order(who, pass))) heldThenFailed += units;
    };

    const order = async ({ token, cartId }: OpeningMember, pass: string) => {
      const answer = await graphql(base, token, PLACE_ORDER, { data: { cartIds: [cartId], payMethod: 'card', pointUsing: 0, delivery: DELIVERY, waitingRoomPasses: [pass] } });
      orders.push(answer.ms);
      const code = answer.json.errors?.[0]?.extensions?.code;
      if (code || !answer.json.data) {
        count(refusals, code ?? `HTTP ${answer.status}`);
        return false;
      }
      sold += 1;
      lastSoldAt = Date.now();
      if (sold >= units) finish();
      return true;
    };

    const member = async (who: OpeningMember, index: number) => {
      await pause(startAt + (index * joinMs) / members - Date.now());
      if (over) return;
      const joined = await graphql<{ joinWaitingRoom: { ticket: string; status: { retryAfterMs: number } } }>(base, who.token, JOIN, { productId });
      joins.push(joined.ms);
      const ticket = joined.json.data?.joinWaitingRoom.ticket;
      if (!ticket) {
        joinRefused += 1;
        return;
      }
      let wait = joined.json.data!.joinWaitingRoom.status.retryAfterMs;
      while (!over) {
        await pause(wait);
        if (over) return;
        const answer = await send(`${base}${WAITING_ROOM_STATUS_PATH}?ticket=${encodeURIComponent(ticket)}`, { method: 'GET' });
        polls.push(answer.ms);
        (Date.now() < opensAt ? pollsBefore : pollsAfter).push(answer.ms);
        const status = answer.json as PollBody;
        if (status.state === 'ADMITTED' && status.admission) return checkout(who, status.admission.token);
        if (status.state !== 'WAITING') return;
        wait = status.retryAfterMs;
      }
    };
    // A member whose request failed on the wire is counted and stops; the run goes on.
    let failures = 0;
    const tried = (who: OpeningMember, index: number) => member(who, index).catch(() => void (failures += 1));
    await Promise.race([Promise.all(server.members.map(tried)).then(finish), finished]);
    clearTimeout(timeout);
    finish();

    const after = await ask<'stats', OpeningStats>(server.child, 'stats', 'stats');
    const facts = await ask<'facts', OpeningFacts>(server.child, 'facts', 'facts');
    const perRequest = (kind: 'poll' | 'graphql') => (after.statements[kind] - before.statements[kind]) / Math.max(1, after.requests[kind] - before.requests[kind]);
    const statementsPerPoll = perRequest('poll');
    if (failures > 0) process.stdout.write(`  ${failures} members stopped on a network error\n`);
    const checks = [
      { name: `exactly ${units} sold`, ok: facts.unitsSold === units && facts.stockLeft === 0 && sold === units, detail: `${facts.unitsSold} units in ${facts.orders} orders, ${facts.stockLeft} left, ${sold} orders answered` },
      ...queueChecks(facts),
      {
        name: 'held units expired, came back and were sold',
        // A hold answered with a server error may or may not have taken its units: then at least.
        ok:
          walkaways.units > 0 &&
          facts.holdsLeft === 0 &&
          facts.unitsSold === units &&
          (holdRefusals['INTERNAL_SERVER_ERROR'] ? facts.unitsReturned >= walkaways.units + heldThenFailed : facts.unitsReturned === walkaways.units + heldThenFailed),
        detail: `${walkaways.members} walked away holding ${walkaways.units}, ${heldThenFailed} more held by members whose order failed, ${facts.unitsReturned} returned by the sweep${facts.firstReturnAt ? ` ${((Date.parse(facts.firstReturnAt) - Date.parse(facts.opensAt)) / 1000).toFixed(0)} s after the opening` : ''}, ${facts.holdsLeft} unplaced holds left`,
      },
      { name: 'polls send no SQL', ok: statementsPerPoll === 0 && after.requests.poll > before.requests.poll, detail: `${after.statements.poll - before.statements.poll} statements over ${after.requests.poll - before.requests.poll} polls` },
    ];
    return {
      members,
      units,
      rate,
      joins: { ...timings(joins), refused: joinRefused },
      polls: timings(polls),
      pollsInServer: timings(after.pollMs.slice(before.pollMs.length)),
      pollsBeforeOpening: timings(pollsBefore),
      pollsAfterOpening: timings(pollsAfter),
      holds: { ...timings(holds), refusals: holdRefusals },
      walkaways,
      orders: { ...timings(orders), sold, refusals },
      statementsPerPoll,
      statementsPerGraphql: perRequest('graphql'),
      sellOutSeconds: lastSoldAt === null || sold < units ? null : (lastSoldAt - Date.parse(facts.opensAt)) / 1000,
      checks,
    };
  } finally {
    await stopServer(server.child);
  }
}

export function formatOpening(report: OpeningReport): string {
  const line = (name: string, t: Timings) => `  ${name.padEnd(7)} ${String(t.count).padStart(6)}  p50 ${t.p50Ms.toFixed(1)} ms, p95 ${t.p95Ms.toFixed(1)} ms`;
  const refused = (refusals: Record<string, number>) => Object.entries(refusals).map(([code, n]) => `${code} ${n}`).join(', ') || 'none';
  return [
    `Opening: ${report.members} members join over the first seconds, ${report.units} units, ${report.rate} let in a minute`,
    `${line('joins', report.joins)}${report.joins.refused ? ` (${report.joins.refused} refused)` : ''}`,
    `${line('polls', report.polls)} (goal p95 <= ${POLL_P95_GOAL_MS} ms: ${report.polls.p95Ms <= POLL_P95_GOAL_MS ? 'met' : 'MISSED'}, reported)`,
    `  ${line('server', report.pollsInServer).trimStart()} (the same polls timed inside the API)`,
    `  ${line('before', report.pollsBeforeOpening).trimStart()} (polls while members join)`,
    `  ${line('after', report.pollsAfterOpening).trimStart()} (polls from the opening on)`,
    `${line('holds', report.holds)}; refused: ${refused(report.holds.refusals)}`,
    `${line('orders', report.orders)}; refused: ${refused(report.orders.refusals)}`,
    `  SQL statements per poll ${report.statementsPerPoll.toFixed(2)}, per GraphQL request ${report.statementsPerGraphql.toFixed(1)} (the counter works)`,
    `  sold out ${report.sellOutSeconds === null ? 'never' : `${report.sellOutSeconds.toFixed(1)} s after the opening`}`,
    ...report.checks.map((check) => `  ${check.ok ? 'ok      ' : 'VIOLATED'} ${check.name}: ${check.detail}`),
  ].join('\n');
}

export const openingHolds = (report: OpeningReport) => report.checks.every((check) => check.ok);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runOpeningBench()
    .then((report) => {
      process.stdout.write(`\n${formatOpening(report)}\n`);
      if (!openingHolds(report)) process.exitCode = 1;
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}
