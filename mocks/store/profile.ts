// Profile, password and phone changes, password reset and withdrawal (docs/product-rules.md#accounts).
import { AppError, badUserInput, conflict, invalidState } from '../../domain/errors/errors';
import type * as T from '../__generated__/types';
import { RESET_CODE_INVALID_MESSAGE, emailSchema, nameSchema, passwordSchema } from '../../domain/account/account-input';
import {
  CURRENT_PASSWORD_WRONG_MESSAGE,
  RESIGN_PASSWORD_MISSING_MESSAGE,
  RESIGN_PASSWORD_WRONG_MESSAGE,
} from '../../domain/security/login-rules';
import { checkPassword, checkUserType, checkYears, endSessions, parseField, startSession, type AuthPayloadView } from './account';
import { consumeCertification } from './certification';
import type { MockDb } from './db';
import { forfeitPoints } from './points';
import { requireViewer } from './refusals';
import { rotatedSessionTokenFor } from './sessions';
import type { StoreMember } from './types';

/** The code findPassword "e-mails"; no mail leaves the mock. */
export const MOCK_PASSWORD_RESET_CODE = '654321';

export function updateUser(db: MockDb, viewer: StoreMember | null, data: T.UpdateUserInput): StoreMember {
  const member = requireViewer(viewer);
  const name = data.name == null ? member.name : parseField(nameSchema, data.name, 'name');
  if (data.userTypeId != null) checkUserType(db, data.userTypeId);
  checkYears(db, data.admissionYear, data.birthYear);
  member.name = name;
  if (data.userTypeId != null) member.userTypeId = data.userTypeId;
  if (data.admissionYear != null) member.admissionYear = data.admissionYear;
  if (data.birthYear != null) member.birthYear = data.birthYear;
  if (data.gender != null) member.gender = data.gender;
  if (data.marketing != null) {
    if (data.marketing && !member.marketing) member.marketingAgreedAt = db.nowIso();
    member.marketing = data.marketing;
  }
  return member;
}

/** Every session of the member ends; the one that changed the password gets a fresh token. */
function rotateSessions(db: MockDb, member: StoreMember): AuthPayloadView {
  endSessions(db, member.id);
  return startSession(db, member, rotatedSessionTokenFor(member.id, db.nextId('token')));
}

export function updatePassword(db: MockDb, viewer: StoreMember | null, data: T.UpdatePasswordInput): AuthPayloadView {
  const member = requireViewer(viewer);
  checkPassword(db, member.email, member, data.currentPassword, CURRENT_PASSWORD_WRONG_MESSAGE);
  const password = parseField(passwordSchema, data.newPassword, 'newPassword');
  if (password === member.password) throw badUserInput('지금 쓰는 비밀번호와 다른 비밀번호를 입력해 주세요.', 'newPassword');
  member.password = password;
  return rotateSessions(db, member);
}

export function updateUserTel(db: MockDb, viewer: StoreMember | null, data: T.UpdateUserTelInput): StoreMember {
  const member = requireViewer(viewer);
  const { tel } = consumeCertification(db, data.certificationToken, 'UPDATE_TEL');
  if (db.memberByTel(tel) && tel !== member.tel) throw conflict('이미 가입된 휴대폰 번호예요.');
  member.tel = tel;
  return member;
}

/** Always true, so that the answer reveals nothing about which addresses are members. */
export function findPassword(db: MockDb, email: string): boolean {
  const address = parseField(emailSchema, email, 'email');
  const member = db.memberByEmail(address);
  if (member) db.state.passwordResets[MOCK_PASSWORD_RESET_CODE] = member.id;
  return true;
}

export function resetPassword(db: MockDb, password: string, code: string): boolean {
  const newPassword = parseField(passwordSchema, password, 'password');
  let memberId = db.state.passwordResets[code];
  if (memberId !== undefined) {
    delete db.state.passwordResets[code];
  } else if (db.state.certificationTokens.some((row) => row.token === code && row.purpose === 'RESET_PASSWORD')) {
    memberId = db.memberByTel(consumeCertification(db, code, 'RESET_PASSWORD').tel)?.id;
  }
  const member = memberId === undefined ? undefined : db.member(memberId);
  if (!member) throw new AppError('CERTIFICATION_FAILED', RESET_CODE_INVALID_MESSAGE);
  member.password = newPassword;
  endSessions(db, member.id);
  return true;
}

const OPEN_STATUSES: ReadonlySet<T.OrderProductStatus> = new Set(['PAID', 'PREPARING', 'DELIVERING']);

export function resignUser(db: MockDb, viewer: StoreMember | null, data: T.ResignUserInput): boolean {
  const member = requireViewer(viewer);
  if (member.password !== '') {
    if (!data.password) throw badUserInput(RESIGN_PASSWORD_MISSING_MESSAGE, 'password');
    checkPassword(db, member.email, member, data.password, RESIGN_PASSWORD_WRONG_MESSAGE);
  } else if (!data.socialCode?.trim()) {
    throw badUserInput('탈퇴하려면 소셜 로그인으로 본인 확인을 다시 해 주세요.', 'socialCode');
  }
  const open = db.state.orders.some((order) => order.userId === member.id && order.lines.some((line) => OPEN_STATUSES.has(line.status)));
  if (open) {
    throw invalidState('배송이 끝나지 않은 주문이 있어 탈퇴할 수 없어요. 주문이 완료되거나 취소된 뒤 다시 시도해 주세요.');
  }
  forfeitPoints(db, member.id);
  db.state.carts = db.state.carts.filter((cart) => cart.userId !== member.id);
  db.state.userDeliveries = db.state.userDeliveries.filter((row) => row.userId !== member.id);
  db.state.restocks = db.state.restocks.filter((row) => row.userId !== member.id);
  member.email = `resigned-${member.id}@deleted.invalid`;
  member.name = '탈퇴회원';
  member.tel = null;
  member.password = '';
  member.resignedAt = db.nowIso();
  endSessions(db, member.id);
  return true;
}
