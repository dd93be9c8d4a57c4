// MSW handlers serving the stateful mocked API: every GraphQL operation on */api, POST
// */api/logout, and the upload addresses `upload` hands out. One API instance per page (or test
// file) holds the state; scenarioHandlers({ scenario }) and resetMockApi start a scenario afresh.
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { graphql } from 'msw/graphql';
import { createMockApi, type MockApi } from './schema';
import { loadScenario } from './scenarios';
import type { ScenarioName } from './scenarios/scenario';
import { logout, standingOf } from './store/account';
import { exportLines, storeImport } from './store/courier';
import { courierFileBytes, readCourierFile } from './store/courier-files';
import { storedSheet } from './store/production';
import { productionSheetCsv, productionSheetFileName } from '../domain/production/production-sheet-files';
// The workbook writer imports only exceljs and domain/: the page makes the same file the API does.
import { productionSheetXlsx } from '../backend/src/modules/production/production-sheet-xlsx';
import { COURIER_MESSAGES } from '../domain/courier/courier-export-input';
import { IMPORT_MAX_BYTES } from '../domain/courier/sheet-cells';
import { AppError } from '../domain/errors/errors';
import type { StoreState } from './store/types';
import { isMockUploadKey, MOCK_UPLOAD_PATH, RELOADED_UPLOAD_SVG, UPLOAD_MAX_BYTES } from './store/uploads';
import { WAITING_ROOM_MESSAGES, WAITING_ROOM_STATUS_PATH } from '../domain/waiting-room/waiting-room-rules';
import { pollWaitingRoom } from './store/waiting-room';

export interface MockApiStart {
  /** The instant the scenario is built around; default the fixed MOCK_NOW of the scenarios. */
  now?: Date;
  /** A state saved from an earlier page of the same scenario (dev mode keeps it across reloads). */
  state?: StoreState;
  /** Another SDL than schema/*.graphql (a test of a field the store does not know yet); keep the array, the schema is cached by it. */
  typeDefs?: readonly string[];
}

export interface ScenarioHandlerOptions extends MockApiStart {
  /** Start this scenario afresh; without it the handlers keep serving the current state. */
  scenario?: ScenarioName;
  /** 'real' waits like a server would (100-400 ms in the browser); 'none' answers at once. */
  latency?: 'real' | 'none';
  /** Called after every mutation that changed the state, e.g. to save it. */
  onChange?: (api: MockApi) => void;
}

export const DEFAULT_SCENARIO: ScenarioName = 'standard';

let current: MockApi | null = null;
const uploads = new Map<string, { body: ArrayBuffer; contentType: string }>();

/** Starts `scenario` (default: the current one, else `standard`) with fresh state. */
export function resetMockApi(scenario: ScenarioName = current?.scenario.name ?? DEFAULT_SCENARIO, start: MockApiStart = {}): MockApi {
  current = createMockApi(loadScenario(scenario, start.now ? { now: start.now } : {}), start.typeDefs ? { typeDefs: start.typeDefs } : {});
  if (start.state && start.state.scenario === scenario) current.db.restore(structuredClone(start.state));
  uploads.clear();
  return current;
}

/** The API the handlers answer from. */
export function mockApi(): MockApi {
  return current ?? resetMockApi();
}

