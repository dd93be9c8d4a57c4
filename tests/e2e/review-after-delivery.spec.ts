import type { Locator, Page } from '@playwright/test';
import { balanceOnPointsPage } from './support/after-orders';
import { signIn, signInAsNewMember } from './support/members';
import { completedOrderLine, ECO_BAG_ID } from './support/orders';
import { gql } from './support/page-api';
import { solidPng } from './support/images';
import { staff } from './support/staff';
import { expect, needsRealBackend, test, type Target } from './support/test';

// A delivered line can be reviewed; staff publish the review (the staff tool), and then it is on
// the product page and the photo-review points are in the ledger. On the real target the line is
// a new member's eco bag taken to 배송 완료 by the staff tool, so the member's lists hold only it;
// the mocked demo member has a delivered, unreviewed ball cap in its history.
const ECO_BAG = '한빛 캔버스 에코백';
const BALL_CAP = '한빛 로고 볼캡';
const PHOTO_REVIEW_POINTS = 500;
// Each staff command is a new Node process loading the ORM: 2-6 s on a busy two-core machine, and
// this story needs three (confirm, ship, complete) or four (apply).
const STAFF_TOOL_IS_SLOW = 'one process per staff command';
const SENT_MESSAGE = '리뷰를 등록했어요. 검수 후 게시되면 포인트가 적립돼요.';

/** Text no other review has, to find this one on the product page. */
const reviewText = (target: Target) => `끈이 튼튼하고 전공책이 넉넉히 들어가요. 추천합니다! (${target} ${Date.now()})`;

/** The star or chip drawn over a radio is what a finger touches: its label. */
async function tap(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label').click();
  await expect(radio).toBeChecked();
}

/**
 * From /my/reviews, 작성 가능한 리뷰 → 리뷰 쓰기 on `product`, five stars, the product's questions
 * (the goods review type), the text and one photo, then 리뷰 등록; ends on 내가 쓴 리뷰.
 */
async function writeReview(page: Page, product: string, note: string): Promise<void> {
  await page.goto('/my/reviews');
  await expect(page.getByRole('tab', { name: /작성 가능한 리뷰/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('list', { name: '작성 가능한 리뷰 목록' }).getByRole('link', { name: `${product} 리뷰 쓰기` }).click();

  const form = page.getByRole('form', { name: '리뷰 작성' });
  await tap(form.getByRole('radio', { name: '5점 최고예요' }));
  await tap(form.getByRole('group', { name: /품질은 어떤가요/ }).getByRole('radio', { name: '기대 이상이에요' }));
  await tap(form.getByRole('group', { name: /포장 상태는 어떤가요/ }).getByRole('radio', { name: '꼼꼼해요' }));
  await form.getByRole('textbox', { name: /리뷰 내용/ }).fill(note);
  await form.getByLabel('리뷰 사진 선택').setInputFiles({ name: 'review.png', mimeType: 'image/png', buffer: solidPng() });
  await expect(form.getByRole('img', { name: '리뷰 사진 1' })).toBeVisible();
  await expect(form.getByRole('progressbar')).toHaveCount(0);
  await form.getByRole('button', { name: '리뷰 등록' }).click();

  await expect(page.getByText(SENT_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/my\/reviews\?tab=mine$/);
}

/** The review card under 내가 쓴 리뷰 (the page must show that tab). */
function myReview(page: Page, product: string, note: string) {
  return page.getByRole('list', { name: '내가 쓴 리뷰 목록' }).getByRole('article', { name: `${product} 리뷰` }).filter({ hasText: note });
}

async function reviewIdOf(page: Page, orderProductId: number): Promise<number> {
  const { me } = await gql<{ me: { reviews: { items: { id: number; orderProduct: { id: number } | null }[] } } }>(
    page,
    'query { me { reviews { items { id orderProduct { id } } } } }',
  );
  const review = me.reviews.items.find((item) => item.orderProduct?.id === orderProductId);
  if (!review) throw new Error(`No review of order line ${orderProductId}`);
  return review.id;
}

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

test('staff complete a line with the staff tool, the student reviews it, staff apply it and it shows on the product page', async ({
  page,
  target,
}, testInfo) => {
  needsRealBackend(testInfo, 'the staff tool takes the line to 배송 완료 and publishes the review');
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
