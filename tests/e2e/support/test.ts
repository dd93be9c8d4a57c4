import { test as base, expect, type TestInfo } from '@playwright/test';
import { collectConsoleErrors } from './console-errors';

/** The two projects of playwright.config.ts: the frontend on the mocked API, or the whole app. */
export type Target = 'mock' | 'real';

export function targetOf(testInfo: TestInfo): Target {
  const name = testInfo.project.name;
  if (name !== 'mock' && name !== 'real') throw new Error(`Unknown Playwright project '${name}': expected 'mock' or 'real'.`);
  return name;
}

interface E2eFixtures {
  /** Which project runs this test. */
  target: Target;
  /** console.error and uncaught errors of the page; the test fails when any is left at its end. */
  consoleErrors: string[];
  /** Messages a test provokes on purpose, e.g. `test.use({ ignoreConsoleErrors: [/^Failed to load resource/] })`. */
  ignoreConsoleErrors: RegExp[];
}

/** Every spec imports `test` and `expect` from here instead of @playwright/test. */
export const test = base.extend<E2eFixtures>({
  ignoreConsoleErrors: [[], { option: true }],
  target: async ({ browserName: _browserName }, use, testInfo) => {
    await use(targetOf(testInfo));
  },
  consoleErrors: [
    async ({ page, ignoreConsoleErrors }, use) => {
      const errors = collectConsoleErrors(page, { ignore: ignoreConsoleErrors });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
