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
export const LEVEL_ONLY_FIELDS: ReadonlySet<string> = new Set(['Query.products', 'Query.product', 'ProductCategory.categories']);

const ROOTS: ReadonlySet<string> = new Set([...PUBLIC_CATALOGUE_FIELDS, '__typename']);

interface Decision {
  /** A query whose root fields are all public catalogue fields: its answer may be kept. */
  catalogue: boolean;
  /** ...asking for no per-member field anywhere: one answer serves a whole level. */
  shareable: boolean;
}

function decide(document: DocumentNode, operationName: string | undefined): Decision {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return { catalogue: false, shareable: false };
  // Root fields only as plain fields: a fragment on Query could hide `me` from this check.
  const catalogue = operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && ROOTS.has(selection.name.value));
  if (!catalogue) return { catalogue, shareable: false };
  // Every field of the document, in any fragment (used or not) and under any alias, by its own name.
  let perMember = false;
  visit(document, {
    Field(node) {
      if (PER_MEMBER_FIELDS.has(node.name.value)) perMember = true;
    },
  });
  return { catalogue, shareable: !perMember };
}

const decisions = new LRUCache<string, Decision>({ max: 1_000 });

/** Decided once per document text; a document that does not parse is neither (yoga refuses it anyway). */
function decisionOf(documentString: string, operationName: string | undefined): Decision {
  const key = `${operationName ?? ''}\n${documentString}`;
  let decision = decisions.get(key);
  if (decision === undefined) {
    try {
      decision = decide(parse(documentString), operationName);
    } catch {
      decision = { catalogue: false, shareable: false };
    }
    decisions.set(key, decision);
  }
  return decision;
}

/**
 * Whether a query's answer may be shared by every member of one visibility level: a query, whose
 * root fields are all public catalogue fields, asking for no per-member field anywhere.
 */
export function isShareableAcrossMembers(documentString: string, operationName: string | undefined): boolean {
  return decisionOf(documentString, operationName).shareable;
}

/** Whether a query reads only the public catalogue's root fields (per-member fields or not). */
export function isCatalogueQuery(documentString: string, operationName: string | undefined): boolean {
  return decisionOf(documentString, operationName).catalogue;
}
