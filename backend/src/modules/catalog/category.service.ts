import type { EntityManager } from '@mikro-orm/postgresql';
import { ProductCategory } from './product-category.entity';

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

const treesByRequest = new WeakMap<EntityManager, Map<number, Promise<CategoryTree>>>();

export function loadCategoryTree(em: EntityManager, universityId: number): Promise<CategoryTree> {
  let trees = treesByRequest.get(em);
  if (!trees) treesByRequest.set(em, (trees = new Map()));
  let tree = trees.get(universityId);
  if (!tree) {
    tree = buildTree(em, universityId);
    trees.set(universityId, tree);
  }
  return tree;
}

async function buildTree(em: EntityManager, universityId: number): Promise<CategoryTree> {
  const rows = await em.find(
    ProductCategory,
    { university: universityId },
    { orderBy: { position: 'asc', id: 'asc' } },
  );
  const byId = new Map(rows.map((c) => [c.id, c]));
  const childrenOf = new Map<number, ProductCategory[]>();
  const roots: ProductCategory[] = [];
  for (const c of rows) {
    const parentId = c.category?.id;
    if (parentId == null) roots.push(c);
    else childrenOf.set(parentId, [...(childrenOf.get(parentId) ?? []), c]);
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

export async function parentCategory(em: EntityManager, category: ProductCategory): Promise<ProductCategory | null> {
  const parentId = category.category?.id;
  if (parentId == null) return null;
  const tree = await loadCategoryTree(em, category.university.id);
  return tree.byId.get(parentId) ?? null;
}

/** A visible category by id, or null when it was removed or hidden (promoted categories tolerate that). */
export async function findVisibleCategory(
  em: EntityManager,
  universityId: number,
  categoryId: number,
  authority: number,
): Promise<ProductCategory | null> {
  const tree = await loadCategoryTree(em, universityId);
  const category = tree.byId.get(categoryId);
  return category && (category.visible || seesHidden(authority)) ? category : null;
}
