// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY, ReviewStatus } from '../../domain/enums';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import type { Review } from '../../backend/src/modules/review/review.entity';
import { refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, createReview, type ReviewFixture, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';

const PENDING = operationDocument('StaffPendingReviews');
const MODERATE = operationDocument('StaffModerateReview');
const ANSWER = operationDocument('StaffAnswerReview');
const FIGURES = 'query ($id: Int!) { product(id: $id) { id reviewCount reviewAverage } }';

interface Moderated {
  id: number;
  status: string;
  pinned: boolean;
  feedback: string | null;
}

let api: TestApi;
let staff: TestMember;
let author: TestMember;
let product: Product;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  staff = await createMember(em, { authority: AUTHORITY.ADMIN, name: '김운영' });
  author = await createMember(em);
  product = await createProduct(em);
});

afterAll(async () => {
  await api?.close();
});

function pendingReview(fixture: ReviewFixture = {}, on: Product = product): Promise<Review> {
  return createReview(api.orm.em.fork(), author.user, on, { status: ReviewStatus.READY, ...fixture });
}

function moderate(data: Record<string, unknown>, token: string | null = staff.token) {
  return api.gql<{ staffModerateReview: Moderated }>(MODERATE, { data }, token ? { token } : {});
}

function answer(data: Record<string, unknown>, token: string | null = staff.token) {
  return api.gql<{ staffAnswerReview: { id: number; reviewComments: { content: string }[] } }>(
    ANSWER,
    { data },
    token ? { token } : {},
  );
}

async function reviewRow(id: number) {
  const [row] = await sql<{ status: string; pinned: boolean; feedback: string | null }>(
    api,
    'select status, pinned, feedback from review where id = ?',
    [id],
  );
  return row!;
}

async function reviewPoints(id: number) {
  return sql<{ status: string; value: number; user_id: number }>(
    api,
    'select status, value, user_id from point where review_id = ? order by id',
    [id],
  );
}

describe('staffPendingReviews', () => {
  it('lists the reviews waiting for a decision, oldest first, with the total', async () => {
    const older = await pendingReview({ createdAt: new Date('2020-03-01T00:00:00Z') });
    const newer = await pendingReview({ createdAt: new Date('2020-03-02T00:00:00Z') });
    await createReview(api.orm.em.fork(), author.user, product, { status: ReviewStatus.APPLIED });
    const result = await api.gql<{ staffPendingReviews: { total: number; items: { id: number; status: string; product: { id: number } }[] } }>(
      PENDING,
      {},
      { token: staff.token },
    );
    expect(result.errors).toBeUndefined();
    const page = result.data!.staffPendingReviews;
    expect(page.items.every((review) => review.status === 'READY')).toBe(true);
    expect(page.items.slice(0, 2).map((review) => review.id)).toEqual([older.id, newer.id]);
    const [{ n }] = (await sql<{ n: string }>(api, "select count(*) as n from review where status = 'READY'")) as [{ n: string }];
    expect(page.total).toBe(Number(n));
  });
});

