import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { User } from './user.entity';

/**
 * A password-reset code sent by e-mail (`findPassword`). `resetPassword` carries only the code,
 * so the code is long and random and only its SHA-256 is stored.
 */
export const PasswordResetSchema = defineEntity({
  name: 'PasswordReset',
  properties: {
    id: id(),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    /** SHA-256 hex of the code. */
    codeHash: p.string().length(64).unique(),
    expiresAt: p.datetime(),
    consumedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});

export class PasswordReset extends PasswordResetSchema.class {
  isUsable(now: Date): boolean {
    return this.consumedAt == null && now.getTime() < this.expiresAt.getTime();
  }
}
PasswordResetSchema.setClass(PasswordReset);
