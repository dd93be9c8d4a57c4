import { createElement, lazy, Suspense, type ComponentType } from 'react';

/** One screen of a feature's `*-routes.ts`, which app/routes.tsx registers (a path may use wouter parameters). */
export interface FeatureRoute {
  path: string;
  component: ComponentType;
}

/**
 * A screen whose code is its own chunk, fetched when its route first renders: the entry bundle
 * then carries only the shell, and each route downloads what it shows (docs/decisions/0055).
 * The fallback is empty because the shell (header, footer) stays painted while the chunk arrives.
 */
export function lazyScreen<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): ComponentType {
  const Screen = lazy(() => load().then((module) => ({ default: module[name] })));
  function LazyScreen() {
    return createElement(Suspense, { fallback: null }, createElement(Screen));
  }
  LazyScreen.displayName = `Lazy(${name})`;
  return LazyScreen;
}
