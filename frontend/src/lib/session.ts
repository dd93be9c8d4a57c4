import { createStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/**
 * The one jotai store of the app. It lives here rather than inside a component so that code
 * outside React (the GraphQL client, the QueryClient's error hooks) reads the same atoms the
 * screens do.
 */
export const appStore = createStore();

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
