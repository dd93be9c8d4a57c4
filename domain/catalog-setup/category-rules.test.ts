import { describe, expect, it } from 'vitest';
import { parseInput } from '../errors/input';
import {
  CATEGORY_HAS_CHILDREN_MESSAGE,
  CATEGORY_HAS_PRODUCTS_MESSAGE,
  CATEGORY_MOVE_GROUP_MESSAGE,
  CATEGORY_MOVE_MESSAGE,
  CATEGORY_NAME_TAKEN_MESSAGE,
  CATEGORY_PARENT_MESSAGE,
  CATEGORY_PROMOTED_MESSAGE,
  checkCategoryDelete,
  checkCategoryUpdate,
  checkPromotedCategories,
  createCategoryInput,
  isCategoryShownToStudents,
  planCategoryCreate,
  planCategoryOrder,
  PROMOTED_COUNT_MESSAGE,
  PROMOTED_DUPLICATE_MESSAGE,
  PROMOTED_GROUP_MESSAGE,
  PROMOTED_HIDDEN_MESSAGE,
  promotedCategoriesInput,
  type CategoryFacts,
  type CategoryRow,
} from './category-rules';

const row = (id: number, parentId: number | null, content: string, position: number, extra: Partial<CategoryRow> = {}): CategoryRow => ({
  id,
  parentId,
  content,
  visible: true,
  isGroup: false,
  position,
  ...extra,
});

const facts: CategoryFacts = {
  categories: [
    row(1, null, '아우터', 0),
    row(2, null, '상의', 1),
    row(3, 1, '과잠', 0),
    row(4, 1, '코치', 1),
    row(5, null, '숨김', 2, { visible: false }),
    row(6, 5, '보관', 0),
    row(7, null, '경영학과', 0, { isGroup: true }),
  ],
  promotedIds: [1],
};

const version = '2026-11-27T00:00:00.000Z';
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as { message: string; extensions: { code: string; field?: string } };
  }
  throw new Error('expected a refusal');
};

describe('planCategoryCreate', () => {
  it('puts a sub category last under its main category and gives it the main category\'s part', () => {
    expect(planCategoryCreate(facts, parseInput(createCategoryInput, { parentId: 7, content: '신입생' }))).toEqual({
      parentId: 7,
      content: '신입생',
      visible: true,
      isGroup: true,
      position: 0,
    });
    expect(planCategoryCreate(facts, parseInput(createCategoryInput, { parentId: 1, content: '패딩' })).position).toBe(2);
  });

  it('refuses a sub category under a sub category and a name its siblings already use', () => {
    expect(refusal(() => planCategoryCreate(facts, parseInput(createCategoryInput, { parentId: 3, content: 'x' })))).toMatchObject({
      message: CATEGORY_PARENT_MESSAGE,
      extensions: { code: 'BAD_USER_INPUT', field: 'parentId' },
    });
    expect(refusal(() => planCategoryCreate(facts, parseInput(createCategoryInput, { parentId: 1, content: ' 과잠 ' })))).toMatchObject({
      message: CATEGORY_NAME_TAKEN_MESSAGE,
    });
    // The same name under another parent is fine.
    expect(planCategoryCreate(facts, parseInput(createCategoryInput, { parentId: 2, content: '과잠' })).parentId).toBe(2);
  });

  it('refuses a blank or too long name', () => {
    expect(refusal(() => parseInput(createCategoryInput, { content: '   ' })).extensions.field).toBe('content');
    expect(refusal(() => parseInput(createCategoryInput, { content: 'ㄱ'.repeat(21) })).extensions.field).toBe('content');
  });
});

describe('hiding and deleting', () => {
  it('refuses to hide a promoted category but hides others, with or without products', () => {
    expect(refusal(() => checkCategoryUpdate(facts, { id: 1, content: '아우터', visible: false, expectedUpdatedAt: version })).message).toBe(
      CATEGORY_PROMOTED_MESSAGE,
    );
    expect(checkCategoryUpdate(facts, { id: 2, content: '상의', visible: false, expectedUpdatedAt: version }).id).toBe(2);
  });

  it('deletes only an empty, unpromoted category without sub categories', () => {
    expect(refusal(() => checkCategoryDelete({ ...facts, productCount: 0 }, 5)).message).toBe(CATEGORY_HAS_CHILDREN_MESSAGE);
    expect(refusal(() => checkCategoryDelete({ ...facts, productCount: 3 }, 4))).toMatchObject({
      message: CATEGORY_HAS_PRODUCTS_MESSAGE,
      extensions: { code: 'INVALID_STATE' },
    });
    expect(checkCategoryDelete({ ...facts, productCount: 0 }, 4).id).toBe(4);
    expect(refusal(() => checkCategoryDelete({ ...facts, productCount: 0 }, 99)).extensions.code).toBe('NOT_FOUND');
  });

  it('a hidden main category hides its sub categories from students', () => {
    expect(isCategoryShownToStudents(row(6, 5, '보관', 0), row(5, null, '숨김', 0, { visible: false }))).toBe(false);
    expect(isCategoryShownToStudents(row(3, 1, '과잠', 0), row(1, null, '아우터', 0))).toBe(true);
    expect(isCategoryShownToStudents(row(5, null, '숨김', 0, { visible: false }), null)).toBe(false);
  });
});

