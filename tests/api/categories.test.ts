// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../backend/src/modules/account/user.entity';
import { createSession } from '../../backend/src/modules/account/session.service';
import { startTestApi, type TestApi } from '../support/api';

interface Category {
  id: number;
  content: string;
  categoryId: number | null;
  universityId: number;
  visible: boolean;
  isGroup: boolean;
  category: { id: number } | null;
  categories: Array<{ id: number; categoryId: number | null; visible: boolean }>;
}

const CATEGORIES = /* GraphQL */ `
  query Categories($data: ProductCategoriesInput) {
    productCategories(data: $data) {
      id content categoryId universityId visible isGroup
      category { id }
      categories { id categoryId visible }
    }
  }
`;

let api: TestApi;
let adminToken: string;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  const admin = await em.findOneOrFail(User, { email: 'admin@hanbit.ac.kr' });
  adminToken = (await createSession(em, admin.id)).token;
});
afterAll(() => api?.close());

describe('productCategories', () => {
  it('lists the visible main categories with their visible sub categories', async () => {
    const { data, errors } = await api.gql<{ productCategories: Category[] }>(CATEGORIES);
    expect(errors).toBeUndefined();
    const roots = data!.productCategories;
    expect(roots.map((c) => c.id)).toEqual(expect.arrayContaining([75, 71, 72, 74]));
    for (const root of roots) {
      expect(root).toMatchObject({ categoryId: null, category: null, universityId: 1, visible: true, isGroup: false });
      expect(root.categories.length).toBeGreaterThan(0);
      for (const child of root.categories) expect(child).toMatchObject({ categoryId: root.id, visible: true });
    }
  });

  it('lists only group-product categories when asked for them', async () => {
    const { data } = await api.gql<{ productCategories: Category[] }>(CATEGORIES, { data: { isGroup: true } });
    expect(data!.productCategories.length).toBeGreaterThan(0);
    expect(data!.productCategories.every((c) => c.isGroup)).toBe(true);
  });

  it('hides hidden categories from members but shows them to staff', async () => {
    const anonymous = await api.gql<{ productCategories: Category[] }>(CATEGORIES);
    const staff = await api.gql<{ productCategories: Category[] }>(CATEGORIES, {}, { token: adminToken });
    const hiddenForStaff = staff.data!.productCategories.filter((c) => !c.visible);
    expect(hiddenForStaff.length).toBeGreaterThan(0);
    const anonymousIds = new Set(anonymous.data!.productCategories.map((c) => c.id));
    for (const hidden of hiddenForStaff) expect(anonymousIds.has(hidden.id)).toBe(false);
  });
});

describe('university.promotedCategories', () => {
  it('gives the four promoted categories in order, each with its category and sub categories', async () => {
    const { data, errors } = await api.gql<{
      university: { promotedCategories: Array<{ categoryId: number; title: string; category: Category | null }> };
    }>(`{ university { promotedCategories { categoryId title category { id content categories { id categoryId } } } } }`);
    expect(errors).toBeUndefined();
    const promoted = data!.university.promotedCategories;
    expect(promoted.map((p) => p.categoryId)).toEqual([75, 71, 72, 74]);
    for (const p of promoted) {
      expect(p.title.length).toBeGreaterThan(0);
      expect(p.category?.id).toBe(p.categoryId);
      expect(p.category!.categories.every((c) => c.categoryId === p.categoryId)).toBe(true);
    }
  });
});
