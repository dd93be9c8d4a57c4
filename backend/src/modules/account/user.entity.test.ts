import { describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../../../domain/enums';
import { AuthSession } from './auth-session.entity';
import { User } from './user.entity';

const user = (fields: Partial<User>) => Object.assign(new User(), { resignedAt: null, ...fields });

describe('User', () => {
  it('is suspended at any negative authority', () => {
    expect(user({ authority: -1 }).isSuspended()).toBe(true);
    expect(user({ authority: AUTHORITY.NORMAL }).isSuspended()).toBe(false);
  });

  it('has an authority level only when not suspended', () => {
    expect(user({ authority: AUTHORITY.ADMIN }).hasAuthority(AUTHORITY.ADMINHIDDEN)).toBe(true);
    expect(user({ authority: AUTHORITY.HIDDEN }).hasAuthority(AUTHORITY.ADMIN)).toBe(false);
    expect(user({ authority: -3 }).hasAuthority(-5)).toBe(false);
  });

  it('is resigned once resignedAt is set', () => {
    expect(user({ authority: 0 }).isResigned()).toBe(false);
    expect(user({ authority: 0, resignedAt: new Date() }).isResigned()).toBe(true);
  });
});

describe('AuthSession', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  const session = (fields: Partial<AuthSession>) =>
    Object.assign(new AuthSession(), { revokedAt: null, expiresAt: new Date(now.getTime() + 1), ...fields });

  it('is active until it expires or is revoked', () => {
    expect(session({}).isActive(now)).toBe(true);
    expect(session({ expiresAt: now }).isActive(now)).toBe(false);
    expect(session({ revokedAt: now }).isActive(now)).toBe(false);
  });
});
