import { z } from 'zod';
import { badUserInput, conflict, invalidState, notFound, type AppError } from '../errors/errors';

/*
 * The category rules staff work by (docs/product-rules.md#categories, ADR 0046), over plain rows so
 * that the backend's service and the mocked API accept and refuse alike. Two levels only: a main
 * category and its sub categories; a sub category belongs to the shop part (regular or group) of
 * its main category.
 */

export const CATEGORY_NAME_MAX = 20;
export const PROMOTED_MAX = 4;
export const PROMOTED_TITLE_MAX = 30;

export const CATEGORY_NOT_FOUND_MESSAGE = '카테고리를 찾을 수 없어요. 목록을 새로고침해 주세요.';
export const CATEGORY_NAME_MESSAGE = `카테고리 이름을 1~${CATEGORY_NAME_MAX}자로 입력해 주세요.`;
export const CATEGORY_NAME_TAKEN_MESSAGE = '같은 자리에 이름이 같은 카테고리가 있어요. 다른 이름을 입력해 주세요.';
export const CATEGORY_PARENT_MESSAGE = '하위 카테고리는 대분류 아래에만 만들 수 있어요. 대분류를 골라 주세요.';
export const CATEGORY_HAS_PRODUCTS_MESSAGE = '상품이 달린 카테고리는 지울 수 없어요. 숨김으로 바꿔 주세요.';
export const CATEGORY_HAS_CHILDREN_MESSAGE = '하위 카테고리가 있는 카테고리는 지울 수 없어요. 하위 카테고리를 먼저 정리해 주세요.';
export const CATEGORY_PROMOTED_MESSAGE = '홈 추천 카테고리로 쓰이고 있어요. 홈 추천에서 먼저 빼 주세요.';
export const CATEGORY_MOVE_MESSAGE = '하위 카테고리만 다른 대분류로 옮길 수 있어요. 옮길 대분류를 다시 골라 주세요.';
export const CATEGORY_MOVE_GROUP_MESSAGE = '단체 주문 카테고리와 일반 카테고리 사이로는 옮길 수 없어요.';
export const CATEGORY_ORDER_MESSAGE = '다른 운영진이 카테고리를 바꿨어요. 새로고침한 뒤 다시 순서를 정해 주세요.';
export const PROMOTED_COUNT_MESSAGE = `홈 추천 카테고리는 ${PROMOTED_MAX}개까지 고를 수 있어요.`;
export const PROMOTED_TITLE_MESSAGE = `추천 제목을 1~${PROMOTED_TITLE_MAX}자로 입력해 주세요.`;
export const PROMOTED_DUPLICATE_MESSAGE = '같은 카테고리를 두 번 추천할 수 없어요.';
export const PROMOTED_HIDDEN_MESSAGE = '숨긴 카테고리는 홈에 추천할 수 없어요. 먼저 보이게 바꿔 주세요.';
export const PROMOTED_GROUP_MESSAGE = '단체 주문 카테고리는 홈에 추천할 수 없어요.';

const id = (message: string) => z.number({ error: message }).int({ error: message }).positive({ error: message });
const categoryId = id(CATEGORY_NOT_FOUND_MESSAGE);
const name = z.string({ error: CATEGORY_NAME_MESSAGE }).trim().min(1, { error: CATEGORY_NAME_MESSAGE }).max(CATEGORY_NAME_MAX, { error: CATEGORY_NAME_MESSAGE });
const expectedUpdatedAt = z.union([z.string(), z.date()], { error: '수정 기준 시각이 없어요. 새로고침한 뒤 다시 저장해 주세요.' });

export const createCategoryInput = z.object({
  /** The main category a sub category goes under; null for a new main category. */
  parentId: categoryId.nullish(),
  content: name,
  visible: z.boolean().nullish().transform((value) => value ?? true),
  /** Only for a main category; a sub category takes its main category's. */
  isGroup: z.boolean().nullish().transform((value) => value ?? false),
});
export type CreateCategoryInput = z.output<typeof createCategoryInput>;

