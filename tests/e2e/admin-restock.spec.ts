import { productOf } from '../../mocks/scenarios/activity/lookup';
import { buildStandardCatalogue } from '../../mocks/scenarios/standard';
import { waitForAlimtalk } from './support/alimtalk-outbox';
import { signInToConsole } from './support/console';
import { signInAsNewMember } from './support/members';
import { gql } from './support/page-api';
import { staff } from './support/staff';
import { expect, test } from './support/test';
import { paths } from '../../frontend/src/lib/paths';

// Staff raise a sold-out option of a product members wait for from the restock board (ADR
// 0053): the waiting members are told once and the product leaves the board. The pastel half-zip
// (23) is sold out in the standard catalogue and the demo member waits for it; the real target
// adds a new member of its own, whose 알림톡 is read from the outbox.
test.use({ viewport: { width: 1280, height: 800 } });

const SOLD_OUT = productOf(buildStandardCatalogue(), 23);

test('staff raise a sold-out option and the waiting members are told', async ({ browser, page, target }) => {
  test.slow(target === 'real', 'the 알림톡 outbox and the staff command line that restores the stock');
  let tel: string | null = null;
  if (target === 'real') {
    const context = await browser.newContext();
    const student = await context.newPage();
    ({ tel } = await signInAsNewMember(student, target));
    await student.goto(`/products/${SOLD_OUT.id}`);
    await student.getByRole('button', { name: '재입고 알림 신청' }).click();
    await expect(student.getByText('재입고 알림을 신청했어요. 다시 입고되면 알려 드릴게요.')).toBeVisible();
    await context.close();
  }

  await signInToConsole(page, target, paths.adminRestock());
  const row = page.getByRole('table', { name: '재입고 요청' }).getByRole('row').filter({ hasText: SOLD_OUT.name });
  await expect(row).toContainText('품절');
  const waiting = Number((await row.getByRole('cell').nth(1).textContent())?.replace(/\D/g, ''));
  expect(waiting).toBeGreaterThanOrEqual(1);
  try {
    await row.getByRole('button', { name: `${SOLD_OUT.name} 재고 채우기` }).click();
    const dialog = page.getByRole('dialog', { name: '재고 채우기' });
    await expect(dialog.getByText(`저장하면 기다리는 ${waiting}명에게 재입고 알림을 보내요.`)).toBeVisible();
    await dialog.getByRole('button', { name: '재고 채우기' }).click();
    await expect(page.getByRole('status')).toContainText(`기다리던 ${waiting}명에게 재입고 알림을 보냈어요.`);
    await expect(row).toHaveCount(0);
    if (tel) expect((await waitForAlimtalk(tel, '재입고 알림')).text).toContain(SOLD_OUT.name);
  } finally {
    if (target === 'real') {
      // The other specs expect the standard catalogue: the raised combination (the dialog offers
      // the first sold-out one, the lowest id) sold out again.
      const { product } = await gql<{ product: { productOptionDetails: { id: number; count: number }[] } }>(
        page,
        'query ($id: Int!) { product(id: $id) { productOptionDetails { id count } } }',
        { id: SOLD_OUT.id },
      );
      for (const detail of product.productOptionDetails.filter((row) => row.count > 0)) {
        await staff(['stock', String(SOLD_OUT.id), '--option', String(detail.id), '0']);
      }
    }
  }
});
