import { signIn, signInAsNewMember } from './support/members';
import { completedOrderLine } from './support/orders';
import { BALL_CAP, ECO_BAG, myReview, reviewText, STAFF_TOOL_IS_SLOW, writeReview } from './support/reviews';
import { expect, test } from './support/test';

// A delivered line can be reviewed and is found under 내가 쓴 리뷰 awaiting review. On the real
// target the line is a new member's eco bag taken to 배송 완료 by the staff tool, so the member's
// lists hold only it; the mocked demo member has a delivered, unreviewed ball cap in its history.
// Publishing it is review-after-delivery.real.spec.ts (the staff tool runs on the real backend).

test('a student reviews a delivered line and finds it under 내가 쓴 리뷰 awaiting review', async ({ page, target }) => {
  test.slow(target === 'real', STAFF_TOOL_IS_SLOW);
  let product = BALL_CAP;
  if (target === 'mock') {
    await signIn(page, target);
  } else {
    await signInAsNewMember(page, target);
    await completedOrderLine(page);
    product = ECO_BAG;
  }
  const note = reviewText(target);
  await writeReview(page, product, note);

  const card = myReview(page, product, note);
  await expect(card).toContainText('검수 중');
  await expect(card).toContainText('5점 만점에 5점');
  await expect(card.getByRole('img', { name: `${product} 리뷰 사진 1` })).toBeVisible();
  await expect(card.getByRole('link', { name: `${product} 리뷰 수정` })).toBeVisible();

  // Reviewed once only: the line has left 작성 가능한 리뷰.
  await page.getByRole('tab', { name: /작성 가능한 리뷰/ }).click();
  await expect(page.getByRole('link', { name: `${product} 리뷰 쓰기` })).toHaveCount(0);
});
