// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createTestDatabase } from '../../../../tests/support/test-db';
import { University } from '../content/university.entity';
import { AuthSession } from './auth-session.entity';
import {
  authenticate,
  createSession,
  hashToken,
  resolveViewer,
  revokeAllSessions,
  revokeSession,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_TTL_MS,
} from './session.service';
import { User } from './user.entity';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let university: University;
let sequence = 0;

async function createMember(overrides: Partial<Pick<User, 'authority' | 'resignedAt'>> = {}): Promise<User> {
  const em = database.orm.em.fork();
  sequence += 1;
  const user = em.create(User, {
    university: em.getReference(University, university.id),
    email: `session-${sequence}@example.com`,
    name: '세션테스트',
    recommendationCode: `SESS${sequence}`,
    ...overrides,
  });
  await em.flush();
  return user;
}

const fresh = (): EntityManager => database.orm.em.fork();

async function sessionRow(token: string) {
  return fresh().findOneOrFail(AuthSession, { tokenHash: hashToken(token) });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const em = fresh();
  university = em.create(University, {
    name: '세션대학교',
    shopName: '세션 굿즈샵',
    siteUrl: 'https://example.com',
    footerOperator: '세션대 생협',
    footerAddress: '서울',
    themeColor: '#123456',
    defaultTitle: '세션',
    titleTemplate: '%s | 세션',
    promotedCategories: [],
  });
  await em.flush();
});

afterAll(async () => {
  await database?.close();
});

describe('session service', () => {
  it('createSession stores only the SHA-256 of an opaque 32-byte token', async () => {
    const user = await createMember();
    const now = new Date('2026-03-02T10:00:00Z');
    const { token, expiresAt } = await createSession(fresh(), user.id, now);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt.getTime()).toBe(now.getTime() + SESSION_TTL_MS);
    const row = await sessionRow(token);
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.tokenHash).not.toContain(token);
  });

  it('resolveViewer returns the member, level and session for a valid token', async () => {
    const user = await createMember({ authority: 3 });
    const { token } = await createSession(fresh(), user.id);
    const viewer = await resolveViewer(fresh(), token);
    const row = await sessionRow(token);
    expect(viewer).toEqual({ userId: user.id, authority: 3, sessionId: row.id, universityId: university.id });
  });

  it("resolveViewer for a deployment's university treats another university's member as anonymous", async () => {
    const user = await createMember();
    const { token } = await createSession(fresh(), user.id);
    expect(await resolveViewer(fresh(), token, new Date(), university.id)).toMatchObject({ userId: user.id });
    expect(await resolveViewer(fresh(), token, new Date(), university.id + 1000)).toBeNull();
  });

  it('resolveViewer ignores unknown, expired and revoked tokens', async () => {
    const user = await createMember();
    const start = new Date('2026-03-02T10:00:00Z');
    const { token } = await createSession(fresh(), user.id, start);
    expect(await resolveViewer(fresh(), 'not-a-real-token')).toBeNull();
    expect(await resolveViewer(fresh(), token, new Date(start.getTime() + SESSION_TTL_MS + 1))).toBeNull();
    await revokeSession(fresh(), token);
    expect(await resolveViewer(fresh(), token, start)).toBeNull();
  });

  it('resolveViewer refuses suspended and withdrawn members', async () => {
    const suspended = await createMember({ authority: -1 });
    const resigned = await createMember({ resignedAt: new Date() });
    const a = await createSession(fresh(), suspended.id);
    const b = await createSession(fresh(), resigned.id);
    expect(await resolveViewer(fresh(), a.token)).toBeNull();
    expect(await resolveViewer(fresh(), b.token)).toBeNull();
  });

  it('a revoked token of a suspended member still says suspended, and is anonymous once restored', async () => {
    const member = await createMember({ authority: -1 });
    const { token } = await createSession(fresh(), member.id);
    await revokeAllSessions(fresh(), member.id);
    expect(await authenticate(fresh(), token)).toEqual({ viewer: null, suspended: true });
    await fresh().nativeUpdate(User, { id: member.id }, { authority: 0 });
    expect(await authenticate(fresh(), token)).toEqual({ viewer: null, suspended: false });
  });

  it('slides the expiry at most once per touch interval', async () => {
    const user = await createMember();
    const start = new Date('2026-03-02T10:00:00Z');
    const { token, expiresAt } = await createSession(fresh(), user.id, start);

    const soon = new Date(start.getTime() + SESSION_TOUCH_INTERVAL_MS - 1000);
    expect(await resolveViewer(fresh(), token, soon)).not.toBeNull();
    expect((await sessionRow(token)).expiresAt.getTime()).toBe(expiresAt.getTime());

    const later = new Date(start.getTime() + 20 * 24 * 60 * 60 * 1000);
    expect(await resolveViewer(fresh(), token, later)).not.toBeNull();
    const row = await sessionRow(token);
    expect(row.lastUsedAt.getTime()).toBe(later.getTime());
    expect(row.expiresAt.getTime()).toBe(later.getTime() + SESSION_TTL_MS);
    // Past the original 30 days, the renewed session is still valid.
    expect(await resolveViewer(fresh(), token, new Date(start.getTime() + SESSION_TTL_MS + 1000))).not.toBeNull();
  });

  it('revokeSession accepts the token or its hash and is idempotent', async () => {
    const user = await createMember();
    const first = await createSession(fresh(), user.id);
    const second = await createSession(fresh(), user.id);
    expect(await revokeSession(fresh(), first.token)).toBe(true);
    expect(await revokeSession(fresh(), first.token)).toBe(false);
    expect(await revokeSession(fresh(), hashToken(second.token))).toBe(true);
    expect((await sessionRow(first.token)).revokedAt).toBeInstanceOf(Date);
    expect((await sessionRow(second.token)).revokedAt).toBeInstanceOf(Date);
  });

  it('revokeAllSessions ends every login of one member only', async () => {
    const user = await createMember();
    const other = await createMember();
    const a = await createSession(fresh(), user.id);
    const b = await createSession(fresh(), user.id);
    const c = await createSession(fresh(), other.id);
    expect(await revokeAllSessions(fresh(), user.id)).toBe(2);
    expect(await resolveViewer(fresh(), a.token)).toBeNull();
    expect(await resolveViewer(fresh(), b.token)).toBeNull();
    expect(await resolveViewer(fresh(), c.token)).not.toBeNull();
  });
});
