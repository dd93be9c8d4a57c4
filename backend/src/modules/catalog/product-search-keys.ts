import { productSearchKeys } from '../../../../domain/catalog/product-search';
import { intArray } from './product-facts';

type Execute = (sql: string, params?: unknown[]) => Promise<unknown[]>;

interface SourceRow {
  id: number;
  name: string;
  tags: string[];
  categories: string[];
}

/**
 * Recomputes the stored search keys (docs/decisions/0058) of the products named, or of every
 * product still without keys ('unkeyed', after the migration that added them): the keys come from domain/, which SQL cannot call, so every
 * write of a product's name, tags or categories (and a category's name) ends with this.
 */
export async function refreshProductSearchKeys(execute: Execute, productIds: readonly number[] | 'unkeyed'): Promise<void> {
  if (productIds.length === 0) return;
  const named = productIds !== 'unkeyed';
  const rows = (await execute(
    `select p.id, p.name,
       coalesce((select array_agg(t.content order by t.id) from product_tag t where t.product_id = p.id), '{}') as tags,
       coalesce((select array_agg(c.content order by c.id) from product_category_tagged g
         join product_category c on c.id = g.product_category_id where g.product_id = p.id), '{}') as categories
     from product p where ${named ? 'p.id = any(?::int[])' : "p.search_text = '' and p.search_jamo = '' and p.search_initials = ''"}`,
    named ? [intArray(productIds)] : [],
  )) as SourceRow[];
  if (rows.length === 0) return;
  const keys = rows.map((row) => ({ id: row.id, ...productSearchKeys(row) }));
  await execute(
    `update product p set search_text = k.text, search_jamo = k.jamo, search_initials = k.initials
     from jsonb_to_recordset(?::jsonb) as k(id int, text text, jamo text, initials text)
     where p.id = k.id and (p.search_text, p.search_jamo, p.search_initials) is distinct from (k.text, k.jamo, k.initials)`,
    [JSON.stringify(keys)],
  );
}

/** The products tagged with a category or one of its sub categories (after a rename). */
export async function refreshCategorySearchKeys(execute: Execute, categoryId: number): Promise<void> {
  const rows = (await execute(
    `select distinct g.product_id as id from product_category_tagged g join product_category c on c.id = g.product_category_id
     where c.id = ? or c.category_id = ?`,
    [categoryId, categoryId],
  )) as { id: number }[];
  await refreshProductSearchKeys(execute, rows.map((row) => row.id));
}
