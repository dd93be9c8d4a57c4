import type { EntityManager } from '@mikro-orm/postgresql';
import { CertificationPurpose } from '../../../../domain/enums';
import { CERTIFICATION_MESSAGES } from '../../../../domain/certification/certification-rules';
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
  if (!viewer) throw unauthenticated(CERTIFICATION_MESSAGES.needsLogin);
  const user = await context.em.findOne(User, { id: viewer.userId });
  if (!user) throw unauthenticated(CERTIFICATION_MESSAGES.needsLogin);
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
        throw conflict(CERTIFICATION_MESSAGES.telTaken);
      }
      return;
    case CertificationPurpose.UPDATE_TEL:
      if (holder && holder.id === viewer?.id) throw badUserInput(CERTIFICATION_MESSAGES.telOwn, 'tel');
      if (holder) throw conflict(CERTIFICATION_MESSAGES.telTakenByOther);
      return;
    case CertificationPurpose.RESET_PASSWORD:
      if (!holder || holder.isResigned() || holder.university.id !== context.universityId) {
        throw new AppError('NOT_FOUND', CERTIFICATION_MESSAGES.telNotRegistered);
      }
      return;
    case CertificationPurpose.PHONE_CERTIFICATION:
      if (!viewer?.tel) {
        throw invalidState(CERTIFICATION_MESSAGES.noTelRegistered);
      }
      if (viewer.tel !== tel) throw badUserInput(CERTIFICATION_MESSAGES.notOwnTel, 'tel');
      return;
  }
}
