import { getNamedType, isInterfaceType, isObjectType, isUnionType, type GraphQLNamedType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema';
import { isCatalogueQuery, isShareableAcrossMembers, LEVEL_ONLY_FIELDS, PER_MEMBER_FIELDS, PUBLIC_CATALOGUE_FIELDS } from './shareable-document';

describe('isShareableAcrossMembers', () => {
  it('shares a catalogue query that asks for no per-member field', () => {
    expect(isShareableAcrossMembers('query { products { items { id name } } product(id: 1) { id } }', undefined)).toBe(true);
  });

  it.each([
    ['a per-member field', 'query { product(id: 1) { id isRestockSubscribed } }'],
    ['one under an alias', 'query { product(id: 1) { id subscribed: isRestockSubscribed } }'],
    ['one in a fragment', 'query { product(id: 1) { ...Mine } } fragment Mine on Product { campaign { myUnits } }'],
    ['one in an unused fragment', 'query { product(id: 1) { id } } fragment Mine on Product { isWished }'],
    ['a root field that is not the catalogue', 'query { products { total } me { id } }'],
    ['a fragment spread at the root', 'query { ...Root } fragment Root on Query { products { total } }'],
    ['a mutation', 'mutation { addWish(productId: 1) { id } }'],
    ['a document that does not parse', 'query { products {'],
  ])('never shares %s', (_what, document) => {
    expect(isShareableAcrossMembers(document, undefined)).toBe(false);
  });

  it('decides for the operation named, reading the whole document for per-member fields', () => {
    const pages = 'query Cards { products { total } } query Page { product(id: 1) { id } }';
    expect(isShareableAcrossMembers(pages, 'Page')).toBe(true);
    expect(isShareableAcrossMembers('query Page { product(id: 1) { id } } query Me { me { id } }', 'Page')).toBe(true);
    expect(isCatalogueQuery('query Page { product(id: 1) { id } } query Me { me { id } }', 'Me')).toBe(false);
    // Another operation's per-member field keeps the document out too: the check errs on the safe side.
    const mixed = 'query Mine { product(id: 1) { isWished } } query Page { product(id: 1) { id } }';
    expect(isShareableAcrossMembers(mixed, 'Page')).toBe(false);
    expect(isCatalogueQuery(mixed, 'Mine')).toBe(true);
  });
});

describe('the per-member field list', () => {
  it('names every field the public catalogue reaches whose description depends on the viewer', () => {
    const schema = buildSchema();
    const seen = new Set<string>();
    const unlisted: string[] = [];
    const walk = (type: GraphQLNamedType) => {
      if (seen.has(type.name)) return;
      seen.add(type.name);
      if (isUnionType(type)) return type.getTypes().forEach(walk);
      if (!isObjectType(type) && !isInterfaceType(type)) return;
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        const perViewer = /\bviewer|signed[- ]in|signed out|\bmy\b|member's own/i.test(field.description ?? '');
        if (perViewer && !PER_MEMBER_FIELDS.has(field.name) && !LEVEL_ONLY_FIELDS.has(coordinate)) unlisted.push(coordinate);
        walk(getNamedType(field.type));
      }
    };
    const query = schema.getQueryType()!;
    for (const name of PUBLIC_CATALOGUE_FIELDS) {
      const field = query.getFields()[name]!;
      if (/\bviewer/i.test(field.description ?? '') && !LEVEL_ONLY_FIELDS.has(`Query.${name}`)) unlisted.push(`Query.${name}`);
      walk(getNamedType(field.type));
    }
    expect(unlisted).toEqual([]);
  });
});
