import { useAtomValue } from 'jotai';
import { authTokenAtom } from '../../lib/session';

/**
 * Whether the visitor holds a session token. A stale token still counts here; the API then
 * answers UNAUTHENTICATED and the screen sends the visitor to log in all the same.
 */
export function useHasSession(): boolean {
  return useAtomValue(authTokenAtom) !== null;
}

/** The login page, returning to `next` (a path inside the shop) afterwards. */
export function loginPath(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}
