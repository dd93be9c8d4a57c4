import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listMessages, sendManyDetail, type FakeKakaoMessage, type KakaoFakeState } from './fake-solapi-kakao';
import { freePort } from './free-port';

/** A message the fake accepted. */
export interface FakeSolapiMessage {
  to: string;
  from: string;
  text: string;
  country?: string;
  receivedAt: Date;
}

/** A reply the next send gets instead of the normal one (a provider-side failure). */
export interface FakeSolapiFailure {
  status: number;
  body: Record<string, unknown>;
}

export interface FakeSolapi {
  /** Base URL for SOLAPI_BASE_URL. */
  url: string;
  apiKey: string;
  apiSecret: string;
  sender: string;
  /** Accepted messages, oldest first. */
  messages: FakeSolapiMessage[];
  /** The KakaoTalk channel's profile id (KAKAO_PFID). */
  pfId: string;
  /** 알림톡 (and Solapi's own SMS/LMS replacements) accepted, oldest first. */
  kakaoMessages: FakeKakaoMessage[];
  /** Numbers (domestic digits) that have no KakaoTalk: 알림톡 to them goes out as SMS/LMS. */
  noKakao: Set<string>;
  /** Requests refused, with the error code the fake answered. */
  refusals: { status: number; errorCode: string }[];
  /** The next send answers this instead of accepting the message. */
  failNext(failure: FakeSolapiFailure): void;
  /** The next send never answers (until the server closes), to exercise client timeouts. */
  hangNext(): void;
  close(): Promise<void>;
}

// Solapi answers with ±15 minutes of clock skew and never the same signature twice in that window.
const SKEW_MS = 15 * 60 * 1000;
const AUTHORIZATION = /^HMAC-SHA256 apiKey=([^,\s]+), date=([^,\s]+), salt=([^,\s]+), signature=([0-9a-f]+)$/;

