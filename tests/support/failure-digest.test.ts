import { describe, expect, it } from 'vitest';
import { playwrightDigest, vitestDigest } from './failure-digest';

// Shapes as vitest's `--reporter=json` and Playwright's `json` reporter write them.
describe('the failure digest at the end of npm test', () => {
  it('names each failed vitest test with the first lines of its message, colours stripped', () => {
    const digest = vitestDigest({
      testResults: [
        {
          name: '/repo/tests/api/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'orders keep stock', status: 'passed', failureMessages: [] },
            { fullName: 'orders never oversell', status: 'failed', failureMessages: ['\u001b[31mAssertionError: expected 101 to be 100\u001b[39m\n\n  at a.test.ts:10\n  at x\n  at y'] },
          ],
        },
        { name: '/repo/tests/api/b.test.ts', status: 'failed', message: 'Cannot find module ./gone', assertionResults: [] },
        { name: '/repo/tests/api/c.test.ts', status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
      ],
    });
    expect(digest).toEqual([
      'vitest failed: orders never oversell',
      '    AssertionError: expected 101 to be 100',
      '      at a.test.ts:10',
      '      at x',
      'vitest failed: /repo/tests/api/b.test.ts',
      '    Cannot find module ./gone',
    ]);
  });

  it('lists failed and flaky Playwright tests of nested suites, with the first failed try', () => {
    const failedTry = { status: 'failed', error: { message: 'Error: expect(locator).toHaveText(expected)\nExpected: "a"\nReceived: "b"\nCall log:' } };
    const digest = playwrightDigest({
      suites: [
        {
          title: 'withdraw.spec.ts',
          specs: [
            { title: 'a student withdraws', file: 'withdraw.spec.ts', line: 6, tests: [{ projectName: 'real', status: 'unexpected', results: [failedTry, failedTry] }] },
            { title: 'a student logs in', file: 'withdraw.spec.ts', line: 40, tests: [{ projectName: 'mock', status: 'expected', results: [{ status: 'passed' }] }] },
          ],
          suites: [
            {
              title: 'inner',
              specs: [{ title: 'the cart', file: 'cart.spec.ts', line: 3, tests: [{ projectName: 'mock', status: 'flaky', results: [failedTry, { status: 'passed' }] }] }],
            },
          ],
        },
      ],
    });
    expect(digest).toEqual([
      'e2e failed: [real] withdraw.spec.ts:6 a student withdraws',
      '    Error: expect(locator).toHaveText(expected)',
      '    Expected: "a"',
      '    Received: "b"',
      'e2e flaky: [mock] cart.spec.ts:3 the cart',
      '    Error: expect(locator).toHaveText(expected)',
      '    Expected: "a"',
      '    Received: "b"',
    ]);
  });

  it('stays short when many tests fail, and is empty when nothing did', () => {
    const many = Array.from({ length: 7 }, (_, index) => ({ fullName: `test ${index}`, status: 'failed', failureMessages: ['boom'] }));
    const digest = vitestDigest({ testResults: [{ name: 'x', status: 'failed', assertionResults: many }] });
    expect(digest.filter((line) => line.startsWith('vitest failed'))).toHaveLength(4);
    expect(digest.at(-1)).toBe('vitest: 3 more, see the log above');
    expect(vitestDigest(null)).toEqual([]);
    expect(playwrightDigest({ suites: [] })).toEqual([]);
  });
});
