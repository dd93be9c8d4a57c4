import { defineEntity, p, type EventArgs } from '@mikro-orm/core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { AUTHORITY, Gender, isSuspendedAuthority } from '../../../../domain/enums';
import { University } from '../content/university.entity';
import { UserConfig } from './user-config.entity';
import { UserDelivery } from './user-delivery.entity';
import { UserType } from './user-type.entity';

// The column type lower-cases what reaches the database (queries included); this keeps the
// instance in memory saying the same thing.
function lowerCaseEmail({ entity }: EventArgs<{ email: string }>): void {
  entity.email = entity.email.toLowerCase();
}

export const UserSchema = defineEntity({
  name: 'User',
  properties: {
    id: id(),
    university: () => p.manyToOne(University).index(),
    /** Lower-cased by the ORM; the CHECK keeps raw writes honest, so uniqueness ignores case. */
    email: p.string().lowercase().unique(),
    /** Null for accounts created through a social login only. */
    passwordHash: p.string().nullable().hidden(),
    name: p.string(),
    /** E.164 (+821012345678); unique while set. */
    tel: p.string().nullable().unique(),
    admissionYear: p.integer().nullable(),
    birthYear: p.integer().nullable(),
    gender: p.enum(() => Gender).default(Gender.NOT_SET),
    userType: () => p.manyToOne(UserType).index().nullable(),
    authority: p.integer().default(AUTHORITY.NORMAL),
    recommendationCode: p.string().unique(),
    /** The member whose recommendation code was entered at sign-up. */
    recommendedBy: () => p.manyToOne(User).index().nullable().deleteRule('set null'),
    resignedAt: p.datetime().nullable(),
    /** While suspended: the level a restore returns the member to (docs/decisions/0048). */
    authorityBeforeSuspension: p.integer().nullable(),
    suspendedAt: p.datetime().nullable(),
    suspendReason: p.string().nullable(),
    userConfig: () => p.oneToOne(UserConfig).mappedBy('user').nullable(),
    userDelivery: () => p.oneToOne(UserDelivery).mappedBy('user').nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  checks: [{ name: 'user_email_lower_case', expression: 'email = lower(email)' }],
  hooks: { beforeCreate: [lowerCaseEmail], beforeUpdate: [lowerCaseEmail] },
});

export class User extends UserSchema.class {
  isSuspended(): boolean {
    return isSuspendedAuthority(this.authority);
  }

  isResigned(): boolean {
    return this.resignedAt != null;
  }

  /** Whether the member may act at `level` (suspended members may do nothing). */
  hasAuthority(level: number): boolean {
    return !this.isSuspended() && this.authority >= level;
  }
}
UserSchema.setClass(User);