function reply(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A local stand-in for api.solapi.com's single-message endpoint: it checks the API-key HMAC the
 * way Solapi documents it (key, ISO date within 15 minutes, 12-64 character salt, hex
 * HMAC-SHA256 of date + salt, no signature reused) and the message fields, and records what it
 * accepted.
 */
export async function startFakeSolapi(
  options: { apiKey?: string; apiSecret?: string; sender?: string; pfId?: string; templates?: ReadonlyMap<string, string> } = {},
): Promise<FakeSolapi> {
  const apiKey = options.apiKey ?? 'NCSFAKEAPIKEY001';
  const apiSecret = options.apiSecret ?? 'FAKESOLAPISECRETFAKESOLAPISECRET';
  const sender = options.sender ?? '0421234567';
  const messages: FakeSolapiMessage[] = [];
  const refusals: { status: number; errorCode: string }[] = [];
  const seenSignatures = new Set<string>();
  const pending: (FakeSolapiFailure | 'hang')[] = [];
  const hanging: ServerResponse[] = [];
  let sequence = 0;
  const kakao: KakaoFakeState = {
    pfId: options.pfId ?? 'KA01PF2611260000FAKEPFID',
    sender,
    templates: options.templates ?? new Map(),
    noKakao: new Set(),
    messages: [],
    nextId: () => {
      sequence += 1;
      return `M4VFAKE${sequence}`;
    },
  };

  const refuse = (res: ServerResponse, status: number, errorCode: string, errorMessage: string) => {
    refusals.push({ status, errorCode });
    reply(res, status, { errorCode, errorMessage });
  };

  function authorize(req: IncomingMessage, res: ServerResponse): boolean {
    const match = AUTHORIZATION.exec(req.headers.authorization ?? '');
    if (!match) {
      refuse(res, 403, 'InvalidAuthenticationHeader', 'Authorization 헤더를 확인하세요.');
      return false;
    }
    const [, key = '', date = '', salt = '', signature = ''] = match;
    if (key !== apiKey) {
      refuse(res, 403, 'InvalidAPIKey', '유효한 API Key가 아닙니다.');
      return false;
    }
    const time = Date.parse(date);
    if (!/^\d{4}-\d{2}-\d{2}T/.test(date) || Number.isNaN(time) || Math.abs(Date.now() - time) > SKEW_MS) {
      refuse(res, 403, 'RequestTimeTooSkewed', '시간 값이 서버 시간을 15분 이상 벗어났습니다.');
      return false;
    }
    if (salt.length < 12 || salt.length > 64) {
      refuse(res, 403, 'InvalidSalt', 'salt는 12~64바이트여야 합니다.');
      return false;
    }
    const expected = createHmac('sha256', apiSecret).update(date + salt).digest('hex');
    if (!sameHex(signature, expected)) {
      refuse(res, 403, 'SignatureDoesNotMatch', '생성한 signature를 확인하세요.');
      return false;
    }
    if (seenSignatures.has(signature)) {
      refuse(res, 403, 'DuplicatedSignature', '15분 안에 같은 signature가 사용되었습니다.');
      return false;
    }
    seenSignatures.add(signature);
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = `${req.method} ${url.pathname}`;
    if (route !== 'POST /messages/v4/send' && route !== 'POST /messages/v4/send-many/detail' && route !== 'GET /messages/v4/list') {
      refuse(res, 404, 'NotFound', '요청한 리소스를 찾을 수 없습니다.');
      return;
    }
    const raw = await readBody(req);
    if (!authorize(req, res)) return;
    // Injected failures answer sends; the message list (a recovering worker's lookup) always answers.
    const next = req.method === 'POST' ? pending.shift() : undefined;
    if (next === 'hang') {
      hanging.push(res);
      return;
    }
    if (next) {
      refusals.push({ status: next.status, errorCode: String(next.body.errorCode ?? next.body.statusCode ?? '') });
      reply(res, next.status, next.body);
      return;
    }
    if (route === 'GET /messages/v4/list') {
      reply(res, 200, listMessages(kakao, url.searchParams));
      return;
    }
    if (route === 'POST /messages/v4/send-many/detail') {
      try {
        reply(res, 200, sendManyDetail(kakao, JSON.parse(raw) as Parameters<typeof sendManyDetail>[1]));
      } catch {
        refuse(res, 400, 'ValidationError', 'JSON 형식이 올바르지 않습니다.');
      }
      return;
    }
    let body: { message?: { to?: unknown; from?: unknown; text?: unknown; country?: unknown } };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      refuse(res, 400, 'ValidationError', 'JSON 형식이 올바르지 않습니다.');
      return;
    }
    const { to, from, text, country } = body.message ?? {};
    if (typeof to !== 'string' || !/^\d{6,15}$/.test(to)) {
      refuse(res, 400, 'ValidationError', '수신번호를 확인하세요.');
      return;
    }
    if (from !== sender) {
      refuse(res, 400, 'InvalidSenderNumber', '등록되지 않은 발신번호입니다.');
      return;
    }
    if (typeof text !== 'string' || text.length === 0) {
      refuse(res, 400, 'ValidationError', '메시지 내용을 입력하세요.');
      return;
    }
    sequence += 1;
    const message: FakeSolapiMessage = { to, from, text, receivedAt: new Date() };
    if (typeof country === 'string') message.country = country;
    messages.push(message);
    reply(res, 200, {
      groupId: `G4VFAKE${sequence}`,
      messageId: `M4VFAKE${sequence}`,
      accountId: 'fake-account',
      statusCode: '2000',
      statusMessage: '정상 접수(이통사로 접수 예정) ',
      to,
      from,
      type: 'SMS',
      country: typeof country === 'string' ? country : '82',
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      reply(res, 500, { errorCode: 'InternalError', errorMessage: String(error) });
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    apiSecret,
    sender,
    messages,
    pfId: kakao.pfId,
    kakaoMessages: kakao.messages,
    noKakao: kakao.noKakao,
    refusals,
    failNext: (failure) => pending.push(failure),
    hangNext: () => pending.push('hang'),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
