import { createInMemoryCache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
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
export function useAnonymousCatalogueCache(subscribeToClears: (clear: () => void) => void): Plugin {
  const cache = createInMemoryCache({ max: 500 });
  subscribeToClears(() => {
    void cache.invalidate(CATALOGUE_TYPES.map((typename) => ({ typename })));
  });
  return useResponseCache({
    cache,
    session: () => null,
    enabled: (request) => !request.headers.get('authorization'),
    ttl: 0,
    ttlPerSchemaCoordinate: Object.fromEntries(
      PUBLIC_CATALOGUE_FIELDS.map((field) => [`Query.${field}`, CATALOGUE_TTL_MS]),
    ),
    invalidateViaMutation: false,
    includeExtensionMetadata: false,
  });
}
