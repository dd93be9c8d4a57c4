// Phone certification (docs/product-rules.md#phone-certification): a 6-digit code valid 3 minutes, 60 s between
// sends, 5 sends an hour, 5 wrong tries void it; a correct code yields a one-use token valid 10
// minutes. No SMS leaves the mock: the code is always MOCK_CERTIFICATION_CODE.
import { CERTIFICATION_MESSAGES as M, parseCertificationCode } from '../../domain/certification/certification-rules';
import { normalizeTel } from '../../domain/certification/phone';
import { AppError, badUserInput, conflict, invalidState, notFound, rateLimited } from '../../domain/errors/errors';
import { requireViewer, suspended } from './refusals';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import type { StoreCertification, StoreCertificationToken, StoreMember } from './types';

/** The code every mocked SMS "contains"; stories and tests type it. */
export const MOCK_CERTIFICATION_CODE = '123456';

const MINUTE = 60 * 1000;
const CODE_LIFETIME_MS = 3 * MINUTE;
const RESEND_AFTER_MS = MINUTE;
const TOKEN_LIFETIME_MS = 10 * MINUTE;
const SENDS_PER_HOUR = 5;
const MAX_WRONG_TRIES = 5;

/** A phone number as stored: E.164 by the domain's rule (default +82). */
export function toE164(_db: MockDb, countryDialingCode: string | null | undefined, tel: string): string {
  return normalizeTel(countryDialingCode, tel);
}

/** Who is asking: purposes about the member's own account need them signed in. */
export interface CertificationCaller {
  viewer: StoreMember | null;
  viewerSuspended: boolean;
}

/** The backend's purpose-rules.ts, against the store: whether a code for `purpose` may go to `tel`. */
function checkPurpose(db: MockDb, purpose: T.CertificationPurpose, tel: string, caller: CertificationCaller): void {
  let viewer: StoreMember | null = null;
  if (purpose === 'UPDATE_TEL' || purpose === 'PHONE_CERTIFICATION') {
    if (!caller.viewer && caller.viewerSuspended) throw suspended();
    viewer = requireViewer(caller.viewer, M.needsLogin);
  }
  const holder = db.memberByTel(tel);
  switch (purpose) {
    case 'CREATE_ACCOUNT':
      if (holder) throw conflict(M.telTaken);
      return;
    case 'UPDATE_TEL':
      if (holder && holder.id === viewer?.id) throw badUserInput(M.telOwn, 'tel');
      if (holder) throw conflict(M.telTakenByOther);
      return;
    case 'RESET_PASSWORD':
      if (!holder) throw notFound(M.telNotRegistered);
      return;
    case 'PHONE_CERTIFICATION':
      if (!viewer?.tel) throw invalidState(M.noTelRegistered);
      if (viewer.tel !== tel) throw badUserInput(M.notOwnTel, 'tel');
      return;
  }
}

export function certifyTel(
  db: MockDb,
  data: T.CertifyTelInput,
  caller: CertificationCaller,
): { expiresAt: string; resendAvailableAt: string } {
  const tel = toE164(db, data.countryDialingCode, data.tel);
  checkPurpose(db, data.purpose, tel, caller);
  const now = db.now().getTime();
  const recent = db.state.certifications.filter((row) => row.tel === tel && now - Date.parse(row.sentAt) < 60 * MINUTE);
  const last = recent[recent.length - 1];
  if (last && now - Date.parse(last.sentAt) < RESEND_AFTER_MS) {
    const wait = Math.ceil((Date.parse(last.sentAt) + RESEND_AFTER_MS - now) / 1000);
    throw rateLimited(`인증번호는 1분에 한 번만 받을 수 있어요. ${wait}초 뒤에 다시 요청해 주세요.`, wait);
  }
  if (recent.length >= SENDS_PER_HOUR) {
    throw rateLimited('인증번호를 너무 많이 요청했어요. 1시간 뒤에 다시 시도해 주세요.', 3600);
  }
  const certification: StoreCertification = {
    purpose: data.purpose,
    tel,
    sentAt: new Date(now).toISOString(),
    expiresAt: new Date(now + CODE_LIFETIME_MS).toISOString(),
    attempts: 0,
    verified: false,
  };
  db.state.certifications.push(certification);
  return { expiresAt: certification.expiresAt, resendAvailableAt: new Date(now + RESEND_AFTER_MS).toISOString() };
}

const wrongTries = new WeakMap<MockDb, Map<string, number>>();

/** Wrong tries must count even though the refusal rolls the request back, like the real counter. */
function triesOf(db: MockDb): Map<string, number> {
  let tries = wrongTries.get(db);
  if (!tries) wrongTries.set(db, (tries = new Map()));
  return tries;
}

export function certifyTelWithToken(
  db: MockDb,
  data: T.CertifyTelWithTokenInput,
  caller: CertificationCaller,
): StoreCertificationToken {
  const tel = toE164(db, data.countryDialingCode, data.tel);
  const code = parseCertificationCode(data.code);
  checkPurpose(db, data.purpose, tel, caller);
  const now = db.now().getTime();
  const certification = db.state.certifications.filter((row) => row.tel === tel && row.purpose === data.purpose).at(-1);
  if (!certification) throw new AppError('CERTIFICATION_FAILED', M.notRequested);
  if (certification.verified) throw new AppError('CERTIFICATION_FAILED', M.alreadyVerified);
  if (Date.parse(certification.expiresAt) < now) throw new AppError('CERTIFICATION_FAILED', M.codeExpired);
  const key = `${certification.purpose}|${certification.tel}|${certification.sentAt}`;
  const tries = triesOf(db);
  if ((tries.get(key) ?? 0) >= MAX_WRONG_TRIES) {
    throw new AppError('CERTIFICATION_FAILED', '인증번호를 5번 잘못 입력했어요. 인증번호를 다시 받아 주세요.');
  }
  if (code !== MOCK_CERTIFICATION_CODE) {
    tries.set(key, (tries.get(key) ?? 0) + 1);
    const left = MAX_WRONG_TRIES - (tries.get(key) ?? 0);
    throw new AppError(
      'CERTIFICATION_FAILED',
      left > 0 ? `인증번호가 올바르지 않아요. ${left}번 더 입력할 수 있어요.` : '인증번호를 5번 잘못 입력했어요. 인증번호를 다시 받아 주세요.',
    );
  }
  certification.verified = true;
  const token: StoreCertificationToken = {
    token: `mock-certification-${db.nextId('token')}`,
    purpose: data.purpose,
    tel,
    expiresAt: new Date(now + TOKEN_LIFETIME_MS).toISOString(),
    consumed: false,
  };
  db.state.certificationTokens.push(token);
  return token;
}

/** Takes a one-use certification token of `purpose`, or refuses. */
export function consumeCertification(db: MockDb, token: string, purpose: T.CertificationPurpose): StoreCertificationToken {
  const row = db.state.certificationTokens.find((candidate) => candidate.token === token);
  const refusal = !row
    ? M.tokenNotFound
    : row.purpose !== purpose
      ? M.tokenOtherPurpose
      : row.consumed
        ? M.tokenConsumed
        : Date.parse(row.expiresAt) < db.now().getTime()
          ? M.tokenExpired
          : null;
  if (!row || refusal) throw new AppError('CERTIFICATION_FAILED', refusal ?? M.tokenNotFound);
  row.consumed = true;
  return row;
}
