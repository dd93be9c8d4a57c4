import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { User } from './user.entity';

/** A login. Only the SHA-256 of the bearer token is stored, so a leaked table grants nothing. */
export const AuthSessionSchema = defineEntity({
  name: 'AuthSession',
  properties: {
    id: id(),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    /** SHA-256 hex of the opaque token. */
    tokenHash: p.string().length(64).unique(),
    lastUsedAt: p.datetime(),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});

export class AuthSession extends AuthSessionSchema.class {
  isActive(now: Date): boolean {
    return this.revokedAt == null && now.getTime() < this.expiresAt.getTime();
  }
}
AuthSessionSchema.setClass(AuthSession);