describe('staffModerateReview', () => {
  it('applies a text review once: 300 points to its author, the product page counts it, pinning later grants nothing more', async () => {
    const shown = await createProduct(api.orm.em.fork());
    const review = await pendingReview({ rating: 4 }, shown);
    const before = await api.gql<{ product: { reviewCount: number } }>(FIGURES, { id: shown.id });
    expect(before.data!.product.reviewCount).toBe(0);

    const applied = await moderate({ reviewId: review.id, status: 'APPLIED' });
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.staffModerateReview).toMatchObject({ status: 'APPLIED', pinned: false, feedback: null });
    expect(await reviewPoints(review.id)).toEqual([{ status: 'GAIN', value: 300, user_id: author.user.id }]);
    const after = await api.gql<{ product: { reviewCount: number; reviewAverage: number } }>(FIGURES, { id: shown.id });
    expect(after.data!.product).toMatchObject({ reviewCount: 1, reviewAverage: 4 });

    const pinned = await moderate({ reviewId: review.id, status: 'APPLIED', pinned: true });
    expect(pinned.data!.staffModerateReview).toMatchObject({ status: 'APPLIED', pinned: true });
    expect(await reviewPoints(review.id)).toHaveLength(1);
  });

  it('gives 500 points for a photo review', async () => {
    const review = await pendingReview({ images: ['/uploads/reviews/jacket.jpg'] });
    expect((await moderate({ reviewId: review.id, status: 'APPLIED' })).errors).toBeUndefined();
    expect(await reviewPoints(review.id)).toEqual([{ status: 'GAIN', value: 500, user_id: author.user.id }]);
  });

  it('grants the points once when two staff apply the same review at the same moment', async () => {
    const review = await pendingReview();
    const results = await Promise.all([1, 2].map(() => moderate({ reviewId: review.id, status: 'APPLIED' })));
    expect(results.every((result) => !result.errors)).toBe(true);
    expect(await reviewPoints(review.id)).toHaveLength(1);
  });

  it('rejects a review with trimmed feedback and no points, unpinning it', async () => {
    const review = await pendingReview({ pinned: true });
    const rejected = await moderate({ reviewId: review.id, status: 'REJECT', feedback: '  사진에 다른 분의 얼굴이 보여요. 가리고 다시 올려 주세요.  ' });
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data!.staffModerateReview).toEqual({
      id: review.id,
      status: 'REJECT',
      pinned: false,
      feedback: '사진에 다른 분의 얼굴이 보여요. 가리고 다시 올려 주세요.',
    });
    expect(await reviewPoints(review.id)).toEqual([]);
  });

  it('refuses a rejection without 2-500 characters of feedback, a pinned rejection and READY, changing nothing', async () => {
    const review = await pendingReview();
    const before = await reviewRow(review.id);
    for (const feedback of [null, ' ', '안', '가'.repeat(501)]) {
      const error = refusal(await moderate({ reviewId: review.id, status: 'REJECT', feedback }), 'BAD_USER_INPUT');
      expect(error.extensions?.field).toBe('feedback');
    }
    const pinned = refusal(
      await moderate({ reviewId: review.id, status: 'REJECT', feedback: '사진을 다시 올려 주세요.', pinned: true }),
      'BAD_USER_INPUT',
    );
    expect(pinned.extensions?.field).toBe('pinned');
    refusal(await moderate({ reviewId: review.id, status: 'READY' }), 'BAD_USER_INPUT');
    expect(await reviewRow(review.id)).toEqual(before);
    expect(await reviewPoints(review.id)).toEqual([]);
  });

  it('answers NOT_FOUND for a review that does not exist', async () => {
    const error = refusal(await moderate({ reviewId: 99_999_999, status: 'APPLIED' }), 'NOT_FOUND');
    expect(error.message).toContain('리뷰를 찾을 수 없어요');
  });

  it('is FORBIDDEN to a normal member and UNAUTHENTICATED without a token, changing nothing', async () => {
    const review = await pendingReview();
    const before = await reviewRow(review.id);
    const error = refusal(await moderate({ reviewId: review.id, status: 'APPLIED' }, author.token), 'FORBIDDEN');
    expect(error.message).toContain('생협 운영진만');
    refusal(await moderate({ reviewId: review.id, status: 'APPLIED' }, null), 'UNAUTHENTICATED');
    refusal(await api.gql(PENDING, {}, { token: author.token }), 'FORBIDDEN');
    refusal(await answer({ reviewId: review.id, content: '감사해요!' }, author.token), 'FORBIDDEN');
    expect(await reviewRow(review.id)).toEqual(before);
    expect(await reviewPoints(review.id)).toEqual([]);
    expect(await sql(api, 'select id from review_comment where review_id = ?', [review.id])).toEqual([]);
  });
});

describe('staffAnswerReview', () => {
  it('adds an answer signed by the staff member', async () => {
    const review = await pendingReview({ status: ReviewStatus.APPLIED });
    const result = await answer({ reviewId: review.id, content: '  소중한 후기 감사합니다. 다음 공동구매도 기대해 주세요!  ' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.staffAnswerReview.reviewComments.map((comment) => comment.content)).toEqual([
      '소중한 후기 감사합니다. 다음 공동구매도 기대해 주세요!',
    ]);
    const rows = await sql<{ user_id: number }>(api, 'select user_id from review_comment where review_id = ?', [review.id]);
    expect(rows).toEqual([{ user_id: staff.user.id }]);
  });

  it('refuses an empty answer and one over 1,000 characters', async () => {
    const review = await pendingReview({ status: ReviewStatus.APPLIED });
    for (const content of ['   ', '가'.repeat(1_001)]) {
      const error = refusal(await answer({ reviewId: review.id, content }), 'BAD_USER_INPUT');
      expect(error.extensions?.field).toBe('content');
    }
    expect(await sql(api, 'select id from review_comment where review_id = ?', [review.id])).toEqual([]);
  });
});
