import type { Page } from '@playwright/test';
import { balanceOnPointsPage } from './support/after-orders';
import { goInApp, signInToConsole } from './support/console';
import { signInAsNewMember } from './support/members';
import { completedOrderLine, ECO_BAG_ID } from './support/orders';
import { gql } from './support/page-api';
import { expect, test } from './support/test';
import { paths } from '../../frontend/src/lib/paths';

// Staff apply a waiting review with the keyboard in the review queue (ADR 0053); it is on the
// product page and, on the real target, the student's 300 text-review points are in their balance.
// Mock: the demo member's waiting eco bag review of the standard shop. Real: a new member's.
test.use({ viewport: { width: 1280, height: 800 } });

const MOCK_NOTE = '전공책 세 권에 노트북까지 들어가요.';
const TEXT_REVIEW_POINTS = 300;

/** A new member's completed eco bag line reviewed through the API; returns the review's text. */
async function newMembersReview(page: Page): Promise<string> {
  const { orderProductId } = await completedOrderLine(page);
  const { product } = await gql<{ product: { productReviewType: { reviewOptions: { id: number; reviewOptionDetails: { id: number }[] }[] } | null } }>(
    page,
    'query ($id: Int!) { product(id: $id) { productReviewType { reviewOptions { id reviewOptionDetails { id } } } } }',
    { id: ECO_BAG_ID },
  );
  const answers = (product.productReviewType?.reviewOptions ?? []).map((option) => ({ reviewOptionId: option.id, reviewOptionDetailId: option.reviewOptionDetails[0]!.id }));
  const note = `가방이 튼튼하고 수납이 넉넉해요. 단축키 검수 ${Date.now()}`;
  await gql(page, 'mutation ($data: CreateReviewInput!) { createReview(data: $data) { id } }', {
    data: { orderProductId, rating: 5, note, answers },
  });
  return note;
}

test('staff apply a waiting review with the keyboard and the student sees it published', async ({ browser, page, target }) => {
  test.slow(target === 'real', 'the staff command line completes the line');
  let note = MOCK_NOTE;
  let student: Page | null = null;
  let balanceBefore = 0;
  if (target === 'real') {
    const context = await browser.newContext();
    student = await context.newPage();
    await signInAsNewMember(student, target);
    note = await newMembersReview(student);
    balanceBefore = await balanceOnPointsPage(student);
  }

  await signInToConsole(page, target, paths.adminReviews());
  await expect(page.getByRole('heading', { name: '단축키' })).toBeVisible();
  const card = page.getByRole('tabpanel').getByRole('article').filter({ hasText: note });
  await expect(card).toBeVisible();
  await card.getByText(note, { exact: false }).click();
  await expect(card).toBeFocused();
  await page.keyboard.press('a');
  await expect(page.getByRole('status').filter({ hasText: '리뷰를 승인했어요.' })).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: /공개/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: note })).toBeVisible();

  const viewer = student ?? page;
  if (target === 'real') await viewer.goto(`/products/${ECO_BAG_ID}`);
  else await goInApp(viewer, `/products/${ECO_BAG_ID}`);
  await viewer.getByRole('tab', { name: /리뷰/ }).click();
  await expect(viewer.getByRole('tabpanel').getByRole('article').filter({ hasText: note })).toBeVisible();
  if (student) expect(await balanceOnPointsPage(student)).toBe(balanceBefore + TEXT_REVIEW_POINTS);
});
