import type { Page } from '@playwright/test';

/**
 * Sends a GraphQL request from the page, as the page's own client would: to /api with the
 * session's token. Works on both targets (mock mode's service worker answers it like the app's
 * requests). Throws with the server's Korean messages when the answer carries errors.
 * For setting up or checking state a screen does not show; a spec acts through the screens.
 */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const stored = window.localStorage.getItem('campus-shop.auth-token');
      const token = stored ? (JSON.parse(stored) as string | null) : null;
      const response = await fetch('/api', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
      return body.data as T;
    },
    { query, variables },
  );
}
