// @vitest-environment node
// The staff review queue (ADR 0053): tabs with counts and filters, pin and answer edits, with
// their refusals, audit rows and tenant scoping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY, ReviewStatus } from '../../domain/enums';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, createReview, type ReviewFixture, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { createSecondUniversity } from '../support/tenants';

const QUEUE = operationDocument('StaffReviews');
const PIN = operationDocument('StaffPinReview');
const EDIT = operationDocument('StaffEditReviewAnswer');

interface QueuePage {
  total: number;
  counts: { ready: number; applied: number; reject: number };
  items: { id: number; images: string[]; rating: number; user: { name: string }; staffLine: { orderProductId: number; orderId: number } | null; reviewComments: { id: number; content: string }[] }[];
}

let api: TestApi;
let admin: TestMember;
let viewer: TestMember;
let shopper: TestMember;
let author: TestMember;
let product: Product;
let foreignProduct: Product;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  const second = await createSecondUniversity(em);
  admin = await createMember(em, { authority: AUTHORITY.ADMIN, name: '박운영' });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN, name: '최열람' });
  shopper = await createMember(em, { name: '정쇼핑' });
  author = await createMember(em, { name: '김한빛' });
  product = await createProduct(em);
  foreignProduct = await createProduct(em, { universityId: second.id });
});

afterAll(async () => {
  await api?.close();
});

const as = (member: TestMember) => ({ token: member.token });
const review = (fixture: ReviewFixture = {}, on: Product = product) => createReview(api.orm.em.fork(), author.user, on, fixture);
const queue = (data: Record<string, unknown>, member = admin) => api.gql<{ staffReviews: QueuePage }>(QUEUE, { data }, as(member));
const auditRows = (reviewId: number) =>
  sql<{ action: string }>(api, "select action from staff_audit where object_type = 'REVIEW' and object_id = ? order by id", [reviewId]);

describe('staffReviews', () => {
  it('lists one tab with photos, the masked member and the order line, counting every tab under the same filters', async () => {
    const shown = await createProduct(api.orm.em.fork());
    const photo = await review({ status: ReviewStatus.READY, images: ['/uploads/reviews/a.jpg'], rating: 4, createdAt: new Date('2026-11-01T00:00:00Z') }, shown);
    const text = await review({ status: ReviewStatus.READY, rating: 2, createdAt: new Date('2026-11-02T00:00:00Z') }, shown);
    await review({ status: ReviewStatus.APPLIED }, shown);
    await review({ status: ReviewStatus.REJECT, feedback: '사진을 다시 올려 주세요.' }, shown);

    const result = await queue({ productId: shown.id }, viewer);
    expect(result.errors).toBeUndefined();
    const page = result.data!.staffReviews;
    expect(page.counts).toEqual({ ready: 2, applied: 1, reject: 1 });
    expect(page.items.map((row) => row.id)).toEqual([photo.id, text.id]);
    expect(page.items[0]).toMatchObject({ images: ['/uploads/reviews/a.jpg'], user: { name: '김*빛' } });
    expect(page.items[0]!.staffLine?.orderProductId).toBe(photo.orderProduct!.id);

    const photos = (await queue({ productId: shown.id, hasPhotos: true })).data!.staffReviews;
    expect(photos.items.map((row) => row.id)).toEqual([photo.id]);
    expect(photos.counts.ready).toBe(1);
    const rated = (await queue({ productId: shown.id, rating: 2 })).data!.staffReviews;
    expect(rated.items.map((row) => row.id)).toEqual([text.id]);
    const applied = (await queue({ productId: shown.id, status: 'APPLIED' })).data!.staffReviews;
    expect(applied.total).toBe(1);
  });

  it('refuses a rating outside 1-5 and a shopper; never shows another shop’s reviews', async () => {
    expect(refusal(await queue({ rating: 0 }), 'BAD_USER_INPUT').extensions?.field).toBe('rating');
    refusal(await queue({}, shopper), 'FORBIDDEN');
    const foreign = await review({ status: ReviewStatus.READY }, foreignProduct);
    const all = (await queue({ productId: foreignProduct.id })).data!.staffReviews;
    expect(all.counts).toEqual({ ready: 0, applied: 0, reject: 0 });
    expect(all.items.map((row) => row.id)).not.toContain(foreign.id);
  });
});

