// Helpers shared by the account, points and security API tests: driving sign-up through the
// real certification mutations, reading rows back and counting them.
import { expect } from 'vitest';
import { hashToken } from '../../backend/src/modules/account/session.service';
import { latestCertificationCode } from './outbox';
import type { GqlResponse, TestApi } from './api';

export const KOREAN = /[가-힣]/;

/** Start the API with this env so each test can speak from its own client address. */
export const TRUSTED_PROXY_ENV = { TRUST_PROXY: 'true' };

let addressSequence = 0;
/** A client address nobody else in this test file has used (send and login limits are per address). */
export function freshIp(): string {
  addressSequence += 1;
  return `10.${(process.pid >> 8) & 255}.${Math.floor(addressSequence / 250) % 250}.${(addressSequence % 250) + 1}`;
}

let telSequence = 0;
/** A Korean mobile number nobody holds, as typed (010-…) and as stored (E.164). */
export function freshTel(): { typed: string; e164: string } {
  telSequence += 1;
  // 010-5970…5999 are not issued (libphonenumber refuses them), so the exchange part avoids the 5000s.
  const exchange = 1000 + ((process.pid + telSequence * 37) % 8000);
  const middle = String(exchange >= 5000 ? exchange + 1000 : exchange);
  const last = String(1000 + telSequence).padStart(4, '0');
  return { typed: `010-${middle}-${last}`, e164: `+8210${middle}${last}` };
}

let emailSequence = 0;
export function freshEmail(prefix = 'member'): string {
  emailSequence += 1;
  return `${prefix}-${process.pid}-${emailSequence}@example.com`;
}

export interface CallOptions {
  token?: string;
  ip?: string;
}

export function call<T = Record<string, unknown>>(
  api: TestApi,
  query: string,
  variables?: Record<string, unknown>,
  options: CallOptions = {},
): Promise<GqlResponse<T>> {
  return api.gql<T>(query, variables, {
    ...(options.token ? { token: options.token } : {}),
    headers: { 'x-forwarded-for': options.ip ?? freshIp() },
  });
}

/** The one error of a refused request, checked for a Korean sentence and the expected code. */
export function refusal(result: GqlResponse<unknown>, code: string) {
  expect(result.errors, JSON.stringify(result.errors)).toHaveLength(1);
  const error = result.errors![0]!;
  expect(error.extensions?.code).toBe(code);
  expect(error.message).toMatch(KOREAN);
  return error;
}

type Purpose = 'CREATE_ACCOUNT' | 'RESET_PASSWORD' | 'UPDATE_TEL' | 'PHONE_CERTIFICATION';

/** A certification token through the real certifyTel → SMS outbox → certifyTelWithToken path. */
export async function certify(api: TestApi, purpose: Purpose, tel: string, options: CallOptions = {}): Promise<string> {
  const ip = options.ip ?? freshIp();
  const sent = await call(
    api,
    'mutation ($data: CertifyTelInput!) { certifyTel(data: $data) { expiresAt } }',
    { data: { purpose, countryDialingCode: '+82', tel } },
    { ...options, ip },
  );
  expect(sent.errors, JSON.stringify(sent.errors)).toBeUndefined();
  const e164 = `+82${tel.replace(/\D/g, '').replace(/^0/, '')}`;
  const code = await latestCertificationCode(api.dataDir, e164);
  const verified = await call<{ certifyTelWithToken: { token: string } }>(
    api,
    'mutation ($data: CertifyTelWithTokenInput!) { certifyTelWithToken(data: $data) { token } }',
    { data: { purpose, countryDialingCode: '+82', tel, code } },
    { ...options, ip },
  );
  expect(verified.errors, JSON.stringify(verified.errors)).toBeUndefined();
  return verified.data!.certifyTelWithToken.token;
}

export const CREATE_USER = `mutation ($data: CreateUserInput!) {
  createUser(data: $data) {
    id
    token
    user { id email name tel admissionYear birthYear gender userTypeId authority authorityLevel recommendationCode
      createdAt point userType { id content } userConfig { marketing social } }
  }
}`;

export interface CreatedMember {
  id: number;
  token: string;
  email: string;
  password: string;
  tel: string;
  recommendationCode: string;
}

export function signUpInput(overrides: Record<string, unknown> = {}) {
  return {
    email: freshEmail(),
    password: 'campus2026!',
    name: '이한결',
    admissionYear: 2024,
    birthYear: 2005,
    gender: 'MALE',
    userTypeId: 1,
    marketing: false,
    agreeTerms: true,
    ...overrides,
  };
}

/** A new member through certification and createUser, signed in. */
export async function signUp(api: TestApi, overrides: Record<string, unknown> = {}): Promise<CreatedMember> {
  const tel = freshTel();
  const certificationToken = await certify(api, 'CREATE_ACCOUNT', tel.typed);
  const input = signUpInput({ certificationToken, ...overrides });
  const result = await call<{ createUser: { id: number; token: string; user: { recommendationCode: string } } }>(
    api,
    CREATE_USER,
    { data: input },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  const created = result.data!.createUser;
  return {
    id: created.id,
    token: created.token,
    email: String(input.email).toLowerCase(),
    password: String(input.password),
    tel: tel.e164,
    recommendationCode: created.user.recommendationCode,
  };
}

export const LOGIN = `mutation ($data: LoginInput!) {
  login(data: $data) { token expiresAt user { id email } }
}`;

export function login(api: TestApi, email: string, password: string, ip?: string) {
  return call<{ login: { token: string; expiresAt: string; user: { id: number; email: string } } }>(
    api,
    LOGIN,
    { data: { email, password } },
    ip ? { ip } : {},
  );
}

export const ME = '{ me { id email name } }';

/** Runs plain SQL on the test database and answers the rows. */
export async function sql<T = Record<string, unknown>>(api: TestApi, query: string, params: unknown[] = []): Promise<T[]> {
  return api.orm.em.fork().getConnection().execute<T[]>(query, params);
}

export async function count(api: TestApi, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const rows = await sql<{ n: string }>(api, `select count(*) as n from "${table}" where ${where}`, params);
  return Number(rows[0]?.n ?? 0);
}

/** Whether a bearer token is still a live session. */
export async function sessionIsLive(api: TestApi, token: string): Promise<boolean> {
  const rows = await sql<{ revoked_at: Date | null }>(api, 'select revoked_at from auth_session where token_hash = ?', [
    hashToken(token),
  ]);
  return rows.length === 1 && rows[0]!.revoked_at === null;
}

/** Row counts of everything an account mutation may write, to show a refusal changed nothing. */
export async function snapshot(api: TestApi) {
  const tables = ['user', 'user_config', 'user_delivery', 'user_social_account', 'point', 'auth_session', 'password_reset'];
  const counts = await Promise.all(tables.map((table) => count(api, table)));
  const revoked = await count(api, 'auth_session', 'revoked_at is not null');
  const consumed = await count(api, 'tel_certification', 'consumed_at is not null');
  return { ...Object.fromEntries(tables.map((table, i) => [table, counts[i]])), revoked, consumed };
}

/** Moves a number's earlier certifications back in time, so the 60-second resend gap is over. */
export async function ageCertifications(api: TestApi, e164: string): Promise<void> {
  await sql(api, `update tel_certification set created_at = created_at - interval '2 minutes' where tel = ?`, [e164]);
}
