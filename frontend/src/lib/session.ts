import { useQuery, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { atom, createStore, useAtomValue, useStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { MeDocument, type MeQuery, type UserProfileFragment } from './__generated__/graphql';
import { ApiError } from './graphql-client';
import { inGroup, queryGroups } from './invalidation';
import { queryKeyFor } from './operation-key';
import { queryOptionsFor } from './query-options';
import { paths } from './paths';

/**
 * The one jotai store of the app. It lives here rather than inside a component so that code
 * outside React (the GraphQL client, the QueryClient's error hooks) reads the same atoms the
 * screens do.
 */
export const appStore = createStore();

export type AppStore = typeof appStore;

const TOKEN_STORAGE_KEY = 'campus-shop.auth-token';

/**
 * The opaque session token from `login`. `getOnInit` makes the very first request after a reload
 * carry the stored token; without it the atom would start as null until a component mounts it.
 */
export const authTokenAtom = atomWithStorage<string | null>(TOKEN_STORAGE_KEY, null, undefined, {
  getOnInit: true,
});

export function readAuthToken(): string | null {
  return appStore.get(authTokenAtom);
}

/**
 * The signed-in member's id for code outside React (analytics, the query layer); null while
 * anonymous or still loading. The app's QueryClient keeps it in step with the `Me` query.
 */
export const sessionUserIdAtom = atom<number | null>(null);

export type SessionUser = UserProfileFragment;
export type SessionStatus = 'loading' | 'anonymous' | 'member';

export const ME_QUERY_KEY = queryKeyFor(MeDocument, {});

/**
 * Queries that answer the same whoever asks survive a sign-out. Everything else may depend on the
 * viewer (member data, but also which products a level may see) and is dropped.
 */
export function isViewerIndependentQuery(query: Pick<Query, 'queryKey'>): boolean {
  return inGroup(queryGroups.viewerIndependent, query);
}

/** The signed-in member's profile; `me` is null when the token is unknown, expired or revoked. */
export function meQueryOptions() {
  return queryOptionsFor(MeDocument, {});
}

/** The member the `Me` answer stands for, or null; a suspended member (authority < 0) is nobody. */
export function memberOf(data: MeQuery | undefined): SessionUser | null {
  const me = data?.me;
  return me && me.authority >= 0 ? me : null;
}

/** Whether a failure means the server refuses this member altogether (suspended or withdrawn). */
export function isSuspension(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ACCOUNT_SUSPENDED';
}

export interface SessionDeps {
  store: AppStore;
  queryClient: QueryClient;
}

function writeToken(store: AppStore, token: string | null): void {
  store.set(authTokenAtom, token);
  // The GraphQL client reads the app store outside React; a story or test may render with its own.
  if (store !== appStore) appStore.set(authTokenAtom, token);
}

const LOGOUT_PATH = `${import.meta.env.VITE_API_BASE ?? ''}/api/logout`;

/** Tells the server to revoke the token. Best effort: the browser has already forgotten it. */
async function revokeOnServer(token: string): Promise<void> {
  try {
    await fetch(LOGOUT_PATH, { method: 'POST', headers: { authorization: `Bearer ${token}` }, keepalive: true });
  } catch {
    // Offline or server down: the token still expires on its own, and nobody holds it any more.
  }
}

/**
 * Stores the token from `login` (or social login) and loads the member's profile. Answers the
 * member, or null when the token turned out not to stand for one (then nothing stays stored).
 */
export async function signIn({ store, queryClient }: SessionDeps, token: string): Promise<SessionUser | null> {
  writeToken(store, token);
  await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
  const data = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
  const user = memberOf(data);
  if (!user) {
    writeToken(store, null);
    return null;
  }
  store.set(sessionUserIdAtom, user.id);
  // What was fetched as a visitor (cart count, products of a visitor's level) is refetched as the member.
  void queryClient.invalidateQueries({ predicate: (query) => !isViewerIndependentQuery(query) && query.queryKey[0] !== ME_QUERY_KEY[0] });
  return user;
}

export interface SignOutDeps extends SessionDeps {
  /** Where to go afterwards; the hook passes the router's navigate so the visitor lands home. */
  navigate?: (path: string) => void;
}

/**
 * Forgets the member on this device: leaves for home, drops the token and every cached answer that
 * may belong to the member, then asks the server to revoke the token. Safe to call twice.
 */
export async function signOut({ store, queryClient, navigate }: SignOutDeps): Promise<void> {
  const token = store.get(authTokenAtom);
  // Navigating first lets the member-only screen unmount in the same render that loses the token,
  // so it never refetches anonymously and toasts "로그인이 필요해요".
  navigate?.(paths.home());
  writeToken(store, null);
  store.set(sessionUserIdAtom, null);
  const memberQueries = { predicate: (query: Query) => !isViewerIndependentQuery(query) };
  await queryClient.cancelQueries(memberQueries);
  queryClient.removeQueries(memberQueries);
  if (token) await revokeOnServer(token);
}

/** The `Me` query for the stored token; idle (never sent) without one. */
export function useMeQuery() {
  const token = useAtomValue(authTokenAtom);
  const me = useQuery({ ...meQueryOptions(), enabled: token !== null });
  return { token, me };
}

export interface Session {
  status: SessionStatus;
  /** The member's profile while `status` is 'member', else null. */
  user: SessionUser | null;
  /** The failure that kept the profile from loading (e.g. offline); the token is kept for a retry. */
  error: Error | null;
  signIn: (token: string) => Promise<SessionUser | null>;
  signOut: () => Promise<void>;
}

/**
 * Who is using the shop. 'loading' while a stored token's profile is on its way; 'member' once it
 * has loaded (or right after `signIn`); 'anonymous' without a token or when the token stands for
 * nobody. The app shell signs a suspended member out (see useSessionGuard in app/).
 */
export function useSession(): Session {
  const store = useStore();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { token, me } = useMeQuery();

  const user = token === null ? null : memberOf(me.data);
  const status: SessionStatus = token !== null && me.isPending ? 'loading' : user ? 'member' : 'anonymous';
  const error = token !== null && me.isError ? me.error : null;

  const signInBound = useCallback((next: string) => signIn({ store, queryClient }, next), [store, queryClient]);
  const signOutBound = useCallback(() => signOut({ store, queryClient, navigate }), [store, queryClient, navigate]);

  return useMemo(
    () => ({ status, user, error, signIn: signInBound, signOut: signOutBound }),
    [status, user, error, signInBound, signOutBound],
  );
}
