// Reviews and restock notifications (docs/product-rules.md#reviews, #restock-notifications) through the
// operations the review, product and my-page screens send.
import { beforeEach, describe, expect, it } from 'vitest';
import { StandardIds } from '../scenarios';
import { detailOf, productOf } from '../scenarios/activity/lookup';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

const { orderProduct: L, review: R } = StandardIds;

let api: MockApi;
let run: Run;

beforeEach(async () => {
  api = frozenApi('standard');
  run = runner(api);
  photo = dataOf(await run<{ upload: { url: string } }>('UploadTarget', { name: 'cap.jpg' })).upload.url;
});

let photo: string;

const capReview = (extra: Record<string, unknown> = {}) => ({
  data: {
    orderProductId: L.ballcap,
    rating: 4,
    note: '색이 예쁘고 챙이 튼튼해서 매일 쓰고 다녀요.',
    images: [photo],
    answers: [
      { reviewOptionId: 4, reviewOptionDetailId: 43 },
      { reviewOptionId: 5, reviewOptionDetailId: 52 },
    ],
    ...extra,
  },
});

interface Review {
  id: number;
  status: string;
  rating: number;
  feedback: string | null;
}

async function productReviews(productId: number) {
  const result = await run<{ reviewsByProductId: { total: number; items: { id: number; pinned: boolean }[] } }>('ProductReviews', {
    data: { productId },
  });
  return dataOf(result).reviewsByProductId;
}

async function product(id: number) {
  const page = dataOf(await run<{ product: { reviewAverage: number; reviewCount: number } }>('ProductDetail', { id })).product;
  // The member's own flag comes with the page's per-member query (docs/decisions/0075).
  const mine = dataOf(await run<{ product: { isRestockSubscribed: boolean } }>('ProductViewerState', { id })).product;
  return { ...page, isRestockSubscribed: mine.isRestockSubscribed };
}

async function balance() {
  return dataOf(await run<{ me: { point: number } }>('MyPoints')).me.point;
}

