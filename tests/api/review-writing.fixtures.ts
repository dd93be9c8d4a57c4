import type { User } from '../../backend/src/modules/account/user.entity';
import { TINY_PNG } from '../../backend/src/adapters/storage/test-images';
import { OrderProductStatus } from '../../domain/enums';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { ReviewType } from '../../backend/src/modules/review/review-type.entity';
import { Review } from '../../backend/src/modules/review/review.entity';
import { startTestApi, type TestApi } from '../support/api';
import { createCompletedLine, createMember, createProduct, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { grant, onTestServer, putBytes } from '../support/uploads';

// Shared by the review-writing API tests: products with and without questions, lines in every
// state, uploaded photos and a valid form.

export const CREATE_REVIEW = operationDocument('CreateReview');
export const UPDATE_REVIEW = operationDocument('UpdateReview');
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The seeded 의류 리뷰 type: three questions (1, 2, 3) with answers 11-13, 21-23, 31-33. */
export const APPAREL_TYPE_ID = 1;
export const APPAREL_ANSWERS = [
  { reviewOptionId: 1, reviewOptionDetailId: 12 },
  { reviewOptionId: 2, reviewOptionDetailId: 22 },
  { reviewOptionId: 3, reviewOptionDetailId: 32 },
];

export interface MyReview {
  id: number;
  userId: number;
  productId: number;
  status: string;
  rating: number;
  note: string;
  images: string[];
  feedback: string | null;
  pinned: boolean;
  optionText: string;
  reviewUserSize: { size: string | null; height: number | null; weight: number | null } | null;
  reviewOptionSelecteds: { reviewOptionId: number; reviewOptionDetailId: number }[];
  product: { id: number };
  orderProduct: { id: number; reviewableUntil: string | null } | null;
}

export interface ReviewWritingWorld {
  api: TestApi;
  /** The reviewer, and another member whose lines, reviews and photos are not theirs. */
  member: TestMember;
  other: TestMember;
  /** Asks the apparel questions. */
  product: Product;
}

/** The API with two members and a product asking questions, for one test file. */
export async function startReviewWriting(): Promise<ReviewWritingWorld> {
  const api = await startTestApi();
  const member = await createMember(api.orm.em.fork(), { name: '김한빛' });
  const other = await createMember(api.orm.em.fork(), { name: '박다온' });
  return { api, member, other, product: await reviewedProduct(api) };
}

/** A product asking the apparel questions (or none when `questions` is false). */
export async function reviewedProduct(api: TestApi, questions = true): Promise<Product> {
  const em = api.orm.em.fork();
  const product = await createProduct(em);
  if (questions) {
    product.productReviewGroup = em.getReference(ReviewType, APPAREL_TYPE_ID);
    await em.flush();
  }
  return product;
}

/** A line of `user`'s, COMPLETED `daysAgo` days ago unless another status is given. */
export async function lineOf(
  api: TestApi,
  user: User,
  product: Product,
  options: { daysAgo?: number; status?: OrderProductStatus } = {},
): Promise<number> {
  const em = api.orm.em.fork();
  const line = await createCompletedLine(em, user, product);
  line.status = options.status ?? OrderProductStatus.COMPLETED;
  line.completedAt =
    line.status === OrderProductStatus.COMPLETED ? new Date(Date.now() - (options.daysAgo ?? 1) * DAY_MS) : null;
  await em.flush();
  return line.id;
}

/** A photo `token`'s member uploaded (stored and checked like a real one). */
export async function uploadedPhoto(api: TestApi, token: string): Promise<string> {
  const upload = await grant(api, token, 'review.png');
  const put = await putBytes(onTestServer(api, upload.uploadUrl), TINY_PNG, 'image/png');
  if (put.status !== 200) throw new Error(`upload PUT answered ${put.status}`);
  return upload.url;
}

export function reviewForm(orderProductId: number, overrides: Record<string, unknown> = {}) {
  return {
    orderProductId,
    rating: 5,
    note: '사이즈가 딱 맞고 자수가 예뻐요. 추천해요!',
    answers: APPAREL_ANSWERS,
    ...overrides,
  };
}

export function createReview(api: TestApi, token: string, data: Record<string, unknown>) {
  return api.gql<{ createReview: MyReview }>(CREATE_REVIEW, { data }, { token });
}

export function updateReview(api: TestApi, token: string, data: Record<string, unknown>) {
  return api.gql<{ updateReview: MyReview }>(UPDATE_REVIEW, { data }, { token });
}

/** Everything a review write touches, to show a refusal changed nothing. */
export async function reviewTables(api: TestApi, userId: number) {
  const rows = await api.orm.em
    .fork()
    .getConnection()
    .execute<{ reviews: number; sizes: number; answers: number; points: number }[]>(
      `select
         (select count(*)::int from review where user_id = ?) as reviews,
         (select count(*)::int from review_user_size s join review r on r.id = s.review_id where r.user_id = ?) as sizes,
         (select count(*)::int from review_option_selected a join review r on r.id = a.review_id where r.user_id = ?) as answers,
         (select count(*)::int from point where user_id = ?) as points`,
      [userId, userId, userId, userId],
    );
  return rows[0];
}

/** A review row as stored, with its size and answers. */
export async function storedReview(api: TestApi, id: number) {
  return api.orm.em.fork().findOneOrFail(Review, id, { populate: ['reviewUserSize', 'reviewOptionSelecteds'] });
}
