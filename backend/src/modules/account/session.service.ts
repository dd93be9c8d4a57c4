import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AuthSession } from './auth-session.entity';
import { isSuspendedAuthority } from '../../../../domain/enums';
import { preparedRows, type PreparedRead } from '../../db/prepared';
import { cachedStanding, forgetSessions } from './session-cache';
import { User } from './user.entity';

/** Who is calling: resolved from the bearer token on every request. */
export interface Viewer {
  userId: number;
  authority: number;
  sessionId: number;
  /** The member's university (tenant); a deployment serves only its own members. */
  universityId: number;
}

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding renewal writes at most this often per session, so most requests stay read-only. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

const HASH_PATTERN = /^[0-9a-f]{64}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The bearer token from an `Authorization` header, or null when there is none. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Starts a login. The raw token is returned once and never stored. */
export async function createSession(
  em: EntityManager,
  userId: number,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  em.create(AuthSession, {
    user: em.getReference(User, userId),
    tokenHash: hashToken(token),
    lastUsedAt: now,
    expiresAt,
    createdAt: now,
  });
  await em.flush();
  return { token, expiresAt };
}

/** What a bearer token stands for: a viewer, nobody, or a member who may no longer sign in. */
export type TokenStanding =
  | { viewer: Viewer; suspended: false }
  | { viewer: null; suspended: boolean };

/**
 * Resolves a token. An unknown, expired or revoked token is simply anonymous. A live session of a
 * suspended member is anonymous too, but says so (`suspended`), so that `me` can tell the client
 * to sign out instead of quietly showing a signed-out page. With `universityId` (the deployment's
 * tenant), a session of another university's member sharing the database is anonymous as well:
 * such members cannot log in here, so their tokens from elsewhere must not work here either.
 */
const SESSION_BY_TOKEN: PreparedRead = {
  name: 'session_by_token',
  text: `select s.id as session_id, s.last_used_at, s.expires_at, s.revoked_at,
      u.id as user_id, u.authority, u.university_id, u.resigned_at
    from auth_session s join "user" u on u.id = s.user_id
    where s.token_hash = $1`,
};

export async function authenticate(
  em: EntityManager,
  token: string,
  now: Date = new Date(),
  universityId?: number,
): Promise<TokenStanding> {
  // One plain statement on every signed-in request: building the session and member entities
  // cost a fifth of the API's CPU in a placeOrder rush; resolvers that need the member load it.
  const [row] = await preparedRows<SessionRow>(em, SESSION_BY_TOKEN, [hashToken(token)]);
  if (!row || row.resigned_at != null || now.getTime() >= new Date(row.expires_at).getTime()) return ANONYMOUS;
  const userUniversity = Number(row.university_id);
  if (universityId !== undefined && userUniversity !== universityId) return ANONYMOUS;
  const authority = Number(row.authority);
  // Suspension revokes every session (ADR 0048), and the member's next request must still say
  // why, so the app signs them out with the reason instead of a bare login page.
  if (isSuspendedAuthority(authority)) return { viewer: null, suspended: true };
  if (row.revoked_at != null) return ANONYMOUS;
  const sessionId = Number(row.session_id);
  if (now.getTime() - new Date(row.last_used_at).getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await em.nativeUpdate(
      AuthSession,
      { id: sessionId, revokedAt: null },
      { lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) },
    );
  }
  return { viewer: { userId: Number(row.user_id), authority, sessionId, universityId: userUniversity }, suspended: false };
}

interface SessionRow {
  session_id: number | string;
  last_used_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  user_id: number | string;
  authority: number | string;
  university_id: number | string;
  resigned_at: Date | string | null;
}

const ANONYMOUS: TokenStanding = { viewer: null, suspended: false };

/**
 * The viewer a token stands for, or null for an unknown, expired or revoked token and for a
 * suspended or withdrawn member: a stale token makes the caller anonymous, it is not an error.
 */
export async function resolveViewer(
  em: EntityManager,
  token: string,
  now: Date = new Date(),
  universityId?: number,
): Promise<Viewer | null> {
  return (await authenticate(em, token, now, universityId)).viewer;
}

/**
 * `authenticate`, answered from this process' memory for a second (session-cache.ts): only for
 * choosing which level's shared catalogue answer a request may get, never to act as the member.
 * `em` is the global EntityManager: a lookup forks its own.
 */
export async function recentStanding(em: EntityManager, token: string, universityId: number, request: Request): Promise<TokenStanding> {
  let read: Promise<TokenStanding> | undefined;
  const standing = cachedStanding(em, `${universityId}:${hashToken(token)}`, () => (read = authenticate(em.fork(), token, new Date(), universityId)));
  // The lookup, if this request started one (a miss, or a refresh in the background), has begun by now.
  if (read) readForRequest.set(request, read);
  return standing;
}

const readForRequest = new WeakMap<Request, Promise<TokenStanding>>();

/**
 * The database lookup `recentStanding` started for this very request, if it did: as fresh as a
 * lookup of the request's own, so the request makes one session statement, not two.
 */
export function standingReadFor(request: Request): Promise<TokenStanding> | undefined {
  return readForRequest.get(request);
}

/** Ends one login (logout). Accepts the raw token or its hash; revoking twice is harmless. */
export async function revokeSession(em: EntityManager, tokenOrHash: string, now: Date = new Date()): Promise<boolean> {
  const tokenHash = HASH_PATTERN.test(tokenOrHash) ? tokenOrHash : hashToken(tokenOrHash);
  const changed = await em.nativeUpdate(AuthSession, { tokenHash, revokedAt: null }, { revokedAt: now });
  forgetSessions(em);
  return changed > 0;
}

/** Ends every login of a member (password change, withdrawal, suspension). */
export async function revokeAllSessions(em: EntityManager, userId: number, now: Date = new Date()): Promise<number> {
  const revoked = await em.nativeUpdate(AuthSession, { user: userId, revokedAt: null }, { revokedAt: now });
  forgetSessions(em);
  return revoked;
}
