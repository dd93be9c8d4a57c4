import { expect } from 'vitest';
import { TelCertification } from '../../backend/src/modules/certification/tel-certification.entity';
import { createSession } from '../../backend/src/modules/account/session.service';
import { User } from '../../backend/src/modules/account/user.entity';
import type { GqlResponse, TestApi } from './api';
import { latestCertificationCode, readSmsOutbox } from './outbox';

export const CERTIFY_TEL = /* GraphQL */ `
  mutation CertifyTel($data: CertifyTelInput!) {
    certifyTel(data: $data) { expiresAt resendAvailableAt }
  }
`;

export const CERTIFY_TEL_WITH_TOKEN = /* GraphQL */ `
  mutation CertifyTelWithToken($data: CertifyTelWithTokenInput!) {
    certifyTelWithToken(data: $data) { token expiresAt tel }
  }
`;

export type Purpose = 'CREATE_ACCOUNT' | 'PHONE_CERTIFICATION' | 'RESET_PASSWORD' | 'UPDATE_TEL';

export interface TelData {
  purpose: Purpose;
  tel: string;
  countryDialingCode?: string | null;
}

export interface CallOptions {
  /** The client address the app sees (tests start the API with TRUST_PROXY=true). */
  ip?: string;
  token?: string;
}

/** Environment for certification tests: X-Forwarded-For decides the client address. */
export const CERTIFICATION_ENV = { TRUST_PROXY: 'true' };

let ipSequence = 0;
/** A client address no other test in this file has used, so per-address limits stay out of the way. */
export function nextIp(): string {
  ipSequence += 1;
  return `10.${Math.floor(ipSequence / 250) % 250}.${ipSequence % 250}.7`;
}

const headersFor = (options: CallOptions) => ({ 'x-forwarded-for': options.ip ?? nextIp() });

export function certifyTel(api: TestApi, data: TelData, options: CallOptions = {}) {
  return api.gql<{ certifyTel: { expiresAt: string; resendAvailableAt: string } }>(
    CERTIFY_TEL,
    { data },
    { headers: headersFor(options), ...(options.token ? { token: options.token } : {}) },
  );
}

export function certifyTelWithToken(api: TestApi, data: TelData & { code: string }, options: CallOptions = {}) {
  return api.gql<{ certifyTelWithToken: { token: string; expiresAt: string; tel: string } }>(
    CERTIFY_TEL_WITH_TOKEN,
    { data },
    { headers: headersFor(options), ...(options.token ? { token: options.token } : {}) },
  );
}

/** The error a refused call answered, after checking there was exactly one and no data. */
export function refusal(response: GqlResponse) {
  expect(response.errors, JSON.stringify(response)).toHaveLength(1);
  expect(response.data ?? null).toBeNull();
  const error = response.errors![0]!;
  return { message: error.message, code: error.extensions?.code, extensions: error.extensions ?? {} };
}

/** Every certification row for a number, oldest first, straight from the database. */
export function certificationRows(api: TestApi, tel: string): Promise<TelCertification[]> {
  return api.orm.em.fork().find(TelCertification, { tel }, { orderBy: { id: 'asc' } });
}

/** Pretends the codes sent to `tel` went out `ms` earlier (the 60 s and hourly rules count from createdAt). */
export async function ageSends(api: TestApi, tel: string, ms: number): Promise<void> {
  await api.orm.em
    .fork()
    .execute(`update tel_certification set created_at = created_at - (? * interval '1 millisecond') where tel = ?`, [ms, tel]);
}

/** A bearer token for a seeded member. */
export async function signIn(api: TestApi, email: string): Promise<string> {
  const em = api.orm.em.fork();
  const user = await em.findOneOrFail(User, { email });
  return (await createSession(em, user.id)).token;
}

/** Requests a code, reads it from the SMS outbox and exchanges it for a certification token. */
export async function certify(api: TestApi, data: TelData, options: CallOptions = {}) {
  const sent = await certifyTel(api, data, options);
  expect(sent.errors, JSON.stringify(sent.errors)).toBeUndefined();
  const e164 = await lastRecipient(api);
  const code = await latestCertificationCode(api.dataDir, e164);
  const checked = await certifyTelWithToken(api, { ...data, code }, options);
  expect(checked.errors, JSON.stringify(checked.errors)).toBeUndefined();
  return checked.data!.certifyTelWithToken;
}

/** The number the newest SMS went to. */
export async function lastRecipient(api: TestApi): Promise<string> {
  const last = (await readSmsOutbox(api.dataDir)).at(-1);
  if (!last) throw new Error('No SMS was sent');
  return last.to;
}
