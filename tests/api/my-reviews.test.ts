// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderProductStatus, ReviewStatus } from '../../domain/enums';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { startTestApi, type TestApi } from '../support/api';
import { refusal } from '../support/accounts';
import { createMember, createReview as writeReviewRow, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { createReview, DAY_MS, lineOf, reviewedProduct, reviewForm } from './review-writing.fixtures';

const MY_REVIEWS = operationDocument('MyReviews');
const REJECTED_REVIEWS = operationDocument('RejectedReviews');
const REVIEWABLE = operationDocument('ReviewableOrderProducts');

interface ReviewPageData<Key extends string> {
  me: Record<Key, { total: number; items: { id: number; status: string; feedback: string | null; userId: number }[] }>;
}
interface ReviewableData {
  me: { reviewableOrderProducts: { total: number; items: { id: number; status: string; isReviewable: boolean; reviewableUntil: string }[] } };
}

let api: TestApi;
let member: TestMember;
let product: Product;

beforeAll(async () => {
  api = await startTestApi();
  member = await createMember(api.orm.em.fork(), { name: '김한빛' });
  product = await reviewedProduct(api);
});

afterAll(async () => {
  await api?.close();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("the member's own reviews", () => {
  let reader: TestMember;
  const written: { id: number; status: ReviewStatus }[] = [];

  beforeAll(async () => {
    reader = await createMember(api.orm.em.fork(), { name: '이솔빛' });
    const statuses = [ReviewStatus.READY, ReviewStatus.APPLIED, ReviewStatus.REJECT];
    for (let i = 0; i < 12; i += 1) {
      const status = statuses[i % 3]!;
      const review = await writeReviewRow(api.orm.em.fork(), reader.user, product, {
        status,
        feedback: status === ReviewStatus.REJECT ? `사진을 바꿔 주세요 (${i}).` : null,
        createdAt: minutesAgo(100 - i),
      });
      written.push({ id: review.id, status });
    }
    // Someone else's review never shows in the reader's lists.
    await writeReviewRow(api.orm.em.fork(), member.user, product, { status: ReviewStatus.REJECT, feedback: '다른 회원' });
  });

  it('lists every status, newest first, 10 per page with the total', async () => {
    const newestFirst = [...written].reverse().map((review) => review.id);
    const first = await api.gql<ReviewPageData<'reviews'>>(MY_REVIEWS, { page: 1 }, { token: reader.token });
    expect(first.errors).toBeUndefined();
    expect(first.data!.me.reviews.total).toBe(12);
    expect(first.data!.me.reviews.items.map((review) => review.id)).toEqual(newestFirst.slice(0, 10));
    expect(new Set(first.data!.me.reviews.items.map((review) => review.status))).toEqual(new Set(['READY', 'APPLIED', 'REJECT']));
    const second = await api.gql<ReviewPageData<'reviews'>>(MY_REVIEWS, { page: 2 }, { token: reader.token });
    expect(second.data!.me.reviews.items.map((review) => review.id)).toEqual(newestFirst.slice(10));
  });

  it('lists only the rejected ones with their feedback', async () => {
    const result = await api.gql<ReviewPageData<'rejectedReviews'>>(REJECTED_REVIEWS, {}, { token: reader.token });
    expect(result.errors).toBeUndefined();
    const rejected = written.filter((review) => review.status === ReviewStatus.REJECT).reverse();
    expect(result.data!.me.rejectedReviews.total).toBe(rejected.length);
    expect(result.data!.me.rejectedReviews.items.map((review) => review.id)).toEqual(rejected.map((review) => review.id));
    expect(result.data!.me.rejectedReviews.items.every((review) => review.status === 'REJECT' && review.feedback?.startsWith('사진을'))).toBe(true);
  });

  it('refuses a page below 1 as BAD_USER_INPUT', async () => {
    const error = refusal(await api.gql(MY_REVIEWS, { page: 0 }, { token: reader.token }), 'BAD_USER_INPUT');
    expect(error.extensions?.field).toBe('page');
  });
});

describe('reviewableOrderProducts', () => {
  it('lists COMPLETED lines without a review inside their 90 days, most recently completed first', async () => {
    const buyer = await createMember(api.orm.em.fork(), { name: '정다온' });
    const yesterday = await lineOf(api, buyer.user, product, { daysAgo: 1 });
    const lastDay = await lineOf(api, buyer.user, product, { daysAgo: 89.9 });
    await lineOf(api, buyer.user, product, { daysAgo: 90.1 });
    await lineOf(api, buyer.user, product, { status: OrderProductStatus.DELIVERING });
    await lineOf(api, buyer.user, product, { status: OrderProductStatus.CANCELLED });
    await writeReviewRow(api.orm.em.fork(), buyer.user, product, { status: ReviewStatus.READY });
    await lineOf(api, member.user, product);

    const result = await api.gql<ReviewableData>(REVIEWABLE, {}, { token: buyer.token });

    expect(result.errors).toBeUndefined();
    const page = result.data!.me.reviewableOrderProducts;
    expect(page.total).toBe(2);
    expect(page.items.map((line) => line.id)).toEqual([yesterday, lastDay]);
    expect(page.items.every((line) => line.status === 'COMPLETED' && line.isReviewable)).toBe(true);
    const until = new Date(page.items[1]!.reviewableUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(0);
    expect(until - Date.now()).toBeLessThan(DAY_MS);
  });

  it('drops a line once it has been reviewed, and pages 10 at a time', async () => {
    const buyer = await createMember(api.orm.em.fork(), { name: '최하람' });
    const lines: number[] = [];
    for (let i = 0; i < 11; i += 1) lines.push(await lineOf(api, buyer.user, product, { daysAgo: 1 + i }));
    const reviewed = lines[0]!;
    expect((await createReview(api, buyer.token, reviewForm(reviewed))).errors).toBeUndefined();

    const first = await api.gql<ReviewableData>(REVIEWABLE, { page: 1 }, { token: buyer.token });
    const second = await api.gql<ReviewableData>(REVIEWABLE, { page: 2 }, { token: buyer.token });
    expect(first.data!.me.reviewableOrderProducts.total).toBe(10);
    expect(first.data!.me.reviewableOrderProducts.items.map((line) => line.id)).toEqual(lines.slice(1));
    expect(second.data!.me.reviewableOrderProducts.items).toEqual([]);
  });
});