describe('reviews', () => {
  it('a review of a completed line waits for staff and the line is no longer reviewable', async () => {
    const reviewable = async () =>
      dataOf(await run<{ me: { reviewableOrderProducts: { items: { id: number }[] } } }>('ReviewableOrderProducts')).me.reviewableOrderProducts.items.map(
        (line) => line.id,
      );
    expect(await reviewable()).toContain(L.ballcap);

    const created = dataOf(await run<{ createReview: Review }>('CreateReview', capReview())).createReview;

    expect(created.status).toBe('READY');
    expect(await reviewable()).not.toContain(L.ballcap);
    const mine = dataOf(await run<{ me: { reviews: { items: { id: number }[] } } }>('MyReviews')).me.reviews.items;
    expect(mine[0]?.id).toBe(created.id);
    expect((await productReviews(31)).items.map((review) => review.id)).not.toContain(created.id);
  });

  it('once staff apply it, the product page shows it, its average moves and the photo review earns 500 points', async () => {
    const created = dataOf(await run<{ createReview: Review }>('CreateReview', capReview())).createReview;
    const before = await product(31);
    const pointsBefore = await balance();

    dataOf(await run('StaffModerateReview', { data: { reviewId: created.id, status: 'APPLIED' } }, ADMIN_TOKEN));

    const after = await product(31);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    const average = (before.reviewAverage * before.reviewCount + 4) / (before.reviewCount + 1);
    expect(after.reviewAverage).toBe(Math.round(average * 10) / 10);
    expect((await productReviews(31)).items.map((review) => review.id)).toContain(created.id);
    expect(await balance()).toBe(pointsBefore + 500);
  });

  it('pinned reviews come first on the product page', async () => {
    const last = (await productReviews(24)).items.at(-1);
    if (!last || last.pinned) throw new Error('expected an unpinned review of the tee last');
    await run('StaffModerateReview', { data: { reviewId: last.id, status: 'APPLIED', pinned: true } }, ADMIN_TOKEN);
    const items = (await productReviews(24)).items;
    const pinned = items.filter((review) => review.pinned);
    expect(pinned.map((review) => review.id)).toContain(last.id);
    expect(items.slice(0, pinned.length)).toEqual(pinned);
  });

  it('a rejected review shows the feedback among rejected reviews and goes back to READY when edited', async () => {
    const created = dataOf(await run<{ createReview: Review }>('CreateReview', capReview({ images: [] }))).createReview;
    await run('StaffModerateReview', { data: { reviewId: created.id, status: 'REJECT', feedback: '상품과 무관한 내용이 있어요.' } }, ADMIN_TOKEN);

    const rejected = dataOf(await run<{ me: { rejectedReviews: { items: Review[] } } }>('RejectedReviews')).me.rejectedReviews.items;
    expect(rejected.find((review) => review.id === created.id)?.feedback).toBe('상품과 무관한 내용이 있어요.');

    const { orderProductId: _line, ...fields } = capReview().data;
    const updated = dataOf(await run<{ updateReview: Review }>('UpdateReview', { data: { ...fields, id: created.id, rating: 5 } })).updateReview;
    expect(updated).toMatchObject({ status: 'READY', rating: 5, feedback: null });
  });

  it('a text review earns 300 points once, however often staff apply it', async () => {
    const created = dataOf(await run<{ createReview: Review }>('CreateReview', capReview({ images: [] }))).createReview;
    const pointsBefore = await balance();
    for (let time = 0; time < 2; time += 1) {
      dataOf(await run('StaffModerateReview', { data: { reviewId: created.id, status: 'APPLIED' } }, ADMIN_TOKEN));
    }
    expect(await balance()).toBe(pointsBefore + 300);
  });

  // The same sentences as the real review-input.ts, review-answers.ts and upload.service.ts.
  it.each([
    ['a note under 10 characters', { note: '좋아요' }, '리뷰는 10자 이상 써 주세요.'],
    ['a note over 1,000 characters', { note: '가'.repeat(1001) }, '리뷰는 1,000자까지 쓸 수 있어요.'],
    ['no star rating', { rating: 0 }, '별점을 1~5점 중에서 선택해 주세요.'],
    ['a missing answer', { answers: [{ reviewOptionId: 4, reviewOptionDetailId: 43 }] }, "'포장 상태는 어떤가요?' 질문에 답해 주세요."],
    [
      'two answers to one question',
      { answers: [{ reviewOptionId: 4, reviewOptionDetailId: 43 }, { reviewOptionId: 4, reviewOptionDetailId: 42 }] },
      '질문마다 답을 하나씩만 선택해 주세요.',
    ],
    [
      'an answer to a question of another product',
      { answers: [{ reviewOptionId: 1, reviewOptionDetailId: 11 }, { reviewOptionId: 4, reviewOptionDetailId: 43 }, { reviewOptionId: 5, reviewOptionDetailId: 52 }] },
      '이 상품에 없는 질문의 답이 있어요. 화면을 새로고침한 뒤 다시 선택해 주세요.',
    ],
    ['more than five photos', { images: ['1', '2', '3', '4', '5', '6'] }, '사진은 5장까지 올릴 수 있어요.'],
    ['a photo the member did not upload', { images: ['http://shop.test/mock-uploads/2-someone-else.jpg'] }, '직접 올린 사진만 사용할 수 있어요. 사진을 다시 올려 주세요.'],
    ['a size over 20 characters', { size: 'L'.repeat(21) }, '사이즈는 20자까지 입력할 수 있어요.'],
    ['a height out of range', { height: 90 }, '키는 100~250cm 사이의 숫자로 입력해 주세요.'],
    ['a weight out of range', { weight: 301 }, '몸무게는 20~300kg 사이의 숫자로 입력해 주세요.'],
  ])('refuses %s and keeps the line reviewable', async (_case, change, message) => {
    const before = JSON.stringify(api.db.state);
    expect(refusalOf(await run('CreateReview', capReview(change)))).toEqual({ code: 'BAD_USER_INPUT', message });
    expect(JSON.stringify(api.db.state)).toBe(before);
  });

  it('keeps a photo chosen twice once', async () => {
    const created = dataOf(await run<{ createReview: { images: string[] } }>('CreateReview', capReview({ images: [photo, photo] }))).createReview;
    expect(created.images).toEqual([photo]);
  });

  it.each([
    ['a second review of the same line', L.logoTee, 'INVALID_STATE', '이미 리뷰를 작성한 상품이에요. 내 리뷰에서 확인하거나 수정해 주세요.'],
    ['a line not yet delivered', L.coachJacket, 'INVALID_STATE', '배송이 완료된 상품만 리뷰를 쓸 수 있어요. 배송 완료 후 다시 시도해 주세요.'],
    ['a line that is not the member’s', 999, 'NOT_FOUND', '리뷰를 쓸 주문 상품을 찾을 수 없어요. 주문 내역에서 다시 확인해 주세요.'],
  ])('refuses %s', async (_case, orderProductId, code, message) => {
    expect(refusalOf(await run('CreateReview', capReview({ orderProductId })))).toEqual({ code, message });
  });

  it('refuses a line once its 90 days have passed, and lists it no more', async () => {
    const cap = api.db.state.orders.flatMap((order) => order.lines).find((row) => row.id === L.ballcap);
    if (!cap) throw new Error('expected the cap line');
    cap.reviewableUntil = new Date(Date.parse(api.scenario.now) - 1000).toISOString();
    expect(refusalOf(await run('CreateReview', capReview()))).toEqual({
      code: 'INVALID_STATE',
      message: '리뷰 작성 기간(배송 완료 후 90일)이 지나 리뷰를 쓸 수 없어요.',
    });
    const reviewable = dataOf(await run<{ me: { reviewableOrderProducts: { items: { id: number }[] } } }>('ReviewableOrderProducts')).me
      .reviewableOrderProducts.items;
    expect(reviewable.map((line) => line.id)).not.toContain(L.ballcap);
  });

  it('refuses to edit a review already shown, and another member’s review is not found', async () => {
    const { orderProductId: _line, ...fields } = capReview({ images: [] }).data;
    expect(refusalOf(await run('UpdateReview', { data: { ...fields, id: R.teeApplied } }))).toEqual({
      code: 'INVALID_STATE',
      message: '이미 게시된 리뷰는 수정할 수 없어요. 고칠 내용이 있으면 고객센터로 문의해 주세요.',
    });
    expect(refusalOf(await runner(api, undefined, ADMIN_TOKEN)('UpdateReview', { data: { ...fields, id: R.hoodieRejected } }))).toEqual({
      code: 'NOT_FOUND',
      message: '리뷰를 찾을 수 없어요. 삭제되었거나 아직 공개되지 않은 리뷰일 수 있어요.',
    });
  });

  it('another member’s READY review is not found; an APPLIED one is public without its order line', async () => {
    const admin = runner(api, undefined, ADMIN_TOKEN);
    expect(refusalOf(await admin('ReviewDetail', { data: { id: R.ecobagReady } })).code).toBe('NOT_FOUND');
    const applied = dataOf(await admin<{ review: { orderProduct: unknown; user: { name: string } } }>('ReviewDetail', { data: { id: R.teeApplied } }))
      .review;
    expect(applied.orderProduct).toBeNull();
    expect(applied.user.name).toBe('김*빛');
  });
});

