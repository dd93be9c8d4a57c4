import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocialProvider } from '../../../../domain/enums';
import {
  authorizeErrorPage,
  authorizeFormPage,
  authorizeRequestOf,
  codePage,
  type AuthorizeRequest,
} from './fake-oauth-authorize';
import {
  fakeIdToken,
  profileReply,
  profileUnauthorizedReply,
  resolveAccount,
  tokenErrorReply,
  tokenReply,
  type FakeSocialAccount,
  type JsonReply,
  type ResolvedAccount,
} from './fake-oauth-responses';

export type { FakeSocialAccount } from './fake-oauth-responses';

/** An app registered at the fake provider. A null secret is Kakao's "client secret off". */
export interface FakeClient {
  clientId: string;
  clientSecret: string | null;
}

/** Makes the next call to one endpoint misbehave: an HTTP status with a raw body, or a slow answer. */
export interface FakeFault {
  status?: number;
  body?: string;
  delayMs?: number;
}

export interface FakeOAuthServer {
  /** Base address; every provider's real paths live under it (/oauth/token, /oauth2.0/token, /token ...). */
  url: string;
  clients: Record<SocialProvider, FakeClient>;
  /** The env block that points the real adapter here (base URLs and client secrets). */
  env: Record<string, string>;
  /** What the authorize page does in a browser: a one-use code for this person, client, redirect URI and state. */
  issueCode(
    provider: SocialProvider,
    account: FakeSocialAccount,
    request: { redirectUri: string; state?: string | null; clientId?: string },
  ): string;
  failNext(provider: SocialProvider, stage: 'token' | 'profile', fault: FakeFault): void;
  close(): Promise<void>;
}

export const DEFAULT_FAKE_CLIENTS: Record<SocialProvider, FakeClient> = {
  KAKAO: { clientId: 'fake-kakao-rest-api-key', clientSecret: 'fake-kakao-client-secret' },
  NAVER: { clientId: 'fake-naver-client-id', clientSecret: 'fake-naver-client-secret' },
  GOOGLE: { clientId: 'fake-google-client-id.apps.googleusercontent.com', clientSecret: 'fake-google-client-secret' },
};

const CODE_TTL_MS = 10 * 60 * 1000;
const TOKEN_TTL_MS = 60 * 60 * 1000;

interface CodeGrant {
  provider: SocialProvider;
  clientId: string;
  redirectUri: string;
  state: string | null;
  account: ResolvedAccount;
  expiresAt: number;
  used: boolean;
}

interface AccessGrant {
  provider: SocialProvider;
  account: ResolvedAccount;
  expiresAt: number;
}

type Route = { provider: SocialProvider; kind: 'authorize' | 'token' | 'profile' };

