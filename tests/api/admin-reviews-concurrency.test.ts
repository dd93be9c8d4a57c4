// @vitest-environment node
// Points for a review are granted exactly once (ADR 0053): two staff applying the same review at
// the same moment, and apply -> reject -> apply, leave one GAIN row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY, ReviewStatus } from '../../domain/enums';
import { sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, createReview, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';

const MODERATE = operationDocument('StaffModerateReview');

let api: TestApi;
let first: TestMember;
let second: TestMember;
let author: TestMember;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  first = await createMember(em, { authority: AUTHORITY.ADMIN, name: '박운영' });
  second = await createMember(em, { authority: AUTHORITY.ADMIN, name: '이운영' });
  author = await createMember(em);
});

afterAll(async () => {
  await api?.close();
});

async function waitingReview(images: string[] = []) {
  const em = api.orm.em.fork();
  return createReview(em, author.user, await createProduct(em), { status: ReviewStatus.READY, images });
}

const moderate = (member: TestMember, data: Record<string, unknown>) =>
  api.gql<{ staffModerateReview: { status: string } }>(MODERATE, { data }, { token: member.token });
const gains = (reviewId: number) => sql<{ value: number }>(api, "select value from point where review_id = ? and status = 'GAIN'", [reviewId]);
const audits = (reviewId: number) =>
  sql<{ action: string }>(api, "select action from staff_audit where object_type = 'REVIEW' and object_id = ?", [reviewId]);

describe('applying a review', () => {
  it('grants one GAIN row and writes one audit row when two staff apply it at once', async () => {
    const review = await waitingReview(['/uploads/reviews/a.jpg']);
    const results = await Promise.all([first, second].map((member) => moderate(member, { reviewId: review.id, status: 'APPLIED' })));
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined]);
    expect(await gains(review.id)).toEqual([{ value: 500 }]);
    expect(await audits(review.id)).toHaveLength(1);
  });

  it('never grants twice across apply, reject and apply again, even when the last two race', async () => {
    const review = await waitingReview();
    await moderate(first, { reviewId: review.id, status: 'APPLIED' });
    const rejected = await moderate(second, { reviewId: review.id, status: 'REJECT', feedback: '사진을 가려 주세요.' });
    expect(rejected.data!.staffModerateReview.status).toBe('REJECT');
    await Promise.all([first, second].map((member) => moderate(member, { reviewId: review.id, status: 'APPLIED' })));
    expect(await gains(review.id)).toEqual([{ value: 300 }]);
    const [row] = await sql<{ status: string }>(api, 'select status from review where id = ?', [review.id]);
    expect(row!.status).toBe('APPLIED');
    expect(await audits(review.id)).toHaveLength(3);
  });
});