describe('moving a category', () => {
  it('moves a sub category last under another main category of the same kind', () => {
    expect(checkCategoryUpdate(facts, { id: 3, content: '과잠', visible: true, parentId: 2, expectedUpdatedAt: version }).move).toEqual({ parentId: 2, position: 0 });
    expect(checkCategoryUpdate(facts, { id: 3, content: '과잠', visible: true, parentId: 5, expectedUpdatedAt: version }).move).toEqual({ parentId: 5, position: 1 });
    expect(checkCategoryUpdate(facts, { id: 3, content: '과잠', visible: true, parentId: 1, expectedUpdatedAt: version }).move).toBeNull();
    expect(checkCategoryUpdate(facts, { id: 3, content: '과잠', visible: true, expectedUpdatedAt: version }).move).toBeNull();
  });

  it('keeps two levels and the group tree apart, and checks the name among the new siblings', () => {
    const move = (id: number, parentId: number, content: string) => refusal(() => checkCategoryUpdate(facts, { id, content, visible: true, parentId, expectedUpdatedAt: version }));
    expect(move(2, 1, '상의')).toMatchObject({ message: CATEGORY_MOVE_MESSAGE, extensions: { field: 'parentId' } });
    expect(move(3, 4, '과잠').message).toBe(CATEGORY_MOVE_MESSAGE);
    expect(move(3, 7, '과잠').message).toBe(CATEGORY_MOVE_GROUP_MESSAGE);
    expect(move(4, 5, '보관').message).toBe(CATEGORY_NAME_TAKEN_MESSAGE);
  });
});

describe('planCategoryOrder', () => {
  it('numbers the siblings in the order given', () => {
    expect(planCategoryOrder(facts, { parentId: 1, isGroup: false, ids: [4, 3] })).toEqual([
      { id: 4, position: 0 },
      { id: 3, position: 1 },
    ]);
    expect(planCategoryOrder(facts, { parentId: null, isGroup: false, ids: [5, 1, 2] }).map((entry) => entry.id)).toEqual([5, 1, 2]);
  });

  it('refuses an order that misses, repeats or adds a sibling (someone changed them meanwhile)', () => {
    for (const ids of [[3], [3, 3], [3, 4, 6], [3, 7]]) {
      expect(refusal(() => planCategoryOrder(facts, { parentId: 1, isGroup: false, ids })).extensions.code).toBe('CONFLICT');
    }
  });
});

describe('checkPromotedCategories', () => {
  const parse = (categories: { categoryId: number; title: string }[]) =>
    parseInput(promotedCategoriesInput, { categories, expectedUpdatedAt: version });

  it('takes up to four visible regular categories, each with a trimmed title', () => {
    expect(checkPromotedCategories(facts, parse([{ categoryId: 3, title: ' 과잠 모음 ' }, { categoryId: 2, title: '상의' }]))).toEqual([
      { categoryId: 3, title: '과잠 모음' },
      { categoryId: 2, title: '상의' },
    ]);
    expect(checkPromotedCategories(facts, parse([]))).toEqual([]);
  });

  it('refuses a fifth, a repeat, a hidden one (or one under a hidden main) and a group category', () => {
    const five = [1, 2, 3, 4, 1].map((categoryId) => ({ categoryId, title: 't' }));
    expect(refusal(() => parse(five)).message).toBe(PROMOTED_COUNT_MESSAGE);
    expect(refusal(() => checkPromotedCategories(facts, parse([{ categoryId: 1, title: 'a' }, { categoryId: 1, title: 'b' }])))).toMatchObject({
      message: PROMOTED_DUPLICATE_MESSAGE,
      extensions: { field: 'categories.1.categoryId' },
    });
    expect(refusal(() => checkPromotedCategories(facts, parse([{ categoryId: 6, title: 'a' }]))).message).toBe(PROMOTED_HIDDEN_MESSAGE);
    expect(refusal(() => checkPromotedCategories(facts, parse([{ categoryId: 7, title: 'a' }]))).message).toBe(PROMOTED_GROUP_MESSAGE);
    expect(refusal(() => parse([{ categoryId: 1, title: '  ' }])).extensions.field).toBe('categories.0.title');
  });
});
