import { balanceOnPointsPage } from './support/after-orders';
import { signInAsNewMember } from './support/members';
import { completedOrderLine, ECO_BAG_ID } from './support/orders';
import { ECO_BAG, myReview, PHOTO_REVIEW_POINTS, reviewIdOf, reviewText, STAFF_TOOL_IS_SLOW, writeReview } from './support/reviews';
import { staff } from './support/staff';
import { expect, test } from './support/test';

// Real backend only (the *.real.spec.ts files run in the real project alone): the staff tool takes
// the line to 배송 완료 and publishes the review; then it is on the product page and the
// photo-review points are in the ledger.

test('staff complete a line with the staff tool, the student reviews it, staff apply it and it shows on the product page', async ({
  page,
  target,
}) => {
  test.slow(true, STAFF_TOOL_IS_SLOW);
  await signInAsNewMember(page, target);
  const { orderProductId } = await completedOrderLine(page);
  const note = reviewText(target);
  await writeReview(page, ECO_BAG, note);
  await expect(myReview(page, ECO_BAG, note)).toContainText('검수 중');
  const balanceBefore = await balanceOnPointsPage(page);

  const reviewId = await reviewIdOf(page, orderProductId);
  const { stdout } = await staff(['review', 'apply', String(reviewId)]);
  expect(stdout).toContain(`리뷰 #${reviewId}`);

  // Published: on the product's reviews tab with its photo, and marked 게시됨 for the student.
  await page.goto(`/products/${ECO_BAG_ID}`);
  await page.getByRole('tab', { name: /리뷰/ }).click();
  const published = page.getByRole('tabpanel').getByRole('article').filter({ hasText: note });
  await expect(published).toContainText('5점 만점에 5점');
  await expect(published).toContainText('기대 이상이에요');
  await expect(published.getByRole('img', { name: /리뷰 사진 1$/ })).toBeVisible();

  await page.goto('/my/reviews?tab=mine');
  await expect(myReview(page, ECO_BAG, note)).toContainText('게시됨');

  // The photo-review points are earned on publishing, not on sending.
  expect(await balanceOnPointsPage(page)).toBe(balanceBefore + PHOTO_REVIEW_POINTS);
  const ledger = page.getByRole('list', { name: '포인트 내역' });
  await expect(ledger.getByRole('listitem').filter({ hasText: '포토 리뷰 적립' })).toContainText(`+${PHOTO_REVIEW_POINTS}P`);
});
