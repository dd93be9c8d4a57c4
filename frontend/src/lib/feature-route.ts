import { createElement, lazy, Suspense, type ComponentType } from 'react';

/** One screen of a feature's `*-routes.ts`, which app/routes.tsx registers (a path may use wouter parameters). */
export interface FeatureRoute {
  path: string;
  component: ComponentType;
}

/** Every lazy screen's loader, so code that knows a screen comes next can fetch it ahead. */
const loaders = new Set<() => Promise<unknown>>();

/**
 * A screen whose code is its own chunk, fetched when its route first renders: the entry bundle
 * then carries only the shell, and each route downloads what it shows (docs/decisions/0055).
 * The fallback is empty because the shell (header, footer) stays painted while the chunk arrives.
 * Once the chunk is in (rendered before, or `preloadScreens`), the screen renders at once,
 * without a suspended first pass.
 */
export function lazyScreen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ComponentType {
  let loaded: ComponentType | undefined;
  const preload = () => load().then((module) => (loaded = module[name]));
  loaders.add(preload);
  const Screen = lazy(() => preload().then((component) => ({ default: component })));
  function LazyScreen() {
    return loaded ? createElement(loaded) : createElement(Suspense, { fallback: null }, createElement(Screen));
  }
  LazyScreen.displayName = `Lazy(${name})`;
  return LazyScreen;
}

/** Fetches every lazy screen defined so far (tests render routes synchronously after it). */
export async function preloadScreens(): Promise<void> {
  await Promise.all([...loaders].map((preload) => preload()));
}
