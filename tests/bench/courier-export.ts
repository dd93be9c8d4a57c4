// The courier export at a busy day's size (issue 16, ADR 0051): the real API with the demo shop plus
// BENCH_COURIER_LINES (default 10,000) PREPARING lines, running its own background jobs. Students
// browse (ProductList, ProductDetail) for a window without an export, then for a window that starts
// with staff requesting the 10,000-line XLSX; prints both p95s, their ratio (goal: at most +20%)
// and the job's duration. Reported, never enforced. BENCH_COURIER=0 skips it (run.ts).
import { operationDocument } from '../support/catalog-operations';
import { startServer, stopServer } from './ipc';
import { measure } from './measure';

export const COURIER_GOAL_RATIO = 1.2;
const WINDOW_SECONDS = Number(process.env.BENCH_COURIER_WINDOW ?? 8);
const CONNECTIONS = 10;

export interface CourierBenchResult {
  lines: number;
  rowCount: number | null;
  p95WithoutMs: number;
  p95WithMs: number;
  ratio: number;
  jobMs: number | null;
}

const body = (query: string, variables: object) => JSON.stringify({ query, variables });

async function gql<T>(url: string, token: string, operation: string, variables: object): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: operationDocument(operation), variables }),
  });
  const json = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!json.data || json.errors) throw new Error(`${operation}: ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/** Both browsing requests at once, half the connections each; the slower p95 is the students' p95. */
async function browse(url: string): Promise<number> {
  const half = { url, connections: CONNECTIONS / 2, durationSeconds: WINDOW_SECONDS };
  const [list, detail] = await Promise.all([
    measure({ ...half, body: body(operationDocument('ProductList'), { data: {} }) }),
    measure({ ...half, body: body(operationDocument('ProductDetail'), { id: 1 }) }),
  ]);
  return Math.max(list.p95Ms, detail.p95Ms);
}

export async function runCourierExportBench(): Promise<CourierBenchResult> {
  const lines = Number(process.env.BENCH_COURIER_LINES ?? 10_000);
  const saved = { lines: process.env.BENCH_COURIER_LINES, jobs: process.env.BENCH_JOBS };
  process.env.BENCH_COURIER_LINES = String(lines);
  process.env.BENCH_JOBS = '1';
  const api = await startServer('./api-server.ts');
  process.env.BENCH_COURIER_LINES = saved.lines;
  process.env.BENCH_JOBS = saved.jobs;
  if (saved.lines === undefined) delete process.env.BENCH_COURIER_LINES;
  if (saved.jobs === undefined) delete process.env.BENCH_JOBS;
  try {
    if (!api.staffToken) throw new Error('the API server sent no staff session');
    const url = `http://127.0.0.1:${api.port}/api`;
    await measure({ url, body: body(operationDocument('ProductList'), { data: {} }), connections: CONNECTIONS, durationSeconds: 2 });
    const p95WithoutMs = await browse(url);
    const requested = await gql<{ staffRequestCourierExport: { id: number } }>(url, api.staffToken, 'StaffRequestCourierExport', {
      data: { courier: 'CJ', format: 'XLSX' },
    });
    const p95WithMs = await browse(url);
    type Row = { id: number; status: string; rowCount: number | null; createdAt: string; finishedAt: string | null };
    let row: Row | undefined;
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const { staffCourierExports } = await gql<{ staffCourierExports: Row[] }>(url, api.staffToken, 'StaffCourierExports', {});
      row = staffCourierExports.find((item) => item.id === requested.staffRequestCourierExport.id);
      if (row?.status === 'DONE' || row?.status === 'FAILED') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const jobMs = row?.finishedAt ? new Date(row.finishedAt).getTime() - new Date(row.createdAt).getTime() : null;
    return { lines, rowCount: row?.rowCount ?? null, p95WithoutMs, p95WithMs, ratio: p95WithMs / p95WithoutMs, jobMs };
  } finally {
    await stopServer(api.child);
  }
}

export function formatCourierExport(result: CourierBenchResult): string {
  return [
    `Courier export of ${result.lines} PREPARING lines (XLSX, background job) while students browse (${CONNECTIONS} connections, ${WINDOW_SECONDS}s windows):`,
    `  students' p95 without the export ${result.p95WithoutMs.toFixed(1)} ms, with it ${result.p95WithMs.toFixed(1)} ms (x${result.ratio.toFixed(2)})`,
    `  job: ${result.rowCount ?? '?'} rows in ${result.jobMs === null ? 'unfinished' : `${(result.jobMs / 1000).toFixed(1)} s`} (request to DONE)`,
    `  ${result.ratio <= COURIER_GOAL_RATIO ? 'Goal met' : 'Goal MISSED'}: at most +${Math.round((COURIER_GOAL_RATIO - 1) * 100)}% (reported, not enforced).`,
  ].join('\n');
}
