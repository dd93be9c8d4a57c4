// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewStatus } from '../../domain/enums';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { Review } from '../../backend/src/modules/review/review.entity';
import type { TestApi } from '../support/api';
import { refusal } from '../support/accounts';
import type { TestMember } from '../support/catalog-fixtures';
import {
  APPAREL_ANSWERS,
  createReview,
  lineOf,
  reviewForm,
  reviewTables,
  startReviewWriting,
  storedReview,
  updateReview,
  uploadedPhoto,
} from './review-writing.fixtures';

let api: TestApi;
let member: TestMember;
let other: TestMember;
let product: Product;

beforeAll(async () => {
  ({ api, member, other, product } = await startReviewWriting());
});

afterAll(async () => {
  await api?.close();
});

/** A review of a fresh line written through the API, then put in `status` as staff would. */
async function writtenReview(status: ReviewStatus = ReviewStatus.READY, feedback: string | null = null): Promise<number> {
  const lineId = await lineOf(api, member.user, product);
  const result = await createReview(
    api,
    member.token,
    reviewForm(lineId, { images: [await uploadedPhoto(api, member.token)], size: 'M', height: 165, weight: 55 }),
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  const id = result.data!.createReview.id;
  const em = api.orm.em.fork();
  await em.nativeUpdate(Review, { id }, { status, feedback });
  return id;
}

const EDIT = {
  rating: 3,
  note: '한 번 빨았더니 조금 줄었어요. 한 치수 크게 사세요.',
  answers: [APPAREL_ANSWERS[0], APPAREL_ANSWERS[1], { reviewOptionId: 3, reviewOptionDetailId: 33 }],
};

describe('updateReview', () => {
  it('replaces the content of a READY review: photos, answers and size removed when left empty', async () => {
    const id = await writtenReview();
    const result = await updateReview(api, member.token, { id, ...EDIT, images: [] });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateReview).toMatchObject({
      id,
      status: 'READY',
      rating: 3,
      note: EDIT.note,
      images: [],
      reviewUserSize: null,
    });
    expect(result.data!.updateReview.reviewOptionSelecteds.map((answer) => answer.reviewOptionDetailId)).toEqual([12, 22, 33]);
    const stored = await storedReview(api, id);
    expect(stored.reviewUserSize ?? null).toBeNull();
    expect(stored.reviewOptionSelecteds.getItems().map((answer) => answer.reviewOptionDetail.id).sort()).toEqual([12, 22, 33]);
  });

  it('keeps one size row and changes it in place', async () => {
    const id = await writtenReview();
    const result = await updateReview(api, member.token, { id, ...EDIT, size: 'L', height: 166 });
    expect(result.data!.updateReview.reviewUserSize).toEqual({ size: 'L', height: 166, weight: null });
    const rows = await api.orm.em.fork().getConnection().execute('select size, height, weight from review_user_size where review_id = ?', [id]);
    expect(rows).toEqual([{ size: 'L', height: 166, weight: null }]);
  });

  it('sends a rejected review back to staff as READY and clears the old feedback', async () => {
    const id = await writtenReview(ReviewStatus.REJECT, '상품과 관계없는 사진이 있어요. 사진을 바꿔 주세요.');
    const result = await updateReview(api, member.token, { id, ...EDIT });
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateReview).toMatchObject({ status: 'READY', feedback: null, rating: 3 });
    expect(await storedReview(api, id)).toMatchObject({ status: ReviewStatus.READY, feedback: null });
  });

  it('refuses to edit an APPLIED review with INVALID_STATE, leaving it as it was', async () => {
    const id = await writtenReview(ReviewStatus.APPLIED);
    const before = await storedReview(api, id);
    const error = refusal(await updateReview(api, member.token, { id, ...EDIT }), 'INVALID_STATE');
    expect(error.message).toMatch(/이미 게시된 리뷰는 수정할 수 없어요/);
    const after = await storedReview(api, id);
    expect([after.status, after.rating, after.note, after.images]).toEqual([before.status, before.rating, before.note, before.images]);
  });

  it("answers NOT_FOUND for another member's review and for an unknown id, changing nothing", async () => {
    const id = await writtenReview();
    const before = await storedReview(api, id);
    for (const [token, reviewId] of [[other.token, id], [member.token, 987_654]] as const) {
      const error = refusal(await updateReview(api, token, { id: reviewId, ...EDIT }), 'NOT_FOUND');
      expect(error.message).toMatch(/리뷰를 찾을 수 없어요/);
    }
    expect((await storedReview(api, id)).note).toBe(before.note);
  });

  it('refuses invalid changes as BAD_USER_INPUT and keeps the review whole', async () => {
    const id = await writtenReview(ReviewStatus.REJECT, '사진을 바꿔 주세요.');
    const before = await reviewTables(api, member.user.id);
    const theirs = await uploadedPhoto(api, other.token);
    const cases: [Record<string, unknown>, string][] = [
      [{ note: '짧아요' }, 'note'],
      [{ images: [theirs] }, 'images'],
      [{ answers: APPAREL_ANSWERS.slice(1) }, 'answers'],
    ];
    for (const [change, field] of cases) {
      const error = refusal(await updateReview(api, member.token, { id, ...EDIT, ...change }), 'BAD_USER_INPUT');
      expect(error.extensions?.field).toBe(field);
    }
    expect(await reviewTables(api, member.user.id)).toEqual(before);
    expect(await storedReview(api, id)).toMatchObject({ status: ReviewStatus.REJECT, feedback: '사진을 바꿔 주세요.', rating: 5 });
  });

  it('asks an anonymous visitor to log in', async () => {
    const id = await writtenReview();
    refusal(await updateReview(api, '', { id, ...EDIT }), 'UNAUTHENTICATED');
  });
});
