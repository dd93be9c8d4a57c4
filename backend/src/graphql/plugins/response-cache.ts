import { createHash } from 'node:crypto';
import { createInMemoryCache, useResponseCache, type BuildResponseCacheKeyFunction } from '@graphql-yoga/plugin-response-cache';
import type { Plugin } from 'graphql-yoga';
import { CATALOGUE_TTL_MS } from '../../modules/catalog/catalogue-cache';

/** Root fields whose whole answer is the same for every anonymous visitor. */
const PUBLIC_CATALOGUE_FIELDS = ['products', 'product', 'productCategories', 'university', 'ads', 'countryDialingCodes'];

/** Every type a cached answer can hold; clearing them all empties the cache. */
const CATALOGUE_TYPES = ['ProductList', 'Product', 'ProductCategory', 'University', 'Ad', 'CountryDialingCode', 'PromotedCategory'];

/**
 * Whole answers to anonymous visitors' queries that read the public catalogue, kept as long as
 * the catalogue reads below them (one second, docs/decisions/0009-catalogue.md). An anonymous
 * answer holds nothing private by definition; a signed-in member's answers carry their own
 * restock flags and never come from here. Queries without a catalogue field (global TTL 0),
 * mutations and answers with errors are never kept. `subscribeToClears` ties it to
 * invalidateCatalogue(), so a stock change clears both layers at once.
 */
const isCacheable = (request: Request) => !request.headers.get('authorization');

/**
 * The plugin builds a key for every request, enabled or not, with an asynchronous WebCrypto
 * digest by default (5% of a placeOrder rush's CPU); signed-in requests are never cached, so
 * they get no key worth computing, and the rest a synchronous node:crypto one.
 */
const cacheKey: BuildResponseCacheKeyFunction = ({ documentString, variableValues, operationName, request }) =>
  isCacheable(request)
    ? createHash('sha256')
        .update(`${documentString}|${operationName ?? ''}|${JSON.stringify(variableValues ?? {})}`)
        .digest('hex')
    : 'signed-in';

export function useAnonymousCatalogueCache(subscribeToClears: (clear: () => void) => void): Plugin {
  const cache = createInMemoryCache({ max: 500 });
  subscribeToClears(() => {
    void cache.invalidate(CATALOGUE_TYPES.map((typename) => ({ typename })));
  });
  return useResponseCache({
    cache,
    session: () => null,
    enabled: isCacheable,
    buildResponseCacheKey: cacheKey,
    ttl: 0,
    ttlPerSchemaCoordinate: Object.fromEntries(
      PUBLIC_CATALOGUE_FIELDS.map((field) => [`Query.${field}`, CATALOGUE_TTL_MS]),
    ),
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
  });
}
