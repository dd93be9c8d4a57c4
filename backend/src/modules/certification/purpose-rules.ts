import type { EntityManager } from '@mikro-orm/postgresql';
import { CertificationPurpose } from '../../../../domain/enums';
import { AppError, badUserInput, conflict, invalidState, unauthenticated } from '../../../../domain/errors/errors';
import type { Viewer } from '../account/session.service';
import { User } from '../account/user.entity';

export interface PurposeContext {
  em: EntityManager;
  viewer: Viewer | null;
  /** A live token of a suspended member: answered with ACCOUNT_SUSPENDED so the client signs out. */
  viewerSuspended?: boolean;
  /** The deployment's tenant: a password can only be reset for one of its own members. */
  universityId: number;
}

/** Purposes about the signed-in member's own account. */
const NEEDS_VIEWER = new Set<CertificationPurpose>([
  CertificationPurpose.PHONE_CERTIFICATION,
  CertificationPurpose.UPDATE_TEL,
]);

async function viewerOf(context: PurposeContext): Promise<User> {
  const viewer = context.viewer;
  if (!viewer && context.viewerSuspended) throw new AppError('ACCOUNT_SUSPENDED');
  if (!viewer) throw unauthenticated('로그인한 뒤 휴대폰 인증을 진행해 주세요.');
  const user = await context.em.findOne(User, { id: viewer.userId });
  if (!user) throw unauthenticated('로그인한 뒤 휴대폰 인증을 진행해 주세요.');
  return user;
}

/**
 * Whether a code for `purpose` may go to (or be checked for) `tel`: sign-up and a number change
 * need a number no account holds (the unique column would refuse it later anyway), a password
 * reset needs a member of this shop holding it, and re-certifying needs the viewer's own number.
 */
export async function assertPurposeAllows(
  context: PurposeContext,
  purpose: CertificationPurpose,
  tel: string,
): Promise<void> {
  const viewer = NEEDS_VIEWER.has(purpose) ? await viewerOf(context) : null;
  const holder = await context.em.findOne(User, { tel });

  switch (purpose) {
    case CertificationPurpose.CREATE_ACCOUNT:
      if (holder) {
        throw conflict('이미 가입된 휴대폰 번호입니다. 로그인하거나 비밀번호 찾기를 이용해 주세요.');
      }
      return;
    case CertificationPurpose.UPDATE_TEL:
      if (holder && holder.id === viewer?.id) throw badUserInput('지금 사용 중인 번호입니다. 새 휴대폰 번호를 입력해 주세요.', 'tel');
      if (holder) throw conflict('이미 다른 회원이 사용 중인 휴대폰 번호입니다. 번호를 다시 확인해 주세요.');
      return;
    case CertificationPurpose.RESET_PASSWORD:
      if (!holder || holder.isResigned() || holder.university.id !== context.universityId) {
        throw new AppError('NOT_FOUND', '이 번호로 가입된 회원이 없습니다. 번호를 다시 확인하거나 이메일로 비밀번호를 찾아 주세요.');
      }
      return;
    case CertificationPurpose.PHONE_CERTIFICATION:
      if (!viewer?.tel) {
        throw invalidState('등록된 휴대폰 번호가 없습니다. 휴대폰 번호 변경에서 번호를 먼저 등록해 주세요.');
      }
      if (viewer.tel !== tel) throw badUserInput('회원 정보에 등록된 휴대폰 번호로만 인증할 수 있습니다.', 'tel');
      return;
  }
}
