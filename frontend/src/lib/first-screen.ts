import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenAnswer } from '../../../domain/catalog/first-screen';

/**
 * How long an answer the page arrived with counts as fresh: the screen that mounts with it does not
 * ask again at once (the server read it moments ago, through the same one-second catalogue cache
 * as any request); a later visit to the same screen asks as usual.
 */
export const FIRST_SCREEN_FRESH_MS = 30_000;

/** The answers the page came with and when they were put in the cache. */
const seeded = new WeakMap<Query, number>();

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isAnswer(value: unknown): value is FirstScreenAnswer {
  return isRecord(value) && typeof value.operation === 'string' && isRecord(value.variables) && 'data' in value;
}

/** The first screen's answers the server wrote into the page (docs/decisions/0072); none if absent or unreadable. */
export function readFirstScreen(doc: Pick<Document, 'getElementById'> = document): FirstScreenAnswer[] {
  const text = doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isAnswer) : [];
  } catch {
    return [];
  }
}

/** The cache key the screen's own query options build for the same operation and variables. */
export function firstScreenKey({ operation, variables, pages }: FirstScreenAnswer): QueryKey {
  return pages ? [operation, variables, 'pages'] : [operation, variables];
}

/**
 * Puts the answers in the cache before the first render, so the screen paints without asking.
 * They are a visitor's answers: with a stored session only those `keep` accepts (the ones that are
 * the same whoever asks) go in, since what a member may see can differ.
 */
export function seedFirstScreen(client: QueryClient, answers: readonly FirstScreenAnswer[], keep: (key: QueryKey) => boolean): void {
  const now = Date.now();
  for (const answer of answers) {
    const key = firstScreenKey(answer);
    if (!keep(key)) continue;
    client.setQueryData(key, answer.pages ? { pages: [answer.data], pageParams: [null] } : answer.data, { updatedAt: now });
    const query = client.getQueryCache().find({ queryKey: key, exact: true });
    if (query) seeded.set(query, now);
  }
}

/**
 * The default `staleTime`: an answer from the page stays fresh for FIRST_SCREEN_FRESH_MS, so the
 * screen that mounts with it does not fetch it again at once; anything fetched is stale at once,
 * as before. Queries with their own `staleTime` keep it.
 */
export function firstScreenStaleTime(query: Query): number {
  return seeded.get(query) === query.state.dataUpdatedAt ? FIRST_SCREEN_FRESH_MS : 0;
}
