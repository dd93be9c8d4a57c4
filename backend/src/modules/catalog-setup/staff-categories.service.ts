import { refreshCategorySearchKeys } from '../catalog/product-search-keys';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../../../domain/errors/input';
import { checkEditVersion } from '../../../../domain/catalog-setup/edit-version';
import {
  checkCategoryDelete,
  checkCategoryUpdate,
  checkPromotedCategories,
  createCategoryInput,
  planCategoryCreate,
  planCategoryOrder,
  promotedCategoriesInput,
  reorderCategoriesInput,
  updateCategoryInput,
  type CategoryFacts,
} from '../../../../domain/catalog-setup/category-rules';
import {
  categoriesReorderedAudit,
  categoryCreatedAudit,
  categoryDeletedAudit,
  categoryUpdatedAudit,
  promotedCategoriesAudit,
} from '../../../../domain/catalog-setup/catalog-setup-audit';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { ProductCategory } from '../catalog/product-category.entity';
import { University } from '../content/university.entity';
import { getUniversity, promotedCategories } from '../content/university.service';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import type {
  ResolversTypes,
  StaffCategory,
  StaffCreateCategoryInput,
  StaffReorderCategoriesInput,
  StaffSetPromotedCategoriesInput,
  StaffUpdateCategoryInput,
} from '../../graphql/__generated__/resolvers-types';

/*
 * Categories and the home page's promoted categories in the console (docs/decisions/0046). The
 * decisions are domain/catalog-setup/category-rules.ts's; this loads the tenant's rows, applies
 * them, records the change and clears the catalogue cache so students see it within a second.
 */

interface CategoryRowSql {
  id: number;
  category_id: number | null;
  content: string;
  visible: boolean;
  is_group: boolean;
  position: number;
  updated_at: Date;
  product_count: string | number;
}

/** Staff categories read (and, in a mutation, row-locked) with their product counts. */
async function loadCategories(em: EntityManager, universityId: number, lock = false): Promise<Omit<StaffCategory, 'promoted'>[]> {
  if (lock) await em.execute('select id from product_category where university_id = ? for update', [universityId]);
  const rows = await em.execute<CategoryRowSql[]>(
    `select c.id, c.category_id, c.content, c.visible, c.is_group, c.position, c.updated_at,
       (select count(*) from product_category_tagged t where t.product_category_id = c.id) as product_count
     from product_category c where c.university_id = ? order by c.position, c.id`,
    [universityId],
  );
  return rows.map((row) => ({
    id: row.id,
    parentId: row.category_id,
    content: row.content,
    visible: row.visible,
    isGroup: row.is_group,
    position: row.position,
    productCount: Number(row.product_count),
    updatedAt: new Date(row.updated_at),
  }));
}

/** Main categories (regular, then group) each followed by its sub categories, all by position. */
function treeOrder<T extends { id: number; parentId?: number | null; isGroup: boolean }>(rows: readonly T[]): T[] {
  const mains = rows.filter((row) => row.parentId == null).sort((a, b) => Number(a.isGroup) - Number(b.isGroup));
  return mains.flatMap((main) => [main, ...rows.filter((row) => row.parentId === main.id)]);
}

function facts(rows: readonly Omit<StaffCategory, 'promoted'>[], university: University): CategoryFacts {
  return {
    categories: rows.map((row) => ({ ...row, parentId: row.parentId ?? null })),
    promotedIds: university.promotedCategories.map((promoted) => promoted.categoryId),
  };
}

function withPromoted(rows: readonly Omit<StaffCategory, 'promoted'>[], university: University): StaffCategory[] {
  const promoted = new Set(university.promotedCategories.map((entry) => entry.categoryId));
  return treeOrder(rows).map((row) => ({ ...row, promoted: promoted.has(row.id) }));
}

const snapshot = (category: ProductCategory) => ({ content: category.content, visible: category.visible, parentId: category.category?.id ?? null });

export async function listStaffCategories(em: EntityManager, scope: StaffScope): Promise<StaffCategory[]> {
  const [rows, university] = await Promise.all([loadCategories(em, scope.universityId), getUniversity(em, scope.universityId)]);
  return withPromoted(rows, university);
}

async function staffCategory(em: EntityManager, scope: StaffScope, id: number): Promise<StaffCategory> {
  const all = await listStaffCategories(em, scope);
  return all.find((row) => row.id === id)!;
}

