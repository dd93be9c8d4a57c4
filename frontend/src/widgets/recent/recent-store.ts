import { useSyncExternalStore } from 'react';

/**
 * What a student looked at and searched for lately, kept on this device only (localStorage): no
 * account needed, nothing sent to the server (ADR 0058). A full or blocked storage just forgets.
 */
const KEYS = { viewed: 'recent:viewed-products', searches: 'recent:searches' } as const;
type Kind = keyof typeof KEYS;
const LIMITS: Record<Kind, number> = { viewed: 20, searches: 10 };
const EMPTY: readonly never[] = [];
const listeners = new Set<() => void>();
const cache = new Map<Kind, { raw: string | null; value: readonly (string | number)[] }>();

function read(kind: Kind): readonly (string | number)[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEYS[kind]);
  } catch {
    return EMPTY;
  }
  const cached = cache.get(kind);
  if (cached && cached.raw === raw) return cached.value;
  let value: readonly (string | number)[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) value = parsed.filter((item) => typeof item === (kind === 'viewed' ? 'number' : 'string'));
  } catch {
    // A value another version wrote: start over.
  }
  cache.set(kind, { raw, value });
  return value;
}

function remember(kind: Kind, item: string | number): void {
  const next = [item, ...read(kind).filter((existing) => existing !== item)].slice(0, LIMITS[kind]);
  try {
    window.localStorage.setItem(KEYS[kind], JSON.stringify(next));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function forget(kind: Kind): void {
  try {
    window.localStorage.removeItem(KEYS[kind]);
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const rememberViewedProduct = (id: number) => remember('viewed', id);
export const rememberSearch = (q: string) => remember('searches', q);
export const clearRecentSearches = () => forget('searches');

/** Newest first. */
export function useRecentlyViewedIds(): readonly number[] {
  return useSyncExternalStore(subscribe, () => read('viewed'), () => EMPTY) as readonly number[];
}

/** Newest first. */
export function useRecentSearches(): readonly string[] {
  return useSyncExternalStore(subscribe, () => read('searches'), () => EMPTY) as readonly string[];
}