export const updateCategoryInput = z.object({
  id: categoryId,
  content: name,
  visible: z.boolean({ error: '보임 여부를 골라 주세요.' }),
  /** A sub category's new main category; absent keeps it where it is. */
  parentId: id(CATEGORY_MOVE_MESSAGE).nullish(),
  expectedUpdatedAt,
});
export type UpdateCategoryInput = z.output<typeof updateCategoryInput>;

export const reorderCategoriesInput = z.object({
  parentId: categoryId.nullish(),
  isGroup: z.boolean().nullish().transform((value) => value ?? false),
  /** Every sibling's id in the new order. */
  ids: z.array(categoryId, { error: CATEGORY_ORDER_MESSAGE }).min(1, { error: CATEGORY_ORDER_MESSAGE }),
});

export const promotedCategoriesInput = z.object({
  categories: z
    .array(
      z.object({
        categoryId,
        title: z.string({ error: PROMOTED_TITLE_MESSAGE }).trim().min(1, { error: PROMOTED_TITLE_MESSAGE }).max(PROMOTED_TITLE_MAX, { error: PROMOTED_TITLE_MESSAGE }),
      }),
    )
    .max(PROMOTED_MAX, { error: PROMOTED_COUNT_MESSAGE }),
  expectedUpdatedAt,
});
export type PromotedCategoriesInput = z.output<typeof promotedCategoriesInput>;

/** The part of a category row the rules read. */
export interface CategoryRow {
  id: number;
  parentId: number | null;
  content: string;
  visible: boolean;
  isGroup: boolean;
  position: number;
}

/** What the rules need to know about the tenant's categories. */
export interface CategoryFacts {
  categories: readonly CategoryRow[];
  /** Category ids the home page promotes. */
  promotedIds: readonly number[];
}

function find(facts: CategoryFacts, categoryId: number): CategoryRow {
  const found = facts.categories.find((category) => category.id === categoryId);
  if (!found) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
  return found;
}

