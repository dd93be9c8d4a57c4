// Sign-in, sign-up and sessions (docs/product-rules.md#accounts). Passwords are compared in plain text:
// the scenario members' demo passwords are public, and nothing here leaves the browser.
import type { z } from 'zod';
import { AppError, badUserInput, conflict } from '../../domain/errors/errors';
import {
  EMAIL_TAKEN_MESSAGE,
  UNIVERSITY_NOT_FOUND_MESSAGE,
  emailSchema,
  nameSchema,
  passwordSchema,
} from '../../domain/account/account-input';
import { parseSocialAuthorization } from '../../domain/account/social-input';
import { AVAILABILITY_MESSAGES, AVAILABLE, normalizeEmail, type Availability } from '../../domain/certification/availability';
import { RECOMMENDATION_POINTS, SIGNUP_POINTS } from '../../domain/point/point-rules';
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_LOCK_SECONDS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_WINDOW_SECONDS,
  loginLockedError,
  wrongPasswordError,
} from '../../domain/security/login-rules';
import type * as T from '../__generated__/types';
import { PointTypeCode } from '../../domain/reference/reference';
import { consumeCertification, toE164 } from './certification';
import type { MockDb } from './db';
import { addPoint } from './points';
import { sessionTokenFor } from './sessions';
import type { StoreMember } from './types';

const MINUTE = 60 * 1000;
const SESSION_LIFETIME_MS = 30 * 24 * 60 * MINUTE;

export interface AuthPayloadView {
  token: string;
  expiresAt: string;
  user: StoreMember;
}

/** Parses with a zod schema and refuses with its Korean message, naming the field. */
export function parseField<S extends z.ZodType>(schema: S, value: unknown, field: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badUserInput(parsed.error.issues[0]?.message ?? '입력한 내용을 다시 확인해 주세요.', field);
  return parsed.data;
}

export function checkYears(db: MockDb, admissionYear: number | null | undefined, birthYear: number | null | undefined): void {
  const year = db.now().getFullYear();
  if (admissionYear != null && (!Number.isInteger(admissionYear) || admissionYear < 1950 || admissionYear > year + 1)) {
    throw badUserInput(`입학 연도는 1950년부터 ${year + 1}년 사이로 입력해 주세요.`, 'admissionYear');
  }
  if (birthYear != null && (!Number.isInteger(birthYear) || birthYear < 1900 || birthYear > year)) {
    throw badUserInput(`출생 연도는 1900년부터 ${year}년 사이로 입력해 주세요.`, 'birthYear');
  }
}

export function checkUserType(db: MockDb, userTypeId: number): void {
  if (!db.catalogue.userTypes.some((type) => type.id === userTypeId)) throw badUserInput('회원 구분을 다시 선택해 주세요.', 'userTypeId');
}

export function startSession(db: MockDb, member: StoreMember, token = sessionTokenFor(member.id)): AuthPayloadView {
  db.state.sessions[token] = member.id;
  return { token, expiresAt: db.fromNow(SESSION_LIFETIME_MS), user: member };
}

export function endSessions(db: MockDb, memberId: number): void {
  for (const [token, id] of Object.entries(db.state.sessions)) if (id === memberId) delete db.state.sessions[token];
}

/**
 * What a bearer token stands for, like the real session layer: a live member, nobody, or a
 * suspended member (anonymous everywhere, but `me` tells the client to sign out).
 */
export function standingOf(db: MockDb, token: string | null | undefined): { viewer: StoreMember | null; suspended: boolean } {
  const id = token ? db.state.sessions[token] : undefined;
  const member = id === undefined ? undefined : db.member(id);
  if (!member || member.resignedAt !== null) return { viewer: null, suspended: false };
  if (member.authority < 0) return { viewer: null, suspended: true };
  return { viewer: member, suspended: false };
}

export function logout(db: MockDb, token: string | null | undefined): void {
  if (token) delete db.state.sessions[token];
}

/**
 * The backend's password check under the account lock (login-throttle.ts), shared by login,
 * updatePassword and resignUser: the failure that reaches the limit already answers RATE_LIMITED,
 * and so does every try until the lock ends. The count lives outside the rolled-back state.
 */
export function checkPassword(
  db: MockDb,
  email: string,
  member: StoreMember | undefined,
  password: string,
  wrongMessage: string = LOGIN_FAILED_MESSAGE,
): StoreMember {
  const now = db.now().getTime();
  const failures = db.throttles.failedLogins.get(email);
  if (failures && failures.lockedUntil > now) throw loginLockedError((failures.lockedUntil - now) / 1000, 'account');
  if (!member || member.password === '' || member.password !== password) {
    const recent =
      failures && now - failures.firstAt < LOGIN_WINDOW_SECONDS * 1000 ? failures : { count: 0, firstAt: now, lockedUntil: 0 };
    recent.count += 1;
    db.throttles.failedLogins.set(email, recent);
    if (recent.count >= LOGIN_MAX_FAILURES_PER_ACCOUNT) {
      recent.lockedUntil = now + LOGIN_LOCK_SECONDS * 1000;
      throw loginLockedError(LOGIN_LOCK_SECONDS, 'account');
    }
    throw wrongPasswordError(wrongMessage, LOGIN_MAX_FAILURES_PER_ACCOUNT - recent.count);
  }
  db.throttles.failedLogins.delete(email);
  return member;
}

export function login(db: MockDb, data: T.LoginInput): AuthPayloadView {
  const email = data.email.trim().toLowerCase();
  const member = checkPassword(db, email, db.memberByEmail(email), data.password);
  if (member.authority < 0) throw new AppError('ACCOUNT_SUSPENDED', '이용이 정지된 계정이에요. 생협 고객센터로 문의해 주세요.');
  return startSession(db, member);
}