// The real paths, so one base URL serves all three providers.
const ROUTES: Record<string, Route> = {
  '/oauth/authorize': { provider: 'KAKAO', kind: 'authorize' },
  '/oauth/token': { provider: 'KAKAO', kind: 'token' },
  '/v2/user/me': { provider: 'KAKAO', kind: 'profile' },
  '/oauth2.0/authorize': { provider: 'NAVER', kind: 'authorize' },
  '/oauth2.0/token': { provider: 'NAVER', kind: 'token' },
  '/v1/nid/me': { provider: 'NAVER', kind: 'profile' },
  '/o/oauth2/v2/auth': { provider: 'GOOGLE', kind: 'authorize' },
  '/token': { provider: 'GOOGLE', kind: 'token' },
  '/v1/userinfo': { provider: 'GOOGLE', kind: 'profile' },
};

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendJson(res: ServerResponse, reply: JsonReply): void {
  res.writeHead(reply.status, { 'content-type': 'application/json;charset=UTF-8', ...reply.headers });
  res.end(JSON.stringify(reply.body));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * A local stand-in for Kakao, Naver and Google login that speaks their HTTP: the authorize page
 * (for people), the code exchange with each provider's checks and error shapes, and the profile
 * endpoints behind bearer tokens. State lives in memory.
 */
export async function startFakeOAuthServer(
  options: { port?: number; host?: string; clients?: Partial<Record<SocialProvider, FakeClient>> } = {},
): Promise<FakeOAuthServer> {
  const clients = { ...DEFAULT_FAKE_CLIENTS, ...options.clients };
  const codes = new Map<string, CodeGrant>();
  const tokens = new Map<string, AccessGrant>();
  const faults = new Map<string, FakeFault>();
  let baseUrl = '';

  function issueCode(
    provider: SocialProvider,
    account: FakeSocialAccount,
    request: { redirectUri: string; state?: string | null; clientId?: string },
  ): string {
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      provider,
      clientId: request.clientId ?? clients[provider].clientId,
      redirectUri: request.redirectUri,
      state: request.state ?? null,
      account: resolveAccount(provider, account),
      expiresAt: Date.now() + CODE_TTL_MS,
      used: false,
    });
    return code;
  }

  function exchange(provider: SocialProvider, params: URLSearchParams): JsonReply {
    const client = clients[provider];
    const code = params.get('code') ?? '';
    if (params.get('grant_type') !== 'authorization_code') {
      return tokenErrorReply(provider, 'bad_grant_type', params.get('grant_type') ?? '');
    }
    if (params.get('client_id') !== client.clientId) {
      return tokenErrorReply(provider, 'unknown_client', params.get('client_id') ?? '');
    }
    if (client.clientSecret !== null && params.get('client_secret') !== client.clientSecret) {
      return tokenErrorReply(provider, 'bad_secret', '');
    }
    const grant = codes.get(code);
    if (!grant || grant.provider !== provider || grant.clientId !== client.clientId) {
      return tokenErrorReply(provider, 'bad_code', code);
    }
    if (grant.used || grant.expiresAt < Date.now()) return tokenErrorReply(provider, 'bad_code', code);
    // Naver checks state and ignores redirect_uri at this step; Kakao and Google the other way round.
    if (provider === 'NAVER') {
      if (!grant.state || params.get('state') !== grant.state) return tokenErrorReply(provider, 'bad_state', code);
    } else if (params.get('redirect_uri') !== grant.redirectUri) {
      return tokenErrorReply(provider, 'bad_redirect', code);
    }
    grant.used = true;
    const accessToken = randomBytes(32).toString('base64url');
    tokens.set(accessToken, { provider, account: grant.account, expiresAt: Date.now() + TOKEN_TTL_MS });
    return tokenReply(provider, accessToken, fakeIdToken(baseUrl, client.clientId, grant.account, new Date()));
  }

  function profile(provider: SocialProvider, req: IncomingMessage): JsonReply {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const grant = match?.[1] ? tokens.get(match[1]) : undefined;
    if (!grant || grant.provider !== provider || grant.expiresAt < Date.now()) {
      return profileUnauthorizedReply(provider);
    }
    return profileReply(provider, grant.account, new Date());
  }

  function authorizeProblem(provider: SocialProvider, request: AuthorizeRequest): string | null {
    if (request.responseType !== 'code') return 'response_type은 code여야 합니다.';
    if (request.clientId !== clients[provider].clientId) return `등록되지 않은 client_id입니다: ${request.clientId ?? ''}`;
    const redirect = request.redirectUri ?? '';
    if (!isWebAddress(redirect) && !(provider === 'GOOGLE' && redirect === 'postmessage')) {
      return 'redirect_uri가 올바르지 않습니다.';
    }
    if (provider === 'NAVER' && !request.state) return '네이버 로그인에는 state가 필요합니다.';
    return null;
  }

  async function authorize(provider: SocialProvider, req: IncomingMessage, res: ServerResponse, url: URL) {
    const params = req.method === 'POST' ? await readForm(req) : url.searchParams;
    const request = authorizeRequestOf(params);
    const problem = authorizeProblem(provider, request);
    if (problem) return sendHtml(res, 400, authorizeErrorPage(provider, problem));
    if (req.method !== 'POST') return sendHtml(res, 200, authorizeFormPage(provider, request));

    const back = new URL(request.redirectUri!);
    if (params.get('action') === 'deny') {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'User denied access');
    } else {
      const email = params.get('share_email') ? (params.get('email') ?? '').trim().toLowerCase() || null : null;
      const code = issueCode(
        provider,
        { email, emailVerified: params.get('email_verified') === '1', name: params.get('name') ?? undefined },
        { redirectUri: request.redirectUri!, state: request.state, clientId: request.clientId! },
      );
      if (request.redirectUri === 'postmessage') return sendHtml(res, 200, codePage(provider, code));
      back.searchParams.set('code', code);
    }
    if (request.state) back.searchParams.set('state', request.state);
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', baseUrl);
    const route = ROUTES[url.pathname];
    if (!route) return sendJson(res, { status: 404, body: { error: 'not_found' } });
    if (route.kind === 'authorize') return authorize(route.provider, req, res, url);

    const fault = faults.get(`${route.provider}:${route.kind}`);
    if (fault) {
      faults.delete(`${route.provider}:${route.kind}`);
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault.status !== undefined) {
        res.writeHead(fault.status, { 'content-type': 'text/html; charset=utf-8' });
        res.end(fault.body ?? '<html><body>Service Unavailable</body></html>');
        return;
      }
    }
    if (route.kind === 'profile') return sendJson(res, profile(route.provider, req));
    // Naver takes the token request as GET or POST; Kakao and Google only as a form POST.
    if (req.method !== 'POST' && route.provider !== 'NAVER') {
      return sendJson(res, { status: 405, body: { error: 'method_not_allowed' } });
    }
    const params = req.method === 'POST' ? await readForm(req) : url.searchParams;
    if (route.provider === 'NAVER') for (const [key, value] of url.searchParams) if (!params.has(key)) params.set(key, value);
    return sendJson(res, exchange(route.provider, params));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, { status: 500, body: { error: 'server_error', error_description: String(error) } });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  // Bound to every interface, the fake is still reached (and redirects back) through localhost.
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  baseUrl = `http://${host}:${address.port}`;

  return {
    url: baseUrl,
    clients,
    env: {
      KAKAO_AUTH_BASE_URL: baseUrl,
      KAKAO_API_BASE_URL: baseUrl,
      NAVER_AUTH_BASE_URL: baseUrl,
      NAVER_API_BASE_URL: baseUrl,
      GOOGLE_TOKEN_URL: `${baseUrl}/token`,
      GOOGLE_USERINFO_URL: `${baseUrl}/v1/userinfo`,
      ...(clients.KAKAO.clientSecret ? { KAKAO_CLIENT_SECRET: clients.KAKAO.clientSecret } : {}),
      ...(clients.NAVER.clientSecret ? { NAVER_CLIENT_SECRET: clients.NAVER.clientSecret } : {}),
      ...(clients.GOOGLE.clientSecret ? { GOOGLE_CLIENT_SECRET: clients.GOOGLE.clientSecret } : {}),
    },
    issueCode,
    failNext(provider, stage, fault) {
      faults.set(`${provider}:${stage}`, fault);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
