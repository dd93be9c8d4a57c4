import { signInAsNewMember } from './support/members';
import { waitForAlimtalk } from './support/alimtalk-outbox';
import { staff } from './support/staff';
import { expect, test } from './support/test';

// The sold-out tumbler of the standard catalogue (no options, so its stock is one number).
const SOLD_OUT = { id: 32, name: '한빛 스테인리스 텀블러' };

test('a student subscribes to a sold-out product and gets a 알림톡 when staff raise its stock', async ({ page, target }) => {
  const member = await signInAsNewMember(page, target);
  await page.goto(`/products/${SOLD_OUT.id}`);
  await expect(page.getByRole('heading', { level: 1, name: SOLD_OUT.name })).toBeVisible();
  await page.getByRole('button', { name: '재입고 알림 신청' }).click();
  await expect(page.getByText('재입고 알림을 신청했어요. 다시 입고되면 알려 드릴게요.')).toBeVisible();

  try {
    const { stdout } = await staff(['stock', String(SOLD_OUT.id), '5']);
    expect(stdout).toContain(SOLD_OUT.name);
    const message = await waitForAlimtalk(member.tel, '재입고 알림');
    expect(message.text).toContain(`'${SOLD_OUT.name}' 상품이 다시 입고되었어요`);
    expect(message.text).toMatch(new RegExp(`/products/${SOLD_OUT.id}$`));

    // Told once: the request is used up, and the product can be bought now.
    await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
    await page.getByRole('link', { name: /재입고 알림/ }).click();
    await expect(page.getByRole('list', { name: '재입고 알림 목록' }).getByRole('listitem')).toHaveCount(0);
    await page.goto(`/products/${SOLD_OUT.id}`);
    await expect(page.getByRole('button', { name: '재입고 알림 신청' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: '구매하기' }).getByRole('button', { name: '장바구니', exact: true })).toBeEnabled();
  } finally {
    // The other specs expect the standard catalogue: the tumbler sold out again.
    await staff(['stock', String(SOLD_OUT.id), '0']);
  }
});
