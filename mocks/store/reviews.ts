// Reviews (PRODUCT.md "Reviews"): written for COMPLETED lines within 90 days, READY until staff
// apply (points given) or reject them; product pages show APPLIED ones, pinned first.
import { z } from 'zod';
import { badUserInput, invalidState, notFound } from '../../backend/src/graphql/errors';
import type * as T from '../__generated__/types';
import { PointTypeCode } from '../scenarios/standard/reference';
import type { MockDb } from './db';
import { isReviewable, ownLine, reviewOf } from './orders';
import { newestFirst, pageOf, type Page } from './paging';
import { PHOTO_REVIEW_POINT, TEXT_REVIEW_POINT, addPoint } from './points';
import { requireViewer } from './refusals';
import type { StoreMember, StoreReview } from './types';

const reviewSchema = z.object({
  rating: z.number().int().min(1, '별점을 1~5점으로 선택해 주세요.').max(5, '별점을 1~5점으로 선택해 주세요.'),
  note: z.string().trim().min(10, '리뷰는 10자 이상 써 주세요.').max(1000, '리뷰는 1,000자까지 쓸 수 있습니다.'),
  images: z.array(z.string()).max(5, '사진은 5장까지 올릴 수 있습니다.').nullish(),
  size: z.string().trim().max(20, '사이즈는 20자까지 입력할 수 있습니다.').nullish(),
  height: z.number().int().min(100, '키는 100~250cm 사이로 입력해 주세요.').max(250, '키는 100~250cm 사이로 입력해 주세요.').nullish(),
  weight: z.number().int().min(20, '몸무게는 20~300kg 사이로 입력해 주세요.').max(300, '몸무게는 20~300kg 사이로 입력해 주세요.').nullish(),
});

type ReviewInput = T.CreateReviewInput | T.UpdateReviewInput;

/** Masks a name the way Korean shops show reviewers: 김한빛 -> 김*빛, 이솔 -> 이*. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

function validated(input: ReviewInput) {
  const parsed = reviewSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badUserInput(issue?.message ?? '리뷰 내용을 다시 확인해 주세요.', String(issue?.path[0] ?? 'note'));
  }
  return parsed.data;
}

/** One answer per question of the product's review type, each an answer of that question. */
function answersFor(db: MockDb, productId: number, answers: readonly T.ReviewAnswerInput[] | null | undefined) {
  const product = db.product(productId);
  const type = db.catalogue.reviewTypes.find((row) => row.id === product?.productReviewGroupId);
  const given = answers ?? [];
  if (!type) {
    if (given.length > 0) throw badUserInput('이 상품의 리뷰에는 답할 질문이 없습니다.', 'answers');
    return [];
  }
  for (const question of type.reviewOptions) {
    const answer = given.find((row) => row.reviewOptionId === question.id);
    if (!answer) throw badUserInput(`'${question.content}' 질문에 답해 주세요.`, 'answers');
    if (!question.reviewOptionDetails.some((detail) => detail.id === answer.reviewOptionDetailId)) {
      throw badUserInput(`'${question.content}' 질문의 답을 다시 선택해 주세요.`, 'answers');
    }
  }
  if (given.length !== type.reviewOptions.length) throw badUserInput('질문마다 답을 하나씩 선택해 주세요.', 'answers');
  return type.reviewOptions.map((question) => ({
    id: db.nextId('reviewAnswer'),
    reviewOptionId: question.id,
    reviewOptionDetailId: given.find((row) => row.reviewOptionId === question.id)?.reviewOptionDetailId ?? 0,
  }));
}

function applyInput(db: MockDb, review: StoreReview, input: ReviewInput): void {
  const fields = validated(input);
  review.rating = fields.rating;
  review.note = fields.note;
  review.images = fields.images ?? [];
  const hasSize = fields.size || fields.height != null || fields.weight != null;
  review.size = hasSize ? { size: fields.size || null, height: fields.height ?? null, weight: fields.weight ?? null } : null;
  review.answers = answersFor(db, review.productId, input.answers);
}

