import type { Page } from '@playwright/test';

export interface ConsoleErrorOptions {
  /** Errors a spec expects and may leave out, e.g. the browser's own note on a blocked script. */
  ignore?: readonly RegExp[];
}

/**
 * Collects what the page logs with console.error and what it throws uncaught, from now on; a spec
 * ends with `expect(consoleErrors).toEqual([])` (React's key and act warnings land here too).
 */
export function collectConsoleErrors(page: Page, { ignore = [] }: ConsoleErrorOptions = {}): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (!ignore.some((pattern) => pattern.test(text))) errors.push(text);
  };
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text());
  });
  page.on('pageerror', (error) => keep(error.message));
  return errors;
}
