// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY, ReviewStatus } from '../../domain/enums';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, createReview, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';

const REVIEWS = operationDocument('ProductReviews');
const REVIEW_TYPE = operationDocument('ReviewType');
// ReviewDetail also asks for OrderProduct fields the order module has not built yet.
const REVIEW = /* GraphQL */ `
  query Review($id: Int!) {
    review(data: { id: $id }) {
      id userId productId status rating note optionText feedback
      user { name }
      product { id name }
      orderProduct { id productName optionText }
    }
  }
`;

interface ReviewCard {
  id: number;
  userId: number;
  rating: number;
  pinned: boolean;
  status: string;
  images: string[];
  optionText: string;
  user: { name: string };
  reviewUserSize: { size: string | null; height: number | null; weight: number | null } | null;
  reviewOptionSelecteds: { reviewOptionId: number; reviewOptionDetailId: number; reviewOption: { content: string }; reviewOptionDetail: { content: string } }[];
  reviewComments: { content: string }[];
}
interface ReviewsData {
  reviewsByProductId: { total: number; items: ReviewCard[] };
}
interface ReviewData {
  review: {
    id: number;
    status: string;
    user: { name: string };
    product: { id: number };
    orderProduct: { id: number; productName: string; optionText: string } | null;
  };
}

let api: TestApi;
let author: TestMember;
let other: TestMember;
let product: Product;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  author = await createMember(em, { name: '김한빛' });
  other = await createMember(em, { name: '박다온' });
  product = await createProduct(em, { name: '리뷰 많은 후드' });
});
afterAll(() => api?.close());

