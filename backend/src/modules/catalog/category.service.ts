import type { EntityManager } from '@mikro-orm/postgresql';
import { perRequestMemo } from '../../graphql/per-request';
import { ProductCategory } from './product-category.entity';
import { idOnly, readModel } from './product-read-model';
import { isCategoryShownToStudents } from '../../../../domain/catalog-setup/category-rules';

/**
 * A university's category tree. Categories are a small table (tens of rows), so a request
 * loads the whole tree once and every category field (parent, children, promoted categories)
 * reads from it instead of issuing a query per category.
 */
export interface CategoryTree {
  byId: Map<number, ProductCategory>;
  childrenOf: Map<number, ProductCategory[]>;
  roots: ProductCategory[];
}

const treesByRequest = perRequestMemo<number, CategoryTree>();

export function loadCategoryTree(em: EntityManager, universityId: number): Promise<CategoryTree> {
  return treesByRequest(em, universityId, () => buildTree(em, universityId));
}

interface CategoryRow {
  id: number;
  university_id: number;
  category_id: number | null;
  content: string;
  visible: boolean;
  is_group: boolean;
  position: number;
}

/**
 * Read models, not managed entities (see product-read-model.ts): the tree is read on most catalogue
 * requests, and hydrating it through the identity map cost more than the query.
 */
async function buildTree(em: EntityManager, universityId: number): Promise<CategoryTree> {
  const rows = await em.execute<CategoryRow[]>(
    `select id, university_id, category_id, content, visible, is_group, position
     from product_category where university_id = ? order by position, id`,
    [universityId],
  );
  const byId = new Map<number, ProductCategory>();
  for (const row of rows) {
    byId.set(
      row.id,
      readModel(ProductCategory, {
        id: row.id,
        university: idOnly({ id: row.university_id }),
        content: row.content,
        visible: row.visible,
        isGroup: row.is_group,
        position: row.position,
      }),
    );
  }
  const childrenOf = new Map<number, ProductCategory[]>();
  const roots: ProductCategory[] = [];
  for (const row of rows) {
    const category = byId.get(row.id)!;
    const parent = row.category_id == null ? undefined : byId.get(row.category_id);
    category.category = parent ?? null;
    if (!parent) roots.push(category);
    else childrenOf.set(parent.id, [...(childrenOf.get(parent.id) ?? []), category]);
  }
  return { byId, childrenOf, roots };
}

/** Staff (ADMINHIDDEN and up) also see hidden categories; everyone else only visible ones. */
const seesHidden = (authority: number) => authority >= 2;

export async function listCategories(
  em: EntityManager,
  universityId: number,
  options: { isGroup?: boolean | null; authority: number },
): Promise<ProductCategory[]> {
  const tree = await loadCategoryTree(em, universityId);
  const wantGroup = options.isGroup === true;
  return tree.roots.filter((c) => c.isGroup === wantGroup && (c.visible || seesHidden(options.authority)));
}

export async function childCategories(
  em: EntityManager,
  category: ProductCategory,
  authority: number,
): Promise<ProductCategory[]> {
  const tree = await loadCategoryTree(em, category.university.id);
  return (tree.childrenOf.get(category.id) ?? []).filter((c) => c.visible || seesHidden(authority));
}

/** A read model already carrying its parent answers from it; otherwise the tree does. */
export async function parentCategory(em: EntityManager, category: ProductCategory): Promise<ProductCategory | null> {
  const parent = category.category;
  if (parent == null) return null;
  if (typeof parent.content === 'string') return parent;
  const tree = await loadCategoryTree(em, category.university.id);
  return tree.byId.get(parent.id) ?? null;
}

/** A visible category by id, or null when it (or its main category) was removed or hidden (promoted categories tolerate that). */
export async function findVisibleCategory(
  em: EntityManager,
  universityId: number,
  categoryId: number,
  authority: number,
): Promise<ProductCategory | null> {
  const tree = await loadCategoryTree(em, universityId);
  const category = tree.byId.get(categoryId);
  if (!category) return null;
  const parent = category.category ? tree.byId.get(category.category.id) ?? null : null;
  return isCategoryShownToStudents(category, parent) || seesHidden(authority) ? category : null;
}