describe('staffPinReview', () => {
  it('pins and unpins an applied review with an audit row each, and a repeat changes nothing', async () => {
    const shown = await review({ status: ReviewStatus.APPLIED });
    const pin = (pinned: boolean) => api.gql<{ staffPinReview: { pinned: boolean } }>(PIN, { data: { reviewId: shown.id, pinned } }, as(admin));
    expect((await pin(true)).data!.staffPinReview.pinned).toBe(true);
    expect((await pin(true)).errors).toBeUndefined();
    expect((await pin(false)).data!.staffPinReview.pinned).toBe(false);
    expect((await auditRows(shown.id)).map((row) => row.action)).toEqual(['review.pin', 'review.pin']);
  });

  it('refuses a waiting review, look-only staff, a shopper and another shop’s review, changing nothing', async () => {
    const waiting = await review({ status: ReviewStatus.READY });
    const applied = await review({ status: ReviewStatus.APPLIED });
    const foreign = await review({ status: ReviewStatus.APPLIED }, foreignProduct);
    const pin = (reviewId: number, member: TestMember) => api.gql(PIN, { data: { reviewId, pinned: true } }, as(member));
    expect(refusal(await pin(waiting.id, admin), 'INVALID_STATE').message).toBe('공개된 리뷰만 상단에 고정할 수 있어요. 먼저 승인해 주세요.');
    refusal(await pin(applied.id, viewer), 'FORBIDDEN');
    refusal(await pin(applied.id, shopper), 'FORBIDDEN');
    refusal(await pin(foreign.id, admin), 'NOT_FOUND');
    const rows = await sql<{ pinned: boolean }>(api, 'select pinned from review where id = any(?::int[])', [`{${waiting.id},${applied.id},${foreign.id}}`]);
    expect(rows.every((row) => !row.pinned)).toBe(true);
    expect(await auditRows(applied.id)).toEqual([]);
  });
});

describe('staffEditReviewAnswer', () => {
  it('changes a staff answer with an audit row; a blank one, look-only staff and another shop are refused', async () => {
    const answered = await review({ status: ReviewStatus.APPLIED, comments: ['감사해요!'] });
    const [comment] = await sql<{ id: number }>(api, 'select id from review_comment where review_id = ?', [answered.id]);
    const edit = (content: string, member = admin, id = comment!.id) =>
      api.gql<{ staffEditReviewAnswer: { reviewComments: { content: string }[] } }>(EDIT, { data: { reviewCommentId: id, content } }, as(member));
    const changed = await edit('  소중한 후기 감사해요. 포인트가 지급됐어요!  ');
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.staffEditReviewAnswer.reviewComments.map((row) => row.content)).toEqual(['소중한 후기 감사해요. 포인트가 지급됐어요!']);
    expect(refusal(await edit('   '), 'BAD_USER_INPUT').extensions?.field).toBe('content');
    refusal(await edit('바꿔요', viewer), 'FORBIDDEN');
    refusal(await edit('바꿔요', shopper), 'FORBIDDEN');
    const foreign = await review({ status: ReviewStatus.APPLIED, comments: ['외부'] }, foreignProduct);
    const [foreignComment] = await sql<{ id: number }>(api, 'select id from review_comment where review_id = ?', [foreign.id]);
    refusal(await edit('바꿔요', admin, foreignComment!.id), 'NOT_FOUND');
    const [row] = await sql<{ content: string }>(api, 'select content from review_comment where id = ?', [comment!.id]);
    expect(row!.content).toBe('소중한 후기 감사해요. 포인트가 지급됐어요!');
    expect((await auditRows(answered.id)).map((entry) => entry.action)).toEqual(['review.answer.edit']);
  });
});
