// The order desk at a co-op's real size (issue 16; docs/decisions/0049-order-desk.md): the real
// API over the demo shop plus BENCH_ORDER_LINES generated lines (default 50,000), the desk's first
// page for each kind of filter and the status counts, ROUNDS requests each through GraphQL; the goal
// is p95 under 300 ms. Every statement's plan is printed; a filtered page that reads order_product
// by a sequential scan fails the bench (the one thing enforced: a missing index is a bug).
import type { EntityManager } from '@mikro-orm/postgresql';
import { initOrm } from '../../backend/src/db/orm';
import { orderLineCountsSql, orderLinesPageSql } from '../../backend/src/modules/order-desk/order-desk-lines.service';
import { operationDocument } from '../support/catalog-operations';
import { startServer, stopServer } from './ipc';

export const DESK_GOAL_MS = 300;
const ROUNDS = 20;

export interface DeskMeasurement {
  name: string;
  total: number;
  p95Ms: number;
  seqScan: boolean;
  plan: string;
}

export interface DeskResult {
  lines: number;
  measurements: DeskMeasurement[];
  goalMet: boolean;
  seqScanFailures: string[];
}

const p95 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(0.95 * times.length) - 1]!;

export async function runOrderDeskBench(): Promise<DeskResult> {
  const lines = Number(process.env.BENCH_ORDER_LINES ?? 50_000);
  const previous = process.env.BENCH_BULK_ORDER_LINES;
  process.env.BENCH_BULK_ORDER_LINES = String(lines);
  const api = await startServer('./api-server.ts');
  if (previous === undefined) delete process.env.BENCH_BULK_ORDER_LINES;
  if (!api.staffToken || !api.databaseUrl) throw new Error('the API server sent no staff session or database');
  const orm = await initOrm(api.databaseUrl);
  const url = `http://127.0.0.1:${api.port}/api`;
  const gql = async <T>(query: string, variables: object) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.staffToken}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: T; errors?: unknown[] };
  };
  try {
    const em = orm.em.fork();
    const db = em.getConnection();
    const one = async <T>(query: string, params: unknown[] = []) => ((await db.execute<T[]>(query, params))[0] as T);
    const product = await one<{ product_id: number; pod: number | null }>(
      "select product_id, product_option_detail_id as pod from order_product group by 1, 2 order by count(*) desc limit 1",
    );
    const pickup = await one<{ id: number } | undefined>('select pickup_point_id as id from product_group_delivery where pickup_point_id is not null limit 1');
    const buyer = await one<{ name: string; tel: string }>("select name, tel from \"user\" where email like 'bulk-buyer-%' order by id limit 1");
    const mUid = await one<{ m_uid: string }>("select m_uid from \"order\" where m_uid like 'BULK-%' order by id desc limit 1");
    const filters: { name: string; filter: Record<string, unknown> }[] = [
      { name: 'no filter', filter: {} },
      { name: 'status PAID', filter: { statuses: ['PAID'] } },
      { name: 'status PREPARING+DELIVERING', filter: { statuses: ['PREPARING', 'DELIVERING'] } },
      { name: 'product', filter: { productId: product.product_id } },
      ...(product.pod ? [{ name: 'product + option', filter: { productId: product.product_id, productOptionDetailId: product.pod } }] : []),
      { name: 'pay method vbank', filter: { payMethod: 'vbank' } },
      { name: 'last 7 days', filter: { from: isoDay(-6), to: isoDay(0) } },
      ...(pickup ? [{ name: 'pickup point', filter: { pickupPointId: pickup.id } }] : []),
      { name: 'search buyer name', filter: { search: buyer.name } },
      { name: 'search phone digits', filter: { search: buyer.tel.slice(-4) } },
      { name: 'search order number', filter: { search: mUid.m_uid } },
      { name: 'status + pay + period', filter: { statuses: ['PAID'], payMethod: 'card', from: isoDay(-29), to: isoDay(0) } },
    ];
    const scope = { universityId: 1, staffUserId: 2 };
    const measurements: DeskMeasurement[] = [];
    const page = operationDocument('StaffOrderLines');
    const counts = operationDocument('StaffOrderLineCounts');
    for (const { name, filter } of filters) {
      const times: number[] = [];
      let total = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        const result = await gql<{ staffOrderLines: { total: number } }>(page, { filter });
        times.push(performance.now() - started);
        if (result.errors) throw new Error(`${name}: ${JSON.stringify(result.errors)}`);
        total = result.data!.staffOrderLines.total;
      }
      const statement = orderLinesPageSql(scope, { filter });
      const plan = await explain(em, statement.sql, statement.params);
      measurements.push({ name: `page: ${name}`, total, p95Ms: p95(times), seqScan: readsLinesBySeqScan(plan) && Object.keys(filter).length > 0, plan });
    }
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const result = await gql(counts, { filter: {} });
      times.push(performance.now() - started);
      if (result.errors) throw new Error(`counts: ${JSON.stringify(result.errors)}`);
    }
    const countStatement = orderLineCountsSql(scope, {});
    measurements.push({ name: 'status counts (no filter)', total: lines, p95Ms: p95(times), seqScan: false, plan: await explain(em, countStatement.sql, countStatement.params) });
    return {
      lines,
      measurements,
      goalMet: measurements.every((row) => row.p95Ms < DESK_GOAL_MS),
      seqScanFailures: measurements.filter((row) => row.seqScan).map((row) => row.name),
    };
  } finally {
    await orm.close();
    await stopServer(api.child);
  }
}

function isoDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() + offset * 86_400_000));
}

async function explain(em: EntityManager, sql: string, params: unknown[]): Promise<string> {
  const rows = await em.execute<{ 'QUERY PLAN': string }[]>(`explain ${sql}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** Whether the plan reads order_product (alias op) by a sequential scan anywhere. */
export function readsLinesBySeqScan(plan: string): boolean {
  return /Seq Scan on order_product\b/.test(plan);
}

export function formatOrderDesk(result: DeskResult): string {
  const rows = result.measurements.map((row) => `  ${row.name.padEnd(40)} ${String(row.total).padStart(6)} lines  p95 ${row.p95Ms.toFixed(1).padStart(7)} ms${row.seqScan ? '  SEQ SCAN' : ''}`);
  const plans = process.env.BENCH_ORDER_DESK_PLANS === '0' ? [] : result.measurements.map((row) => `--- ${row.name}\n${row.plan}`);
  return [
    `order desk at ${result.lines} lines (goal: p95 < ${DESK_GOAL_MS} ms, no sequential scan of order_product when filtered)`,
    ...rows,
    `  goal ${result.goalMet ? 'met' : 'NOT met'}; ${result.seqScanFailures.length === 0 ? 'indexes used' : `SEQUENTIAL SCAN in: ${result.seqScanFailures.join(', ')}`}`,
    ...plans,
  ].join('\n');
}

// `npx tsx tests/bench/order-desk.ts` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runOrderDeskBench();
  process.stdout.write(`${formatOrderDesk(result)}\n`);
  if (result.seqScanFailures.length > 0) process.exitCode = 1;
}
