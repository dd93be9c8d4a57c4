import { paths } from '../../frontend/src/lib/paths';
import { signInToConsole } from './support/console';
import { expect, test } from './support/test';

// The order desk (docs/decisions/0049-order-desk.md) on both targets: the real one seeds 40
// generated lines (tests/e2e/support/start-server.ts), the mocked one serves the staff scenario.
test.use({ viewport: { width: 1280, height: 800 } });

test('staff filter the desk by status and search, open an order and save a view', async ({ page, target }) => {
  await signInToConsole(page, target, paths.adminOrders());
  const table = page.getByRole('table', { name: '주문 목록' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // A status tab with lines narrows the list to that status and lands in the address.
  const tabs = page.getByRole('list', { name: '상태별 주문' }).getByRole('button');
  await expect(tabs.first()).toHaveText(/^전체 \d+/);
  const withLines = tabs.filter({ hasNotText: /^전체/ }).filter({ hasText: / [1-9]\d*$/ }).first();
  const label = ((await withLines.textContent()) ?? '').replace(/ \d+$/, '');
  await withLines.click();
  await expect(withLines).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/status=[A-Z]+/);
  for (const row of await table.getByRole('row').all().then((rows) => rows.slice(1))) await expect(row).toContainText(label);

  // Searching a buyer's name keeps only their lines.
  await tabs.first().click();
  const buyerCell = table.getByRole('row').nth(1).getByRole('cell').nth(2);
  const buyer = ((await buyerCell.textContent()) ?? '').split(/\d|없음/)[0]!.trim();
  await page.getByRole('searchbox', { name: '검색' }).fill(buyer);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(buyer)}`));
  // Waits for the narrowed list (a snapshot of the rows could still be the unfiltered page): only
  // the header row lacks the name.
  await expect(table.getByRole('row').filter({ hasNotText: buyer })).toHaveCount(1);
  await expect(table.getByRole('row').filter({ hasText: buyer }).first()).toBeVisible();

  // Save the current desk as a view; it is listed and selected.
  await page.getByRole('textbox', { name: '보기 이름' }).fill('이 구매자');
  await page.getByRole('button', { name: '지금 보기 저장' }).click();
  await expect(page.getByRole('combobox', { name: '저장한 보기' })).toHaveValue(/\d+/);
  await expect(page).toHaveURL(/view=\d+/);

  // A line opens its order: buyer, payment record and history.
  const orderLink = table.getByRole('row').nth(1).getByRole('link').first();
  const mUid = (await orderLink.textContent()) ?? '';
  await orderLink.click();
  await expect(page.getByRole('heading', { level: 1, name: `주문 ${mUid}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '결제 기록' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '상태 변경 이력' })).toBeVisible();
  await expect(page.getByText('주문했어요')).toBeVisible();
});