export async function createCategory(em: EntityManager, scope: StaffScope, data: StaffCreateCategoryInput): Promise<StaffCategory> {
  const input = parseInput(createCategoryInput, data);
  const university = await getUniversity(em, scope.universityId);
  const plan = planCategoryCreate(facts(await loadCategories(em, scope.universityId, true), university), input);
  const category = em.create(ProductCategory, {
    university: scope.universityId,
    category: plan.parentId,
    content: plan.content,
    visible: plan.visible,
    isGroup: plan.isGroup,
    position: plan.position,
  });
  await em.flush();
  recordStaffAudit(em, scope, categoryCreatedAudit(category.id, plan));
  await em.flush();
  invalidateCatalogue(em);
  return staffCategory(em, scope, category.id);
}

export async function updateCategory(em: EntityManager, scope: StaffScope, data: StaffUpdateCategoryInput): Promise<StaffCategory> {
  const input = parseInput(updateCategoryInput, data);
  const university = await getUniversity(em, scope.universityId);
  const current = checkCategoryUpdate(facts(await loadCategories(em, scope.universityId, true), university), input);
  const category = await em.findOneOrFail(ProductCategory, current.id, { refresh: true });
  checkEditVersion(input.expectedUpdatedAt, category.updatedAt);
  const before = snapshot(category);
  category.content = input.content;
  category.visible = input.visible;
  if (current.move) {
    category.category = em.getReference(ProductCategory, current.move.parentId);
    category.position = current.move.position;
  }
  await em.flush();
  if (before.content !== category.content) await refreshCategorySearchKeys((sql, params) => em.execute(sql, params), category.id);
  recordStaffAudit(em, scope, categoryUpdatedAudit(category.id, before, snapshot(category)));
  await em.flush();
  invalidateCatalogue(em);
  return staffCategory(em, scope, category.id);
}

export async function deleteCategory(em: EntityManager, scope: StaffScope, id: number): Promise<number> {
  const university = await getUniversity(em, scope.universityId);
  const rows = await loadCategories(em, scope.universityId, true);
  const productCount = rows.find((row) => row.id === id)?.productCount ?? 0;
  const category = checkCategoryDelete({ ...facts(rows, university), productCount }, id);
  await em.nativeDelete(ProductCategory, { id: category.id, university: scope.universityId });
  recordStaffAudit(em, scope, categoryDeletedAudit(category.id, category));
  await em.flush();
  invalidateCatalogue(em);
  return category.id;
}

export async function reorderCategories(em: EntityManager, scope: StaffScope, data: StaffReorderCategoriesInput): Promise<StaffCategory[]> {
  const input = parseInput(reorderCategoriesInput, data);
  const university = await getUniversity(em, scope.universityId);
  const rows = await loadCategories(em, scope.universityId, true);
  const plan = planCategoryOrder(facts(rows, university), input);
  const before = plan.map(({ id }) => rows.find((row) => row.id === id)!).sort((a, b) => a.position - b.position || a.id - b.id);
  const now = new Date();
  for (const { id, position } of plan) {
    await em.execute('update product_category set position = ?, updated_at = ? where id = ? and university_id = ?', [position, now, id, scope.universityId]);
  }
  recordStaffAudit(
    em,
    scope,
    categoriesReorderedAudit(
      input.parentId ?? null,
      before.map((row) => row.content),
      plan.map(({ id }) => rows.find((row) => row.id === id)!.content),
    ),
  );
  await em.flush();
  invalidateCatalogue(em);
  const order = new Map(plan.map(({ id, position }) => [id, position]));
  return (await listStaffCategories(em, scope)).filter((row) => order.has(row.id));
}

export async function staffPromotedCategories(em: EntityManager, scope: StaffScope): Promise<StaffPromotedCategories> {
  const university = await getUniversity(em, scope.universityId);
  return promotedOf(university);
}

type StaffPromotedCategories = ResolversTypes['StaffPromotedCategories'];

function promotedOf(university: University): StaffPromotedCategories {
  return { categories: promotedCategories(university), updatedAt: university.updatedAt };
}

export async function setPromotedCategories(
  em: EntityManager,
  scope: StaffScope,
  data: StaffSetPromotedCategoriesInput,
): Promise<StaffPromotedCategories> {
  const input = parseInput(promotedCategoriesInput, data);
  const university = await em.findOneOrFail(University, scope.universityId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  checkEditVersion(input.expectedUpdatedAt, university.updatedAt);
  const promoted = checkPromotedCategories(facts(await loadCategories(em, scope.universityId, true), university), input);
  const before = university.promotedCategories;
  university.promotedCategories = promoted;
  await em.flush();
  recordStaffAudit(em, scope, promotedCategoriesAudit(university.id, before, promoted));
  await em.flush();
  invalidateCatalogue(em);
  return promotedOf(university);
}