export function createReview(db: MockDb, viewer: StoreMember | null, data: T.CreateReviewInput): StoreReview {
  const member = requireViewer(viewer);
  const { line } = ownLine(db, member, data.orderProductId);
  if (reviewOf(db, line.id)) throw invalidState('이미 리뷰를 작성한 상품입니다. 내 리뷰에서 확인해 주세요.');
  if (line.status !== 'COMPLETED') throw invalidState('배송이 완료된 상품만 리뷰를 작성할 수 있습니다.');
  if (!isReviewable(db, line)) throw invalidState('리뷰 작성 기간(배송 완료 후 90일)이 지났습니다.');
  const review: StoreReview = {
    id: db.nextId('review'),
    userId: member.id,
    authorName: maskName(member.name),
    productId: line.productId,
    orderProductId: line.id,
    rating: 0,
    note: '',
    images: [],
    pinned: false,
    status: 'READY',
    feedback: null,
    createdAt: db.nowIso(),
    optionText: line.optionText,
    size: null,
    answers: [],
    comments: [],
  };
  applyInput(db, review, data);
  db.state.reviews.push(review);
  return review;
}

export function updateReview(db: MockDb, viewer: StoreMember | null, data: T.UpdateReviewInput): StoreReview {
  const member = requireViewer(viewer);
  const review = db.state.reviews.find((row) => row.id === data.id && row.userId === member.id);
  if (!review) throw notFound('리뷰를 찾을 수 없습니다.');
  if (review.status === 'APPLIED') throw invalidState('이미 게시된 리뷰는 수정할 수 없습니다.');
  applyInput(db, review, data);
  review.status = 'READY';
  return review;
}

/** An APPLIED review, or any of the viewer's own. */
export function reviewFor(db: MockDb, viewer: StoreMember | null, id: number): StoreReview {
  const review = db.state.reviews.find((row) => row.id === id);
  if (!review || (review.status !== 'APPLIED' && review.userId !== viewer?.id)) throw notFound('리뷰를 찾을 수 없습니다.');
  return review;
}

export function productReviews(db: MockDb, input: T.ReviewsByProductIdInput): Page<StoreReview> {
  const reviews = db.state.reviews
    .filter((row) => row.productId === input.productId && row.status === 'APPLIED')
    .filter((row) => !input.photoOnly || row.images.length > 0)
    .sort((a, b) => Number(b.pinned) - Number(a.pinned) || newestFirst(a, b));
  return pageOf(reviews, input.page);
}

export function reviewsOf(db: MockDb, viewer: StoreMember, status: T.ReviewStatus | null, page: number | null | undefined) {
  const reviews = db.state.reviews
    .filter((row) => row.userId === viewer.id && (status === null || row.status === status))
    .sort(newestFirst);
  return pageOf(reviews, page);
}

export function reviewStatsOf(db: MockDb, productId: number): { reviewAverage: number; reviewCount: number } {
  const ratings = db.state.reviews.filter((row) => row.productId === productId && row.status === 'APPLIED').map((row) => row.rating);
  if (ratings.length === 0) return { reviewAverage: 0, reviewCount: 0 };
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { reviewAverage: Math.round(average * 10) / 10, reviewCount: ratings.length };
}

/** Staff decision: APPLIED gives the review points once; REJECT needs feedback. */
export function moderateReview(db: MockDb, data: T.StaffModerateReviewInput): StoreReview {
  const review = db.state.reviews.find((row) => row.id === data.reviewId);
  if (!review) throw notFound('리뷰를 찾을 수 없습니다.');
  if (data.status === 'READY') throw badUserInput('승인 또는 반려만 선택할 수 있습니다.', 'status');
  if (data.status === 'REJECT') {
    const feedback = data.feedback?.trim();
    if (!feedback) throw badUserInput('반려 사유를 입력해 주세요. 회원에게 그대로 보여집니다.', 'feedback');
    review.feedback = feedback;
  }
  if (data.status === 'APPLIED' && review.status !== 'APPLIED' && !db.state.points.some((row) => row.reviewId === review.id)) {
    const photo = review.images.length > 0;
    addPoint(
      db,
      review.userId,
      'GAIN',
      photo ? PHOTO_REVIEW_POINT : TEXT_REVIEW_POINT,
      photo ? PointTypeCode.REVIEW_PHOTO : PointTypeCode.REVIEW_TEXT,
      { reviewId: review.id },
    );
  }
  review.status = data.status;
  if (data.pinned != null) review.pinned = data.pinned;
  return review;
}

export function answerReview(db: MockDb, data: T.StaffAnswerReviewInput): StoreReview {
  const review = db.state.reviews.find((row) => row.id === data.reviewId);
  if (!review) throw notFound('리뷰를 찾을 수 없습니다.');
  const content = data.content.trim();
  if (content.length < 1 || content.length > 1000) throw badUserInput('답변을 1,000자 이내로 입력해 주세요.', 'content');
  review.comments.push({ id: db.nextId('reviewComment'), content, createdAt: db.nowIso() });
  return review;
}
