import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { AUTHORITY, CertificationPurpose, type AuthorityName } from '../../../../domain/enums';
import { AppError, badUserInput, conflict, unauthenticated } from '../../../../domain/errors/errors';
import { consumeCertificationToken } from '../certification/certification.service';
import {
  admissionYearSchema,
  birthYearSchema,
  genderSchema,
  nameSchema,
  userTypeIdSchema,
} from '../../../../domain/account/account-input';
import { parseInput } from '../../../../domain/errors/input';
import type { Viewer } from './session.service';
import { UserConfig } from './user-config.entity';
import { UserDelivery } from './user-delivery.entity';
import { UserType } from './user-type.entity';
import { User } from './user.entity';
import { tenantViewer, type ViewerContext } from './viewer';
import { deliveryAddressSchema } from '../../../../domain/account/delivery-address-input';

/** The viewer's member row; a member removed under a live session is treated as signed out. */
export async function viewerUser(em: EntityManager, viewer: Viewer): Promise<User> {
  const user = await em.findOne(User, { id: viewer.userId });
  if (!user || user.isResigned()) throw unauthenticated();
  return user;
}

/**
 * `me`: null when signed out; ACCOUNT_SUSPENDED when the token belongs to a suspended member, so
 * the client signs out at once and shows why.
 */
export async function me(em: EntityManager, context: ViewerContext): Promise<User | null> {
  const viewer = tenantViewer(context);
  if (!viewer && context.viewerSuspended) throw new AppError('ACCOUNT_SUSPENDED');
  if (!viewer) return null;
  const user = await em.findOne(User, { id: viewer.userId });
  return user && !user.isResigned() ? user : null;
}

export function userTypeOf(em: EntityManager, user: User): Promise<UserType | null> {
  return user.userType ? em.findOne(UserType, { id: user.userType.id }) : Promise.resolve(null);
}

/** Every member has a config row; should one be missing, the defaults are what they would hold. */
export async function userConfigOf(em: EntityManager, user: User): Promise<UserConfig> {
  const config = await em.findOne(UserConfig, { user: user.id });
  return config ?? Object.assign(new UserConfig(), { marketing: false, social: null });
}

export function userDeliveryOf(em: EntityManager, user: User): Promise<UserDelivery | null> {
  return em.findOne(UserDelivery, { user: user.id });
}

const LEVELS = Object.entries(AUTHORITY) as [AuthorityName, number][];

/** The enum name of the member's level; null when suspended, ADMIN for anything above it. */
export function authorityLevelOf(user: User): AuthorityName | null {
  if (user.isSuspended()) return null;
  const exact = LEVELS.find(([, level]) => level === user.authority);
  return exact ? exact[0] : 'ADMIN';
}

export async function assertUserType(em: EntityManager, universityId: number, userTypeId: number): Promise<UserType> {
  const userType = await em.findOne(UserType, { id: userTypeId, university: universityId });
  if (!userType) throw badUserInput('선택한 회원 유형을 찾을 수 없어요. 다시 선택해 주세요.', 'userTypeId');
  return userType;
}

const profileInput = z.object({
  name: nameSchema.nullish(),
  userTypeId: userTypeIdSchema.nullish(),
  admissionYear: admissionYearSchema.nullish(),
  birthYear: birthYearSchema.nullish(),
  gender: genderSchema.nullish(),
  marketing: z.boolean().nullish(),
});

/** Omitted (or null) fields stay as they are. */
export async function updateProfile(em: EntityManager, viewer: Viewer, data: unknown): Promise<User> {
  const input = parseInput(profileInput, data);
  const user = await viewerUser(em, viewer);
  if (input.name != null) user.name = input.name;
  if (input.userTypeId != null) user.userType = await assertUserType(em, user.university.id, input.userTypeId);
  if (input.admissionYear != null) user.admissionYear = input.admissionYear;
  if (input.birthYear != null) user.birthYear = input.birthYear;
  if (input.gender != null) user.gender = input.gender;
  if (input.marketing != null) {
    const config = await em.findOne(UserConfig, { user: user.id });
    // The consent date is the latest yes (ADR 0040); a no clears it.
    const agreedAt = input.marketing ? (config?.marketing ? config.marketingAgreedAt : new Date()) : null;
    if (config) Object.assign(config, { marketing: input.marketing, marketingAgreedAt: agreedAt ?? null });
    else em.create(UserConfig, { user, marketing: input.marketing, marketingAgreedAt: agreedAt, social: null });
  }
  await em.flush();
  return user;
}

export const TEL_TAKEN_MESSAGE = '이미 다른 계정에 등록된 휴대폰 번호예요. 고객센터로 문의해 주세요.';

/** Moves the viewer to the phone number an UPDATE_TEL certification proved. */
export async function updateTel(em: EntityManager, viewer: Viewer, data: { certificationToken: string }): Promise<User> {
  const user = await viewerUser(em, viewer);
  const { tel } = await consumeCertificationToken(em, data.certificationToken, CertificationPurpose.UPDATE_TEL);
  const holder = await em.findOne(User, { tel });
  if (holder && holder.id !== user.id) throw conflict(TEL_TAKEN_MESSAGE);
  user.tel = tel;
  await em.flush();
  return user;
}


/**
 * Creates or replaces the viewer's one saved address in a single statement, so a double tap on
 * "저장" cannot trip over the one-address-per-member constraint.
 */
export async function saveDelivery(em: EntityManager, viewer: Viewer, data: unknown): Promise<UserDelivery> {
  const input = parseInput(deliveryAddressSchema, data);
  const user = await viewerUser(em, viewer);
  return em.upsert(UserDelivery, { user, ...input }, { onConflictFields: ['user'], onConflictExcludeFields: ['createdAt'] });
}