describe('restock notifications', () => {
  async function subscriptions() {
    return dataOf(await run<{ productRestockNotifications: { total: number; items: { productId: number }[] } }>('RestockNotifications'))
      .productRestockNotifications;
  }

  it('a member subscribes once to a sold-out product and can withdraw it', async () => {
    await run('DeleteProductRestockNotification', { productId: 9 });
    expect((await product(9)).isRestockSubscribed).toBe(false);

    dataOf(await run('CreateProductRestockNotification', { productId: 9 }));
    expect((await product(9)).isRestockSubscribed).toBe(true);
    expect((await subscriptions()).items[0]?.productId).toBe(9);
    expect(refusalOf(await run('CreateProductRestockNotification', { productId: 9 }))).toEqual({
      code: 'CONFLICT',
      message: '이미 재입고 알림을 신청한 상품이에요. 입고되면 바로 알려 드릴게요.',
    });

    expect(dataOf(await run('DeleteProductRestockNotification', { productId: 9 }))).toEqual({ deleteProductRestockNotification: true });
    expect(dataOf(await run('DeleteProductRestockNotification', { productId: 9 }))).toEqual({ deleteProductRestockNotification: false });
  });

  it('asks an anonymous visitor to log in before subscribing, in the restock service’s words', async () => {
    expect(refusalOf(await run('CreateProductRestockNotification', { productId: 9 }, null))).toEqual({
      code: 'UNAUTHENTICATED',
      message: '로그인이 필요해요. 로그인한 뒤 재입고 알림을 신청해 주세요.',
    });
  });

  it('refuses a product still in stock', async () => {
    expect(refusalOf(await run('CreateProductRestockNotification', { productId: 24 }))).toEqual({
      code: 'INVALID_STATE',
      message: '아직 재고가 있는 상품이라 재입고 알림을 신청할 수 없어요. 지금 바로 구매해 주세요.',
    });
  });

  it('stock rising from zero ends the product’s subscriptions (the members are told)', async () => {
    const total = (await subscriptions()).total;
    const vest = detailOf(productOf(api.db.catalogue, 9), ['블랙', 'M']);
    await run('StaffUpdateStock', { data: { productId: 9, productOptionDetailId: vest.id, count: 5 } }, ADMIN_TOKEN);
    expect((await subscriptions()).total).toBe(total - 1);
    expect((await product(9)).isRestockSubscribed).toBe(false);
  });
});
