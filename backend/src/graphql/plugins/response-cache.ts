import { createHash } from 'node:crypto';
import { createInMemoryCache, useResponseCache, type BuildResponseCacheKeyFunction } from '@graphql-yoga/plugin-response-cache';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Plugin } from 'graphql-yoga';
import { CATALOGUE_LAYER_TTL_MS } from '../../modules/catalog/catalogue-cache';
import { bearerToken, recentStanding, type Viewer } from '../../modules/account/session.service';
import { viewerLevel } from '../../../../domain/catalog/visibility';
import { createMissCoalescer } from './coalesce-misses';
import { isCatalogueQuery, isShareableAcrossMembers, PUBLIC_CATALOGUE_FIELDS } from './shareable-document';

/** Every type a cached answer can hold; clearing them all empties the cache. */
const CATALOGUE_TYPES = ['ProductList', 'Product', 'ProductCategory', 'University', 'Ad', 'CountryDialingCode', 'PromotedCategory'];

/**
 * Who a cached answer is for: anonymous visitors (with a suspended, revoked or stale token), or the
 * members of one visibility level (docs/product-rules.md#visibility-and-authority).
 */
type Audience = 'anonymous' | `level:${number}`;

const audienceOf = (viewer: Viewer | null): Audience => (viewer ? `level:${viewerLevel(viewer)}` : 'anonymous');

/**
 * Whole answers to queries that read the public catalogue, kept for half the catalogue's bound
 * (the rows below them keep the other half, catalogue-cache.ts), per audience:
 * - anonymous visitors share every catalogue query: their per-member fields are nobody's;
 * - signed-in members share, per visibility level, the queries that ask for no per-member field
 *   (isShareableAcrossMembers); the screens read those fields with a query of their own
 *   (ProductViewerState), which is never kept.
 * The level comes from a one-second session cache (account/session-cache.ts), so a hit costs no
 * statement; on a miss the request authenticates with the database as always, and its answer is
 * kept only when that fresh level is the one the key was built for. Mutations, queries without a
 * catalogue field (global TTL 0) and answers with errors are never kept. `subscribeToClears` ties
 * it to invalidateCatalogue(), so a stock change clears both layers at once on this instance.
 */
export function useCatalogueCache(options: {
  /** The global EntityManager: session lookups on a cache miss fork it. */
  em: EntityManager;
  universityId: number;
  subscribeToClears: (clear: () => void) => void;
}): Plugin {
  const cache = createInMemoryCache({ max: 1_000 });
  options.subscribeToClears(() => {
    void cache.invalidate(CATALOGUE_TYPES.map((typename) => ({ typename })));
  });
  const audiences = new WeakMap<Request, Audience>();
  const neverKept = new WeakSet<Request>();

  const session = async (request: Request): Promise<Audience> => {
    const token = bearerToken(request.headers.get('authorization'));
    const audience = token ? audienceOf((await recentStanding(options.em, token, options.universityId, request)).viewer) : 'anonymous';
    audiences.set(request, audience);
    return audience;
  };

  const misses = createMissCoalescer((key) => {
    const kept = cache.get(key);
    return !(kept instanceof Promise) && kept != null;
  });

  // A synchronous node:crypto digest: the plugin's default is an asynchronous WebCrypto one (5% of
  // a placeOrder rush's CPU). Signed-in queries with per-member fields get no key worth computing.
  const cacheKey: BuildResponseCacheKeyFunction = ({ documentString, variableValues, operationName, sessionId, request }) => {
    const operation = operationName ?? undefined;
    if (sessionId !== 'anonymous' && !isShareableAcrossMembers(documentString, operation)) {
      neverKept.add(request);
      return 'per-member';
    }
    const key = createHash('sha256')
      .update(`${sessionId}|${documentString}|${operation ?? ''}|${JSON.stringify(variableValues ?? {})}`)
      .digest('hex');
    if (!isCatalogueQuery(documentString, operation)) return key;
    const waiting = misses.admit(request, key);
    return waiting ? waiting.then(() => key) : key;
  };

  // Called before the context exists (may a kept answer be served?) and again with the request's
  // own context (may this answer be kept?): only when the database's fresh answer about the token
  // is the audience the key was built for, so a level changed on another instance a moment ago is
  // never stored under the old level.
  const enabled = (request: Request, context: object) => {
    if (neverKept.has(request)) return false;
    if (!('viewer' in context)) return true;
    return audienceOf(context.viewer as Viewer | null) === audiences.get(request);
  };

  const responseCache = useResponseCache({
    cache,
    session,
    enabled,
    buildResponseCacheKey: cacheKey,
    ttl: 0,
    ttlPerSchemaCoordinate: Object.fromEntries(PUBLIC_CATALOGUE_FIELDS.map((field) => [`Query.${field}`, CATALOGUE_LAYER_TTL_MS])),
    shouldCacheResult: ({ result }) => {
      if (result.errors?.length) return false;
      // Every hit of a kept answer is the same text: yoga uses a result's own `stringify`, so it
      // is written once (a product list is about 30 KB of JSON) instead of once per request.
      let text: string | undefined;
      Object.assign(result, { stringify: (sanitized: unknown) => (text ??= JSON.stringify(sanitized)) });
      return true;
    },
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
  });
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(responseCache);
    },
    onResponse({ request }) {
      misses.settle(request);
    },
  };
}

