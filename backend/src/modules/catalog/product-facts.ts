import type { EntityManager } from '@mikro-orm/postgresql';
import { createBatchLoader, perRequest, type BatchLoader } from '../../graphql/per-request';
import {
  contentsColumns,
  contentsFromRow,
  RESTOCK_SUBSCRIBED_COLUMN,
  SUMMARY_COLUMNS,
  SUMMARY_JOINS,
  summaryFromRow,
  type ContentsRow,
  type ProductContents,
  type ProductSummary,
  type SummaryRow,
} from './product-read-model';
import type { Product } from './product.entity';

export type MaybePromise<T> = T | Promise<T>;

// Facts read together with the product row (the list and detail queries) travel with the
// instance, so their fields resolve without a promise; any other Product parent (a cart line's,
// an order line's) goes through the per-request batch below.
const attachedSummaries = new WeakMap<Product, ProductSummary>();
const attachedContents = new WeakMap<Product, ProductContents>();

export function attachSummary(product: Product, summary: ProductSummary): void {
  attachedSummaries.set(product, summary);
}

export function attachContents(product: Product, contents: ProductContents): void {
  attachedContents.set(product, contents);
}

/** One statement for any number of products; page columns only for the ids that asked for them. */
const FACTS_SQL = `
select p.id,
  ${SUMMARY_COLUMNS},
  ${RESTOCK_SUBSCRIBED_COLUMN},
  ${contentsColumns('wants.contents')}
from product p
cross join lateral (select p.id = any(?::int[]) as contents) wants
${SUMMARY_JOINS}
where p.id = any(?::int[])`;

/** A Postgres array literal: MikroORM would spread a JS array into a list of placeholders. */
export const intArray = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

type FactKey = `${number}:summary` | `${number}:contents`;
type Fact = ProductSummary | ProductContents;

const EMPTY_SUMMARY: ProductSummary = { tags: [], stock: 0, reviewAverage: 0, reviewCount: 0, restockSubscribed: false };
const EMPTY_CONTENTS: ProductContents = {
  productDetail: null,
  options: [],
  optionDetails: [],
  optionInputs: [],
  categoryTaggeds: [],
  deliveryTemplate: null,
  groupDelivery: null,
};

function createFactsLoader(em: EntityManager, viewerId: number | null): BatchLoader<FactKey, Fact> {
  return createBatchLoader<FactKey, Fact>(
    async (keys) => {
      const all = new Set<number>();
      const withContents = new Set<number>();
      for (const key of keys) {
        const [id, part] = key.split(':') as [string, string];
        all.add(Number(id));
        if (part === 'contents') withContents.add(Number(id));
      }
      const rows = await em.execute<(SummaryRow & ContentsRow & { id: number })[]>(FACTS_SQL, [
        viewerId,
        intArray(withContents),
        intArray(all),
      ]);
      const facts = new Map<FactKey, Fact>();
      for (const row of rows) {
        facts.set(`${row.id}:summary`, summaryFromRow(row));
        if (withContents.has(row.id)) facts.set(`${row.id}:contents`, contentsFromRow(row, row.id));
      }
      return facts;
    },
    (key) => (key.endsWith(':summary') ? EMPTY_SUMMARY : EMPTY_CONTENTS),
  );
}

const loaders = perRequest<BatchLoader<FactKey, Fact>>();

function factsLoader(em: EntityManager, viewerId: number | null): BatchLoader<FactKey, Fact> {
  return loaders(em, () => createFactsLoader(em, viewerId));
}

export function productSummaryOf(em: EntityManager, product: Product, viewerId: number | null): MaybePromise<ProductSummary> {
  return (
    attachedSummaries.get(product) ??
    (factsLoader(em, viewerId).load(`${product.id}:summary`) as Promise<ProductSummary>)
  );
}

export function productContentsOf(em: EntityManager, product: Product, viewerId: number | null): MaybePromise<ProductContents> {
  return (
    attachedContents.get(product) ??
    (factsLoader(em, viewerId).load(`${product.id}:contents`) as Promise<ProductContents>)
  );
}

/**
 * Applies `pick` now when the value is at hand, after it arrives otherwise. (Not named `then`: a
 * module exporting `then` is a thenable, and `await import()` of it never yields the module.)
 */
export function mapMaybe<T, R>(value: MaybePromise<T>, pick: (value: T) => R): MaybePromise<R> {
  return value instanceof Promise ? value.then(pick) : pick(value);
}