export function currentScenario(): ScenarioName {
  return mockApi().scenario.name;
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The graphql.link every operation goes through; overrides (mocks/overrides.ts) use the same endpoint. */
export const mockedApiLink = graphql.link('*/api');

/** Answers one GraphQL request from the mocked API, exactly as the real endpoint's body. */
export async function answerFromMockApi(
  request: Request,
  query: string,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
  onChange?: (api: MockApi) => void,
): Promise<Response> {
  const api = mockApi();
  const before = onChange ? JSON.stringify(api.db.state) : '';
  const result = await api.execute(query, variables ?? {}, {
    token: bearerToken(request),
    operationName: operationName || null,
    origin: new URL(request.url).origin,
  });
  if (onChange && JSON.stringify(api.db.state) !== before) onChange(api);
  return HttpResponse.json(result);
}

export function scenarioHandlers(options: ScenarioHandlerOptions = {}): RequestHandler[] {
  if (options.scenario) resetMockApi(options.scenario, options);
  const wait = async () => {
    if (options.latency !== 'none') await delay();
  };
  return [
    http.post('*/api/logout', async ({ request }) => {
      await wait();
      logout(mockApi().db, bearerToken(request));
      options.onChange?.(mockApi());
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`*${MOCK_UPLOAD_PATH}:key`, async ({ request, params }) => {
      const body = await request.arrayBuffer();
      if (body.byteLength > UPLOAD_MAX_BYTES) return new HttpResponse('파일이 너무 커요. 10MB 이하의 사진을 올려 주세요.', { status: 413 });
      uploads.set(String(params.key), { body, contentType: request.headers.get('content-type') ?? 'application/octet-stream' });
      return new HttpResponse(null, { status: 200 });
    }),
    http.get(`*${MOCK_UPLOAD_PATH}:key`, ({ params }) => {
      const upload = uploads.get(String(params.key));
      // The bytes live in this page's memory; after a reload an address the mocked API handed out
      // still shows a neutral stand-in (the state that names it survives in sessionStorage).
      if (!upload && isMockUploadKey(String(params.key))) return new HttpResponse(RELOADED_UPLOAD_SVG, { headers: { 'content-type': 'image/svg+xml' } });
      if (!upload) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(upload.body, { headers: { 'content-type': upload.contentType } });
    }),
    ...courierFileHandlers(wait, options.onChange),
    productionSheetFileHandler(wait),
    waitingRoomPollHandler(wait),
    mockedApiLink.operation(async ({ request, query, variables, operationName }) => {
      await wait();
      return answerFromMockApi(request, query, variables, operationName, options.onChange);
    }),
  ];
}

/** The waiting room's poll (backend/src/http/waiting-room-poll.ts), answered from the store. */
function waitingRoomPollHandler(wait: () => Promise<void>): RequestHandler {
  return http.get(`*${WAITING_ROOM_STATUS_PATH}`, async ({ request }) => {
    await wait();
    const status = await pollWaitingRoom(mockApi().db, new URL(request.url).searchParams.get('ticket') ?? '');
    if (!status) return HttpResponse.json({ code: 'NOT_FOUND', message: WAITING_ROOM_MESSAGES.ticketInvalid }, { status: 404 });
    const { __typename: _type, ...body } = status;
    return HttpResponse.json({ ...body, admission: body.admission ? { token: body.admission.token, expiresAt: body.admission.expiresAt } : null });
  });
}

const STATUS_OF: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409 };

async function refusalOr(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return HttpResponse.json({ message: err.message, code: err.code }, { status: STATUS_OF[err.code] ?? 400 });
  }
}

/** The courier round trip's two file routes (backend/src/http/courier-files.ts), answered in the page. */
function courierFileHandlers(wait: () => Promise<void>, onChange?: (api: MockApi) => void): RequestHandler[] {
  return [
    http.get('*/api/admin/courier-exports/:id/file', async ({ request, params }) => {
      await wait();
      return refusalOr(async () => {
        const { db } = mockApi();
        const { row, lines } = exportLines(db, standingOf(db, bearerToken(request)).viewer, Number(params.id));
        const bytes = await courierFileBytes(row, lines);
        return new HttpResponse(bytes, {
          headers: {
            'content-type': row.format === 'XLSX' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
          },
        });
      });
    }),
    http.post('*/api/admin/courier-imports', async ({ request }) => {
      await wait();
      return refusalOr(async () => {
        const { db } = mockApi();
        const viewer = standingOf(db, bearerToken(request)).viewer;
        const name = new URL(request.url).searchParams.get('name') ?? '';
        const body = await request.arrayBuffer();
        if (body.byteLength > IMPORT_MAX_BYTES) throw new AppError('BAD_USER_INPUT', COURIER_MESSAGES.importTooLarge);
        if (body.byteLength === 0) throw new AppError('BAD_USER_INPUT', COURIER_MESSAGES.importEmpty);
        const rows = await readCourierFile(name, body);
        if (!rows) throw new AppError('BAD_USER_INPUT', COURIER_MESSAGES.importKind);
        const stored = storeImport(db, viewer, name, rows);
        onChange?.(mockApi());
        return HttpResponse.json(stored);
      });
    }),
  ];
}

/** A production sheet's download (backend/src/http/production-sheet-files.ts), made in the page from the stored rows. */
function productionSheetFileHandler(wait: () => Promise<void>): RequestHandler {
  return http.get('*/api/admin/production-sheets/:id/:file', async ({ request, params }) => {
    await wait();
    return refusalOr(async () => {
      const { db } = mockApi();
      const ext = String(params.file) === 'file.xlsx' ? 'xlsx' : String(params.file) === 'file.csv' ? 'csv' : null;
      if (!ext) return new HttpResponse(null, { status: 404 });
      const sheet = storedSheet(db, standingOf(db, bearerToken(request)).viewer, Number(params.id));
      const bytes = ext === 'xlsx' ? await productionSheetXlsx(sheet.rows) : new TextEncoder().encode(productionSheetCsv(sheet.rows));
      const name = productionSheetFileName(db.product(sheet.productId)?.name ?? '', sheet.version, ext);
      return new HttpResponse(bytes, {
        headers: {
          'content-type': ext === 'xlsx' ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      });
    });
  });
}