export function emailAvailability(db: MockDb, data: T.CheckEmailInput): Availability {
  if (db.memberByEmail(normalizeEmail(data.email))) return { available: false, message: AVAILABILITY_MESSAGES.emailTaken };
  return AVAILABLE;
}

export function telAvailability(db: MockDb, data: T.CheckTelInput): Availability {
  if (db.memberByTel(toE164(db, data.countryDialingCode, data.tel))) return { available: false, message: AVAILABILITY_MESSAGES.telTaken };
  return AVAILABLE;
}

function signUpIdentity(db: MockDb, data: T.CreateUserInput, email: string) {
  if (data.signUpTicket) {
    const ticket = db.state.signUpTickets.find((row) => row.ticket === data.signUpTicket && !row.consumed);
    if (!ticket) throw new AppError('CERTIFICATION_FAILED', '소셜 로그인 정보가 만료되었어요. 소셜 로그인을 다시 해 주세요.');
    if (ticket.email !== email) throw badUserInput('소셜 계정의 이메일로만 가입할 수 있어요.', 'email');
    ticket.consumed = true;
    const tel = data.certificationToken ? consumeCertification(db, data.certificationToken, 'CREATE_ACCOUNT').tel : null;
    return { social: ticket.social, tel };
  }
  if (!data.certificationToken) throw badUserInput('휴대폰 인증을 먼저 완료해 주세요.', 'certificationToken');
  return { social: null, tel: consumeCertification(db, data.certificationToken, 'CREATE_ACCOUNT').tel };
}

export function createUser(db: MockDb, data: T.CreateUserInput): { id: number } & AuthPayloadView {
  if (!data.agreeTerms) throw badUserInput('이용약관과 개인정보 처리방침에 동의해 주세요.', 'agreeTerms');
  const email = parseField(emailSchema, data.email, 'email');
  if (db.memberByEmail(email)) throw conflict(EMAIL_TAKEN_MESSAGE);
  const name = parseField(nameSchema, data.name, 'name');
  const password = data.signUpTicket && !data.password ? '' : parseField(passwordSchema, data.password ?? '', 'password');
  // A member of another university could never sign in at this shop: that tenant reads as missing.
  if (data.universityId != null && data.universityId !== db.universityId) {
    throw badUserInput(UNIVERSITY_NOT_FOUND_MESSAGE, 'universityId');
  }
  checkUserType(db, data.userTypeId);
  checkYears(db, data.admissionYear, data.birthYear);
  const code = data.recommendationCode?.trim();
  const recommender = code ? db.state.members.find((row) => row.resignedAt === null && row.recommendationCode === code) : undefined;
  if (code && !recommender) throw badUserInput('추천인 코드를 찾을 수 없어요. 다시 확인하거나 비워 두세요.', 'recommendationCode');
  const { social, tel } = signUpIdentity(db, data, email);
  if (tel && db.memberByTel(tel)) throw conflict('이미 가입된 휴대폰 번호예요.');

  const id = db.nextId('member');
  const member: StoreMember = {
    key: `member.mock-${id}`,
    id,
    email,
    password,
    name,
    tel,
    admissionYear: data.admissionYear ?? null,
    birthYear: data.birthYear ?? null,
    gender: data.gender ?? 'NOT_SET',
    userTypeId: data.userTypeId,
    authority: 0,
    recommendationCode: `HB${String(id).padStart(6, '0')}`,
    marketing: data.marketing,
    signupPoint: SIGNUP_POINTS,
    userDelivery: null,
    createdAt: db.nowIso(),
    social,
    resignedAt: null,
  };
  db.state.members.push(member);
  addPoint(db, id, 'GAIN', SIGNUP_POINTS, PointTypeCode.SIGNUP);
  if (recommender) {
    addPoint(db, id, 'GAIN', RECOMMENDATION_POINTS, PointTypeCode.RECOMMEND);
    addPoint(db, recommender.id, 'GAIN', RECOMMENDATION_POINTS, PointTypeCode.RECOMMEND);
  }
  return { id, ...startSession(db, member) };
}

/** The mocked provider "returns" the e-mail in the code when it has one, else a made-up one (docs/decisions/0012). */
export function loginWithSocial(db: MockDb, code: string, social: T.SocialProvider, payload: T.SocialLoginPayload) {
  parseSocialAuthorization(social, { code, redirectUri: payload.redirectUri, state: payload.state ?? null });
  const provider = { NAVER: '네이버', KAKAO: '카카오', GOOGLE: '구글' }[social];
  if (!code.trim() || code.includes('fail')) {
    throw new AppError('EXTERNAL_SERVICE_ERROR', `${provider} 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.`);
  }
  const email = code.includes('@') ? code.trim().toLowerCase() : `${social.toLowerCase()}.${code.trim().toLowerCase()}@example.com`;
  const member = db.memberByEmail(email);
  if (member) {
    if (member.authority < 0) throw new AppError('ACCOUNT_SUSPENDED', '이용이 정지된 계정이에요. 생협 고객센터로 문의해 주세요.');
    const session = startSession(db, member);
    return { email, isExist: true, token: session.token, user: member, signUpTicket: null };
  }
  const ticket = `mock-signup-ticket-${db.nextId('token')}`;
  db.state.signUpTickets.push({ ticket, email, social, consumed: false });
  return { email, isExist: false, token: null, user: null, signUpTicket: ticket };
}
