import { describe, expect, it } from 'vitest';
import { buildStandardCatalogue, CategoryId } from '.';

const NOW = new Date('2026-09-01T00:00:00.000Z');
const catalogue = buildStandardCatalogue(NOW);
const categories = new Map(catalogue.productCategories.map((category) => [category.id, category]));

function unique<T>(values: T[]): boolean {
  return new Set(values).size === values.length;
}

describe('standard scenario', () => {
  it('uses unique ids per collection and unique human keys overall', () => {
    const collections = [
      catalogue.ads, catalogue.countryDialingCodes, catalogue.userTypes, catalogue.pointTypes,
      catalogue.deliveryCompanies, catalogue.productCategories, catalogue.deliveryTemplates,
      catalogue.reviewTypes, catalogue.products, catalogue.members,
    ];
    for (const rows of collections) expect(unique(rows.map((row) => row.id))).toBe(true);
    const children = catalogue.products.flatMap((product) => [
      ...product.productOptionDetails.map((row) => `detail.${row.id}`),
      ...product.productTags.map((row) => `tag.${row.id}`),
      ...product.productCategoryTaggeds.map((row) => `tagged.${row.id}`),
    ]);
    expect(unique(children)).toBe(true);
    expect(unique(collections.flat().map((row) => row.key))).toBe(true);
    expect(unique(catalogue.products.map((product) => product.code))).toBe(true);
  });

  it('promotes the visible top-level categories 75, 71, 72, 74 in that order', () => {
    expect(catalogue.university.promotedCategories.map((promoted) => promoted.categoryId)).toEqual([75, 71, 72, 74]);
    for (const { categoryId } of catalogue.university.promotedCategories) {
      expect(categories.get(categoryId)).toMatchObject({ categoryId: null, visible: true, isGroup: false });
    }
  });

  it('files every product under one main category, one of its sub categories and, for group orders, a group', () => {
    for (const product of catalogue.products) {
      const tagged = product.productCategoryTaggeds.map((row) => categories.get(row.productCategoryId));
      expect(tagged.every(Boolean), product.key).toBe(true);
      const main = tagged.filter((c) => c && c.categoryId === null && !c.isGroup);
      const sub = tagged.filter((c) => c && c.categoryId !== null);
      const groups = tagged.filter((c) => c?.isGroup);
      expect(main, product.key).toHaveLength(1);
      expect(sub.map((c) => c?.categoryId), product.key).toEqual([main[0]?.id]);
      const isGroupOrder = product.productType === 'GROUPORDER';
      expect(groups.length, product.key).toBe(isGroupOrder ? 1 : 0);
      expect(product.productGroupDelivery?.productGroupDeliveryType ?? null, product.key).toBe(isGroupOrder ? 'GROUP' : null);
    }
  });

  it('has one option detail per combination of the option axes, within the axes values', () => {
    for (const product of catalogue.products) {
      const axes = product.productOptions.map((option) => option.value.split(','));
      const expected = axes.length === 0 ? 0 : axes.reduce((n, values) => n * values.length, 1);
      expect(product.productOptionDetails, product.key).toHaveLength(expected);
      for (const detail of product.productOptionDetails) {
        const values = [detail.option0, detail.option1, detail.option2].slice(0, axes.length);
        values.forEach((value, axis) => expect(axes[axis], product.key).toContain(value));
      }
      const combos = product.productOptionDetails.map((d) => [d.option0, d.option1, d.option2].join('/'));
      expect(unique(combos), product.key).toBe(true);
    }
  });

  it('refers only to existing templates and review types, with round prices', () => {
    const templates = new Set(catalogue.deliveryTemplates.map((template) => template.id));
    const reviewTypes = new Set(catalogue.reviewTypes.map((type) => type.id));
    for (const product of catalogue.products) {
      expect(templates.has(product.deliveryTemplateId), product.key).toBe(true);
      if (product.productReviewGroupId !== null) expect(reviewTypes.has(product.productReviewGroupId)).toBe(true);
      expect(product.salePrice, product.key).toBeLessThanOrEqual(product.price);
      expect([product.price % 100, product.salePrice % 100], product.key).toEqual([0, 0]);
      expect(product.image.startsWith('/static/products/'), product.key).toBe(true);
    }
  });

  it('asks for initials and student number on every varsity jacket', () => {
    const varsity = catalogue.products.filter((product) =>
      product.productCategoryTaggeds.some((row) => row.productCategoryId === CategoryId.VARSITY),
    );
    expect(varsity.length).toBeGreaterThanOrEqual(3);
    for (const product of varsity) {
      expect(product.productOptionInputs.map((input) => input.key), product.key).toEqual(['이니셜', '학번']);
    }
  });

  it('places windows relative to the given time', () => {
    const t = NOW.getTime();
    const at = (iso: string | null) => (iso === null ? null : new Date(iso).getTime());
    const kinds = catalogue.products.map((product) => {
      const start = at(product.saleStartedAt);
      const end = at(product.saleEndedAt);
      if (start === null || end === null) return 'open';
      if (end < t) return 'past';
      return start > t ? 'future' : 'current';
    });
    expect(new Set(kinds)).toEqual(new Set(['open', 'past', 'current', 'future']));
    const later = buildStandardCatalogue(new Date(t + 86_400_000)).products[0];
    expect(at(later!.saleStartedAt)! - at(catalogue.products[0]!.saleStartedAt)!).toBe(86_400_000);
  });

  it('keeps a sold-out product for restock notifications and visibility levels above NORMAL', () => {
    expect(catalogue.products.some((product) => product.count === 0)).toBe(true);
    expect(catalogue.products.filter((product) => product.productVisible === 1).length).toBeGreaterThanOrEqual(1);
    expect(catalogue.products.filter((product) => product.productVisible === 3)).toHaveLength(1);
  });
});
