import type { Locator, Page } from '@playwright/test';
import { gql } from './page-api';
import { solidPng } from './images';
import { expect, type Target } from './test';

// Writing a review from /my/reviews and finding it again, shared by the review specs.

export const ECO_BAG = '한빛 캔버스 에코백';
export const BALL_CAP = '한빛 로고 볼캡';
export const PHOTO_REVIEW_POINTS = 500;
// Each staff command is a new Node process loading the ORM: 2-6 s on a busy two-core machine, and
// this story needs three (confirm, ship, complete) or four (apply).
export const STAFF_TOOL_IS_SLOW = 'one process per staff command';
const SENT_MESSAGE = '리뷰를 등록했어요. 검수 후 게시되면 포인트가 적립돼요.';

/** Text no other review has, to find this one on the product page. */
export const reviewText = (target: Target) => `끈이 튼튼하고 전공책이 넉넉히 들어가요. 추천해요! (${target} ${Date.now()})`;

/** The star or chip drawn over a radio is what a finger touches: its label. */
async function tap(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label').click();
  await expect(radio).toBeChecked();
}

/**
 * From /my/reviews, 작성 가능한 리뷰 → 리뷰 쓰기 on `product`, five stars, the product's questions
 * (the goods review type), the text and one photo, then 리뷰 등록; ends on 내가 쓴 리뷰.
 */
export async function writeReview(page: Page, product: string, note: string): Promise<void> {
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
export function myReview(page: Page, product: string, note: string) {
  return page.getByRole('list', { name: '내가 쓴 리뷰 목록' }).getByRole('article', { name: `${product} 리뷰` }).filter({ hasText: note });
}

export async function reviewIdOf(page: Page, orderProductId: number): Promise<number> {
  const { me } = await gql<{ me: { reviews: { items: { id: number; orderProduct: { id: number } | null }[] } } }>(
    page,
    'query { me { reviews { items { id orderProduct { id } } } } }',
  );
  const review = me.reviews.items.find((item) => item.orderProduct?.id === orderProductId);
  if (!review) throw new Error(`No review of order line ${orderProductId}`);
  return review.id;
}