function siblingsOf(facts: CategoryFacts, parentId: number | null, isGroup: boolean): CategoryRow[] {
  return facts.categories
    .filter((category) => category.parentId === parentId && (parentId !== null || category.isGroup === isGroup))
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

function checkNameFree(siblings: readonly CategoryRow[], content: string, exceptId?: number): void {
  const wanted = content.toLowerCase();
  if (siblings.some((sibling) => sibling.id !== exceptId && sibling.content.toLowerCase() === wanted)) {
    throw badUserInput(CATEGORY_NAME_TAKEN_MESSAGE, 'content');
  }
}

/** The new category's row: under a main category (never a sub category), last among its siblings. */
export function planCategoryCreate(facts: CategoryFacts, input: CreateCategoryInput): Omit<CategoryRow, 'id'> {
  const parentId = input.parentId ?? null;
  let isGroup = input.isGroup;
  if (parentId !== null) {
    const parent = facts.categories.find((category) => category.id === parentId);
    if (!parent) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
    if (parent.parentId !== null) throw badUserInput(CATEGORY_PARENT_MESSAGE, 'parentId');
    isGroup = parent.isGroup;
  }
  const siblings = siblingsOf(facts, parentId, isGroup);
  checkNameFree(siblings, input.content);
  const position = siblings.reduce((max, sibling) => Math.max(max, sibling.position + 1), 0);
  return { parentId, content: input.content, visible: input.visible, isGroup, position };
}

/**
 * Renames, hides/shows or moves; a promoted category cannot be hidden (the home page would lose a
 * row). Only a sub category moves, to another main category of the same kind (two levels stay two
 * levels; a group order's sub category stays in the group tree), last among its new siblings.
 * Returns the row and, when it moves, its new parent and position.
 */
export function checkCategoryUpdate(
  facts: CategoryFacts,
  input: UpdateCategoryInput,
): CategoryRow & { move: { parentId: number; position: number } | null } {
  const category = find(facts, input.id);
  const target = input.parentId ?? category.parentId;
  let move: { parentId: number; position: number } | null = null;
  if (target !== category.parentId && target !== null) {
    const parent = facts.categories.find((row) => row.id === target);
    if (category.parentId === null || !parent || parent.parentId !== null) throw badUserInput(CATEGORY_MOVE_MESSAGE, 'parentId');
    if (parent.isGroup !== category.isGroup) throw badUserInput(CATEGORY_MOVE_GROUP_MESSAGE, 'parentId');
    const siblings = siblingsOf(facts, parent.id, parent.isGroup);
    move = { parentId: parent.id, position: siblings.reduce((max, sibling) => Math.max(max, sibling.position + 1), 0) };
  }
  checkNameFree(siblingsOf(facts, move?.parentId ?? category.parentId, category.isGroup), input.content, category.id);
  if (!input.visible && category.visible && facts.promotedIds.includes(category.id)) {
    throw badUserInput(CATEGORY_PROMOTED_MESSAGE, 'visible');
  }
  return { ...category, move };
}

/** A category with products is hidden, never deleted, so that no product silently loses it. */
export function checkCategoryDelete(facts: CategoryFacts & { productCount: number }, categoryId: number): CategoryRow {
  const category = find(facts, categoryId);
  if (facts.categories.some((other) => other.parentId === category.id)) throw invalidState(CATEGORY_HAS_CHILDREN_MESSAGE);
  if (facts.productCount > 0) throw invalidState(CATEGORY_HAS_PRODUCTS_MESSAGE);
  if (facts.promotedIds.includes(category.id)) throw invalidState(CATEGORY_PROMOTED_MESSAGE);
  return category;
}

/**
 * The new positions of one parent's children. The ids must be exactly the siblings as they are
 * now: a category added or removed by someone else meanwhile makes the order stale (CONFLICT).
 */
export function planCategoryOrder(
  facts: CategoryFacts,
  input: { parentId?: number | null; isGroup: boolean; ids: readonly number[] },
): { id: number; position: number }[] {
  const parentId = input.parentId ?? null;
  if (parentId !== null) find(facts, parentId);
  const siblings = siblingsOf(facts, parentId, input.isGroup);
  const current = new Set(siblings.map((sibling) => sibling.id));
  const stale: AppError = conflict(CATEGORY_ORDER_MESSAGE);
  if (input.ids.length !== current.size || new Set(input.ids).size !== input.ids.length) throw stale;
  if (input.ids.some((value) => !current.has(value))) throw stale;
  return input.ids.map((value, position) => ({ id: value, position }));
}

/** Up to four visible, regular (not group) categories of the tenant, each once, each titled. */
export function checkPromotedCategories(facts: CategoryFacts, input: PromotedCategoriesInput): { categoryId: number; title: string }[] {
  const seen = new Set<number>();
  input.categories.forEach((entry, index) => {
    const category = facts.categories.find((row) => row.id === entry.categoryId);
    const field = `categories.${index}.categoryId`;
    if (!category) throw badUserInput(CATEGORY_NOT_FOUND_MESSAGE, field);
    if (seen.has(category.id)) throw badUserInput(PROMOTED_DUPLICATE_MESSAGE, field);
    seen.add(category.id);
    if (category.isGroup) throw badUserInput(PROMOTED_GROUP_MESSAGE, field);
    const parent = category.parentId === null ? null : facts.categories.find((row) => row.id === category.parentId);
    if (!category.visible || parent?.visible === false) throw badUserInput(PROMOTED_HIDDEN_MESSAGE, field);
  });
  return input.categories.map(({ categoryId: value, title }) => ({ categoryId: value, title }));
}

/**
 * docs/product-rules.md#categories: what a student sees of a category. A hidden main category
 * hides its sub categories too; products stay on sale but cannot be found through it.
 */
export function isCategoryShownToStudents(category: Pick<CategoryRow, 'visible'>, parent: Pick<CategoryRow, 'visible'> | null): boolean {
  return category.visible && (parent?.visible ?? true);
}
