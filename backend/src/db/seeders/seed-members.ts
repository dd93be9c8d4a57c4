import type { EntityManager } from '@mikro-orm/postgresql';
import argon2 from 'argon2';
import { PointTypeCode } from '../../../../domain/reference/reference';
import { type ScenarioMember, type StandardCatalogue } from '../../../../mocks/scenarios/standard';
import { PointStatus } from '../../../../domain/enums';
import { UserConfig } from '../../modules/account/user-config.entity';
import { UserDelivery } from '../../modules/account/user-delivery.entity';
import { User } from '../../modules/account/user.entity';
import { Point } from '../../modules/point/point.entity';

/** Tables this module fills with explicit ids (their sequences need a reset afterwards). */
export const memberEntities = [User, UserConfig, UserDelivery, Point];

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

export interface HashedMember {
  member: ScenarioMember;
  passwordHash: string;
}

/** Hashing is slow on purpose, so it runs before the transaction opens. */
export async function hashMembers(members: ScenarioMember[]): Promise<HashedMember[]> {
  return Promise.all(
    members.map(async (member) => ({
      member,
      passwordHash: await argon2.hash(member.password, { type: argon2.argon2id }),
    })),
  );
}

export function seedMembers(em: EntityManager, catalogue: StandardCatalogue, hashed: HashedMember[], now: Date): void {
  const signupType = catalogue.pointTypes.find((type) => type.code === PointTypeCode.SIGNUP);
  if (!signupType) throw new Error('The standard scenario has no SIGNUP point type');

  for (const { member, passwordHash } of hashed) {
    em.create(User, {
      id: member.id,
      university: catalogue.university.id,
      email: member.email,
      passwordHash,
      name: member.name,
      tel: member.tel,
      admissionYear: member.admissionYear,
      birthYear: member.birthYear,
      gender: member.gender,
      userType: member.userTypeId,
      authority: member.authority,
      recommendationCode: member.recommendationCode,
      createdAt: now,
      updatedAt: now,
    });
    em.create(UserConfig, { id: member.id, user: member.id, marketing: member.marketing, social: null, createdAt: now });
    if (member.userDelivery) {
      em.create(UserDelivery, { id: member.id, user: member.id, ...member.userDelivery, createdAt: now });
    }
    if (member.signupPoint > 0) {
      em.create(Point, {
        id: member.id,
        user: member.id,
        status: PointStatus.GAIN,
        value: member.signupPoint,
        remaining: member.signupPoint,
        pointType: signupType.id,
        expiredAt: new Date(now.getTime() + YEAR_MS),
        createdAt: now,
      });
    }
  }
}
