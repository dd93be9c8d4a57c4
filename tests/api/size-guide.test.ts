// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { SIZE_VALUE_COUNT_MESSAGE } from '../../domain/catalog/size-chart';
import { HEIGHT_MESSAGE } from '../../domain/review/review-limits';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { createSecondUniversity } from '../support/tenants';
import { operationDocument } from '../support/catalog-operations';

// The product page's size guide on the real API (docs/decisions/0060): the seeded hoodie (10) has
// nine other students' reviews with builds; a fresh product has neither reviews nor a chart.

const GUIDE = 'query ($id: Int!) { product(id: $id) { sizeChart { measurements rows { size values } } reviewSizes sizeRecommendable } }';
const ADVICE = 'query ($id: Int!, $h: Int!, $w: Int!) { product(id: $id) { sizeRecommendation(height: $h, weight: $w) { size reviewCount similarCount } } }';
const REVIEWS = 'query ($data: ReviewsByProductIdInput!) { reviewsByProductId(data: $data) { total items { id rating pinned images optionText reviewUserSize { size } } } }';
const SET = 'mutation ($data: StaffSetProductSizeChartInput!) { staffSetProductSizeChart(data: $data) { product { id sizeChart { measurements rows { size values } } } } }';

type Guide = { product: { sizeChart: { measurements: string[]; rows: { size: string; values: number[] }[] } | null; reviewSizes: string[]; sizeRecommendable: boolean } };
type Card = { id: number; rating: number; pinned: boolean; images: string[]; optionText: string; reviewUserSize: { size: string | null } | null };

let api: TestApi;
let admin: TestMember;
let shopper: TestMember;
let fresh: Product;
let foreign: Product;
const as = (member: TestMember) => ({ token: member.token });

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  admin = await createMember(em, { authority: AUTHORITY.ADMIN });
  shopper = await createMember(em);
  fresh = await createProduct(em, { name: '사이즈표 없는 맨투맨' });
  foreign = await createProduct(em, { universityId: (await createSecondUniversity(em)).id });
});
afterAll(() => api?.close());

describe('the seeded hoodie', () => {
  it('has a chart, the bought sizes in order and a recommendation for 172 cm / 65 kg', async () => {
    const guide = await api.gql<Guide>(GUIDE, { id: 10 });
    expect(guide.errors).toBeUndefined();
    expect(guide.data!.product.sizeChart?.measurements).toEqual(['총장', '가슴단면', '어깨너비', '소매길이']);
    expect(guide.data!.product.reviewSizes).toEqual(['S', 'M', 'L', 'XL']);
    expect(guide.data!.product.sizeRecommendable).toBe(true);
    const advice = await api.gql<{ product: { sizeRecommendation: unknown } }>(ADVICE, { id: 10, h: 172, w: 65 });
    expect(advice.data!.product.sizeRecommendation).toEqual({ size: 'L', reviewCount: 3, similarCount: 4 });
    const nobody = await api.gql<{ product: { sizeRecommendation: unknown } }>(ADVICE, { id: 10, h: 199, w: 130 });
    expect(nobody.data!.product.sizeRecommendation).toBeNull();
  });

  it('refuses a height outside the review form range in Korean', async () => {
    const { errors } = await api.gql(ADVICE, { id: 10, h: 20, w: 65 });
    expect(errors?.[0]).toMatchObject({ message: HEIGHT_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('filters reviews by the bought size and sorts them', async () => {
    const large = await api.gql<{ reviewsByProductId: { total: number; items: Card[] } }>(REVIEWS, { data: { productId: 10, size: 'L' } });
    expect(large.data!.reviewsByProductId.total).toBe(4);
    expect(large.data!.reviewsByProductId.items.every((card) => card.reviewUserSize?.size === 'L')).toBe(true);

    const low = await api.gql<{ reviewsByProductId: { items: Card[] } }>(REVIEWS, { data: { productId: 10, sort: 'RATING_LOW' } });
    const ratings = low.data!.reviewsByProductId.items.map((card) => card.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));

    const photos = await api.gql<{ reviewsByProductId: { items: Card[] } }>(REVIEWS, { data: { productId: 10, sort: 'PHOTO_FIRST' } });
    const items = photos.data!.reviewsByProductId.items;
    expect(items[0]!.pinned).toBe(true);
    const firstWithout = items.findIndex((card) => card.images.length === 0);
    expect(firstWithout).toBeGreaterThan(1);
    expect(items.slice(firstWithout).every((card) => card.images.length === 0)).toBe(true);
    // Seeded reviews have no order line; their option text is their own.
    expect(items.every((card) => card.optionText.length > 0)).toBe(true);
  });
});

describe('seeded reviews in the staff queue', () => {
  it('list in the 공개 tab without an order line to link to', async () => {
    const { data, errors } = await api.gql<{ staffReviews: { items: { id: number; staffLine: unknown }[] } }>(
      operationDocument('StaffReviews'),
      { data: { status: 'APPLIED', productId: 10 } },
      as(admin),
    );
    expect(errors).toBeUndefined();
    expect(data!.staffReviews.items.length).toBeGreaterThan(0);
    expect(data!.staffReviews.items.every((item) => item.staffLine === null)).toBe(true);
  });
});

describe('staffSetProductSizeChart', () => {
  const chart = { measurements: ['총장', '가슴단면'], rows: [{ size: 'M', values: [70, 56.5] }, { size: 'L', values: [72, 59] }] };

  it('sets, replaces and removes a chart the product page then shows', async () => {
    expect((await api.gql<Guide>(GUIDE, { id: fresh.id })).data!.product.sizeChart).toBeNull();
    const set = await api.gql(SET, { data: { productId: fresh.id, sizeChart: chart } }, as(admin));
    expect(set.errors).toBeUndefined();
    expect((await api.gql<Guide>(GUIDE, { id: fresh.id })).data!.product.sizeChart).toEqual(chart);
    await api.gql(SET, { data: { productId: fresh.id, sizeChart: { ...chart, rows: chart.rows.slice(0, 1) } } }, as(admin));
    expect((await api.gql<Guide>(GUIDE, { id: fresh.id })).data!.product.sizeChart?.rows).toHaveLength(1);
    await api.gql(SET, { data: { productId: fresh.id, sizeChart: null } }, as(admin));
    expect((await api.gql<Guide>(GUIDE, { id: fresh.id })).data!.product.sizeChart).toBeNull();
  });

  it('refuses a row missing a value, naming it, and changes nothing', async () => {
    await api.gql(SET, { data: { productId: fresh.id, sizeChart: chart } }, as(admin));
    const { errors } = await api.gql(SET, { data: { productId: fresh.id, sizeChart: { ...chart, rows: [{ size: 'M', values: [70] }] } } }, as(admin));
    expect(errors?.[0]).toMatchObject({ message: SIZE_VALUE_COUNT_MESSAGE, extensions: { code: 'BAD_USER_INPUT', field: 'sizeChart.rows.0.values' } });
    expect((await api.gql<Guide>(GUIDE, { id: fresh.id })).data!.product.sizeChart).toEqual(chart);
  });

  it('refuses shoppers and another university’s product', async () => {
    const shopperTry = await api.gql(SET, { data: { productId: fresh.id, sizeChart: chart } }, as(shopper));
    expect(shopperTry.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const foreignTry = await api.gql(SET, { data: { productId: foreign.id, sizeChart: chart } }, as(admin));
    expect(foreignTry.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