describe('reviewType', () => {
  it('gives the questions and their answers in display order', async () => {
    const { data, errors } = await api.gql<{ reviewType: { id: number; content: string; reviewOptions: { content: string; reviewOptionDetails: { id: number; content: string }[] }[] } }>(
      REVIEW_TYPE,
      { id: 1 },
    );
    expect(errors).toBeUndefined();
    expect(data!.reviewType.content).toBe('의류 리뷰');
    expect(data!.reviewType.reviewOptions.map((o) => o.content)).toEqual(['사이즈는 어떤가요?', '색상은 어떤가요?', '두께감은 어떤가요?']);
    expect(data!.reviewType.reviewOptions[0]!.reviewOptionDetails).toEqual([
      { id: 11, content: '작아요' },
      { id: 12, content: '딱 맞아요' },
      { id: 13, content: '커요' },
    ]);
  });

  it('answers NOT_FOUND in Korean for an unknown review type', async () => {
    const { data, errors } = await api.gql(REVIEW_TYPE, { id: 9999 });
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: '리뷰 질문 유형을 찾을 수 없어요.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('reviewsByProductId', () => {
  it('lists APPLIED reviews only, pinned first then newest, with the author masked', async () => {
    const em = api.orm.em.fork();
    const old = await createReview(em, author.user, product, { createdAt: ago(50), rating: 3 });
    const pinnedOld = await createReview(em, other.user, product, { createdAt: ago(40), pinned: true });
    const newest = await createReview(em, author.user, product, {
      createdAt: ago(10),
      images: ['/uploads/reviews/a.png'],
      size: { size: 'L', height: 172 },
      answers: [
        [1, 12],
        [2, 22],
      ],
      comments: ['소중한 후기 감사합니다!'],
      optionText: '블랙 / L',
    });
    await createReview(em, author.user, product, { createdAt: ago(5), status: ReviewStatus.READY });
    await createReview(em, other.user, product, { createdAt: ago(4), status: ReviewStatus.REJECT, feedback: '사진이 상품과 달라요.' });

    const { data, errors } = await api.gql<ReviewsData>(REVIEWS, { data: { productId: product.id } });
    expect(errors).toBeUndefined();
    const page = data!.reviewsByProductId;
    expect(page.total).toBe(3);
    expect(page.items.map((r) => r.id)).toEqual([pinnedOld.id, newest.id, old.id]);
    expect(page.items.every((r) => r.status === 'APPLIED')).toBe(true);
    expect(page.items.map((r) => r.user.name)).toEqual(['박*온', '김*빛', '김*빛']);
    expect(page.items[1]).toMatchObject({
      userId: author.user.id,
      images: ['/uploads/reviews/a.png'],
      optionText: '블랙 / L',
      reviewUserSize: { size: 'L', height: 172, weight: null },
      reviewOptionSelecteds: [
        { reviewOptionId: 1, reviewOptionDetailId: 12, reviewOption: { content: '사이즈는 어떤가요?' }, reviewOptionDetail: { content: '딱 맞아요' } },
        { reviewOptionId: 2, reviewOptionDetailId: 22, reviewOption: { content: '색상은 어떤가요?' }, reviewOptionDetail: { content: '화면과 같아요' } },
      ],
      reviewComments: [{ content: '소중한 후기 감사합니다!' }],
    });
    expect(page.items[2]).toMatchObject({ reviewUserSize: null, reviewOptionSelecteds: [], reviewComments: [] });
  });

  it('pages by 10 from page 1, and filters to reviews with photos', async () => {
    const em = api.orm.em.fork();
    const busy = await createProduct(em, { name: '후기 12개 상품' });
    for (let n = 0; n < 12; n += 1) {
      await createReview(em, other.user, busy, { createdAt: ago(100 - n), images: n % 3 === 0 ? ['/uploads/x.png'] : [] });
    }
    const first = await api.gql<ReviewsData>(REVIEWS, { data: { productId: busy.id } });
    const second = await api.gql<ReviewsData>(REVIEWS, { data: { productId: busy.id, page: 2 } });
    const third = await api.gql<ReviewsData>(REVIEWS, { data: { productId: busy.id, page: 3 } });
    const photos = await api.gql<ReviewsData>(REVIEWS, { data: { productId: busy.id, photoOnly: true } });
    expect(first.data!.reviewsByProductId.items).toHaveLength(10);
    expect(second.data!.reviewsByProductId.items).toHaveLength(2);
    expect(third.data!.reviewsByProductId).toEqual({ total: 12, items: [] });
    const ids = [...first.data!.reviewsByProductId.items, ...second.data!.reviewsByProductId.items].map((r) => r.id);
    expect(new Set(ids).size).toBe(12);
    expect(photos.data!.reviewsByProductId.total).toBe(4);
    expect(photos.data!.reviewsByProductId.items.every((r) => r.images.length > 0)).toBe(true);
  });

  it('answers NOT_FOUND for the reviews of a product the viewer may not see', async () => {
    const em = api.orm.em.fork();
    const hidden = await createProduct(em, { productVisible: AUTHORITY.HIDDEN });
    await createReview(em, author.user, hidden);
    const { data, errors } = await api.gql<ReviewsData>(REVIEWS, { data: { productId: hidden.id } });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(errors?.[0]?.message).toMatch(/상품을 찾을 수 없어요/);
  });

  it.each([0, -1])('refuses page %i in Korean', async (page) => {
    const { errors } = await api.gql<ReviewsData>(REVIEWS, { data: { productId: product.id, page } });
    expect(errors?.[0]).toMatchObject({
      message: '페이지 번호는 1 이상의 정수로 입력해 주세요.',
      extensions: { code: 'BAD_USER_INPUT', field: 'page' },
    });
  });
});

describe('review', () => {
  it('shows an APPLIED review to anyone, without the order line', async () => {
    const review = await createReview(api.orm.em.fork(), author.user, product);
    const { data, errors } = await api.gql<ReviewData>(REVIEW, { id: review.id });
    expect(errors).toBeUndefined();
    expect(data!.review).toMatchObject({ id: review.id, status: 'APPLIED', user: { name: '김*빛' }, orderProduct: null });
  });

  it.each([ReviewStatus.READY, ReviewStatus.REJECT])('shows the author their own %s review with its order line', async (status) => {
    const review = await createReview(api.orm.em.fork(), author.user, product, { status, optionText: '네이비 / M' });
    const { data, errors } = await api.gql<ReviewData>(REVIEW, { id: review.id }, { token: author.token });
    expect(errors).toBeUndefined();
    expect(data!.review).toMatchObject({
      status,
      product: { id: product.id },
      orderProduct: { productName: product.name, optionText: '네이비 / M' },
    });
  });

  it.each([
    ['a READY review to another member', ReviewStatus.READY, 'other', AUTHORITY.NORMAL],
    ['a REJECT review to an anonymous visitor', ReviewStatus.REJECT, null, AUTHORITY.NORMAL],
    ['an APPLIED review of a hidden product to an anonymous visitor', ReviewStatus.APPLIED, null, AUTHORITY.HIDDEN],
  ] as const)('answers NOT_FOUND in Korean for %s', async (_what, status, viewer, productVisible) => {
    const em = api.orm.em.fork();
    const reviewed = productVisible === AUTHORITY.NORMAL ? product : await createProduct(em, { productVisible });
    const review = await createReview(em, author.user, reviewed, { status });
    const { data, errors } = await api.gql<ReviewData>(REVIEW, { id: review.id }, { token: viewer ? other.token : undefined });
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: '리뷰를 찾을 수 없어요. 삭제되었거나 아직 공개되지 않은 리뷰일 수 있어요.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
