// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderProductStatus } from '../../domain/enums';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import type { TestApi } from '../support/api';
import { refusal } from '../support/accounts';
import type { TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import {
  APPAREL_ANSWERS,
  createReview,
  lineOf,
  reviewedProduct,
  reviewForm,
  reviewTables,
  startReviewWriting,
  storedReview,
  uploadedPhoto,
} from './review-writing.fixtures';

let api: TestApi;
let member: TestMember;
let other: TestMember;
let product: Product;
let plainProduct: Product;

beforeAll(async () => {
  ({ api, member, other, product } = await startReviewWriting());
  plainProduct = await reviewedProduct(api, false);
});

afterAll(async () => {
  await api?.close();
});

const PRODUCT_FIGURES = /* GraphQL */ `
  query ($id: Int!, $data: ReviewsByProductIdInput!) {
    product(id: $id) { id reviewCount reviewAverage }
    reviewsByProductId(data: $data) { total }
  }
`;

describe('createReview', () => {
  it('writes a READY review with photos, size and answers that the public does not see yet', async () => {
    const lineId = await lineOf(api, member.user, product);
    const photos = [await uploadedPhoto(api, member.token), await uploadedPhoto(api, member.token)];
    const before = await api.gql(PRODUCT_FIGURES, { id: product.id, data: { productId: product.id } });
    expect(before.errors).toBeUndefined();

    const result = await createReview(
      api,
      member.token,
      reviewForm(lineId, { rating: 4, note: '  따뜻하고 핏이 예뻐요. 다만 소매가 조금 길어요.  ', images: photos, size: ' L ', height: 172, weight: 64 }),
    );

    expect(result.errors).toBeUndefined();
    const review = result.data!.createReview;
    expect(review).toMatchObject({
      userId: member.user.id,
      productId: product.id,
      status: 'READY',
      rating: 4,
      note: '따뜻하고 핏이 예뻐요. 다만 소매가 조금 길어요.',
      images: photos,
      feedback: null,
      pinned: false,
      reviewUserSize: { size: 'L', height: 172, weight: 64 },
      orderProduct: { id: lineId },
    });
    expect(review.reviewOptionSelecteds.map(({ reviewOptionId, reviewOptionDetailId }) => ({ reviewOptionId, reviewOptionDetailId }))).toEqual(
      APPAREL_ANSWERS,
    );
    expect(await reviewTables(api, member.user.id)).toMatchObject({ reviews: 1, sizes: 1, answers: 3, points: 0 });
    refusal(await api.gql('query ($id: Int!) { review(data: { id: $id }) { id } }', { id: review.id }, { token: other.token }), 'NOT_FOUND');
    // Staff have not applied it: the product page and its figures are unchanged.
    expect(await api.gql(PRODUCT_FIGURES, { id: product.id, data: { productId: product.id } })).toMatchObject({ data: before.data });
  });

  it('takes a text-only review of a product without questions, with no size row', async () => {
    const lineId = await lineOf(api, member.user, plainProduct, { daysAgo: 89 });
    const result = await createReview(api, member.token, reviewForm(lineId, { answers: [], size: '', height: null }));
    expect(result.errors).toBeUndefined();
    const stored = await storedReview(api, result.data!.createReview.id);
    expect(stored.images).toEqual([]);
    expect(stored.reviewUserSize ?? null).toBeNull();
    expect(stored.reviewOptionSelecteds.count()).toBe(0);
  });

  it.each<[string, string, Record<string, unknown>, RegExp]>([
    ['a rating of 0', 'rating', { rating: 0 }, /별점/],
    ['a rating of 6', 'rating', { rating: 6 }, /별점/],
    ['a note under 10 characters once trimmed', 'note', { note: '  너무 좋아요!  ' }, /10자 이상/],
    ['a note over 1,000 characters', 'note', { note: '가'.repeat(1001) }, /1,000자/],
    ['a size over 20 characters', 'size', { size: 'L'.repeat(21) }, /사이즈는 20자/],
    ['a height under 100 cm', 'height', { height: 99 }, /키는 100~250cm/],
    ['a height over 250 cm', 'height', { height: 251 }, /키는 100~250cm/],
    ['a weight under 20 kg', 'weight', { weight: 19 }, /몸무게는 20~300kg/],
    ['a weight over 300 kg', 'weight', { weight: 301 }, /몸무게는 20~300kg/],
    ['a question left unanswered', 'answers', { answers: APPAREL_ANSWERS.slice(0, 2) }, /'두께감은 어떤가요\?' 질문에 답해/],
    ['an answer of another question', 'answers', { answers: [...APPAREL_ANSWERS.slice(0, 2), { reviewOptionId: 3, reviewOptionDetailId: 11 }] }, /'두께감은 어떤가요\?' 질문의 답을 다시/],
    ['two answers to one question', 'answers', { answers: [...APPAREL_ANSWERS, { reviewOptionId: 1, reviewOptionDetailId: 13 }] }, /하나씩만/],
    ['an answer to a question the product does not ask', 'answers', { answers: [...APPAREL_ANSWERS, { reviewOptionId: 4, reviewOptionDetailId: 41 }] }, /없는 질문/],
  ])('refuses %s as BAD_USER_INPUT on %s in Korean, writing nothing', async (_case, field, overrides, message) => {
    const lineId = await lineOf(api, member.user, product);
    const before = await reviewTables(api, member.user.id);
    const error = refusal(await createReview(api, member.token, reviewForm(lineId, overrides)), 'BAD_USER_INPUT');
    expect(error.message).toMatch(message);
    expect(String(error.extensions?.field)).toMatch(new RegExp(`^${field}`));
    expect(await reviewTables(api, member.user.id)).toEqual(before);
  });

  it('refuses answers for a product that asks no questions', async () => {
    const lineId = await lineOf(api, member.user, plainProduct);
    const error = refusal(await createReview(api, member.token, reviewForm(lineId)), 'BAD_USER_INPUT');
    expect(error.message).toMatch(/답할 질문이 없어요/);
  });

  it('refuses a sixth photo', async () => {
    const lineId = await lineOf(api, member.user, product);
    const photos = await Promise.all(Array.from({ length: 6 }, () => uploadedPhoto(api, member.token)));
    const before = await reviewTables(api, member.user.id);
    const error = refusal(await createReview(api, member.token, reviewForm(lineId, { images: photos })), 'BAD_USER_INPUT');
    expect(error).toMatchObject({ message: expect.stringMatching(/5장까지/), extensions: { field: 'images' } });
    expect(await reviewTables(api, member.user.id)).toEqual(before);
  });

  it("refuses another member's photo and an address that is not one of our uploads", async () => {
    const lineId = await lineOf(api, member.user, product);
    const theirs = await uploadedPhoto(api, other.token);
    const before = await reviewTables(api, member.user.id);
    for (const images of [[theirs], ['https://example.com/cat.png']]) {
      const error = refusal(await createReview(api, member.token, reviewForm(lineId, { images })), 'BAD_USER_INPUT');
      expect(error).toMatchObject({ message: expect.stringMatching(/직접 올린 사진만/), extensions: { field: 'images' } });
    }
    expect(await reviewTables(api, member.user.id)).toEqual(before);
  });

  it("answers NOT_FOUND for another member's line and for a line that does not exist", async () => {
    const theirLine = await lineOf(api, other.user, product);
    const before = await reviewTables(api, member.user.id);
    for (const lineId of [theirLine, 987_654]) {
      const error = refusal(await createReview(api, member.token, reviewForm(lineId)), 'NOT_FOUND');
      expect(error.message).toMatch(/주문 상품을 찾을 수 없어요/);
    }
    expect(await reviewTables(api, member.user.id)).toEqual(before);
    expect(await reviewTables(api, other.user.id)).toMatchObject({ reviews: 0 });
  });

  it('refuses a line that is not delivered yet and one whose 90 days are over, as INVALID_STATE', async () => {
    const delivering = await lineOf(api, member.user, product, { status: OrderProductStatus.DELIVERING });
    const late = await lineOf(api, member.user, product, { daysAgo: 91 });
    const before = await reviewTables(api, member.user.id);
    expect(refusal(await createReview(api, member.token, reviewForm(delivering)), 'INVALID_STATE').message).toMatch(/배송이 완료된 상품만/);
    expect(refusal(await createReview(api, member.token, reviewForm(late)), 'INVALID_STATE').message).toMatch(/90일/);
    expect(await reviewTables(api, member.user.id)).toEqual(before);
  });

  it('refuses a second review of the same line, keeping the first as it was', async () => {
    const lineId = await lineOf(api, member.user, product);
    const first = await createReview(api, member.token, reviewForm(lineId));
    expect(first.errors).toBeUndefined();
    const error = refusal(await createReview(api, member.token, reviewForm(lineId, { rating: 1, note: '두 번째로 쓰는 리뷰예요.' })), 'INVALID_STATE');
    expect(error.message).toMatch(/이미 리뷰를 작성한 상품/);
    expect((await storedReview(api, first.data!.createReview.id)).rating).toBe(5);
  });

  it('keeps exactly one review when the same line is submitted twice at once', async () => {
    const lineId = await lineOf(api, member.user, product);
    const before = await reviewTables(api, member.user.id);
    const results = await Promise.all([1, 2, 3].map(() => createReview(api, member.token, reviewForm(lineId))));
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    for (const result of results.filter((candidate) => candidate.errors)) refusal(result, 'INVALID_STATE');
    expect(await reviewTables(api, member.user.id)).toMatchObject({ reviews: before!.reviews + 1, answers: before!.answers + 3 });
  });

  it('asks an anonymous visitor to log in', async () => {
    const lineId = await lineOf(api, member.user, product);
    refusal(await api.gql(operationDocument('CreateReview'), { data: reviewForm(lineId) }), 'UNAUTHENTICATED');
  });
});
