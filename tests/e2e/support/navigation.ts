import type { Page } from '@playwright/test';
import type { Target } from './test';

// Mock mode picks its starting state from `?scenario=` on the first page (and keeps it for the
// tab); the real app has one database and ignores the parameter. These helpers add it only where
// it means something, so a spec names the state it needs and runs on both targets.

export type StartState = 'visitor' | 'demo' | 'new-member';

const SCENARIO: Record<StartState, string> = { visitor: 'anonymous', demo: 'standard', 'new-member': 'new-member' };

/** `path` with the mock scenario for `state` added; unchanged on the real target. */
export function withScenario(target: Target, path: string, state: StartState): string {
  if (target === 'real') return path;
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.set('scenario', SCENARIO[state]);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Opens `path` signed out. In mock mode the `anonymous` scenario (the demo member's history is
 * there for a later log-in); on the real target a fresh browser context has no session anyway.
 */
export async function openAsVisitor(page: Page, target: Target, path: string): Promise<void> {
  await page.goto(withScenario(target, path, 'visitor'));
}
