import { getOperationAST, Kind, parse, visit, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/** Root fields whose answer is the same for every viewer of one level (docs/decisions/0075). */
export const PUBLIC_CATALOGUE_FIELDS = ['products', 'product', 'productCategories', 'university', 'ads', 'countryDialingCodes'];

/**
 * Fields, by name on any type, whose answer depends on who asks and not only on their level. A
 * test (tests/api/catalogue-sharing.test.ts) walks every type the public roots reach and fails on
 * a field that says "viewer" in its description without being listed here or in LEVEL_ONLY_FIELDS.
 */
export const PER_MEMBER_FIELDS: ReadonlySet<string> = new Set(['isRestockSubscribed', 'isWished', 'myUnits']);

/** Fields whose description mentions the viewer but that depend only on the viewer's level. */
export const LEVEL_ONLY_FIELDS: ReadonlySet<string> = new Set(['Product.isPurchasable', 'ProductCategory.categories', 'Query.products', 'Query.product', 'Query.productCategories']);

const ROOTS: ReadonlySet<string> = new Set([...PUBLIC_CATALOGUE_FIELDS, '__typename']);

function shareable(document: DocumentNode, operationName: string | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  // Root fields only as plain fields: a fragment on Query could hide `me` from this check.
  const rootsPublic = operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && ROOTS.has(selection.name.value));
  if (!rootsPublic) return false;
  // Every field of the document, in any fragment (used or not) and under any alias, by its own name.
  let perMember = false;
  visit(document, {
    Field(node) {
      if (PER_MEMBER_FIELDS.has(node.name.value)) perMember = true;
    },
  });
  return !perMember;
}

const decisions = new LRUCache<string, boolean>({ max: 1_000 });

/**
 * Whether a query's answer may be shared by every member of one visibility level: a query, whose
 * root fields are all public catalogue fields, asking for no per-member field anywhere. Decided
 * once per document text; a document that does not parse is not shared (yoga refuses it anyway).
 */
export function isShareableAcrossMembers(documentString: string, operationName: string | undefined): boolean {
  const key = `${operationName ?? ''}\n${documentString}`;
  let decision = decisions.get(key);
  if (decision === undefined) {
    try {
      decision = shareable(parse(documentString), operationName);
    } catch {
      decision = false;
    }
    decisions.set(key, decision);
  }
  return decision;
}
