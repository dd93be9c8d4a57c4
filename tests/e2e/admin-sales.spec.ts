import { readFile } from 'node:fs/promises';
import { seoulDay } from '../../domain/order-desk/order-line-filter';
import { paidOrderThenStaff } from './support/paid-then-staff';
import { expect, test } from './support/test';

// The numbers (ADR 0054): the day's sales include a student's card payment, and the CSV carries
// the same totals the page shows, with a BOM so Excel reads Korean.

const won = (text: string) => Number(text.replace(/[^\d-]/g, ''));

test('staff see today\'s sales including a paid order and download the same totals as CSV', async ({ page, target }) => {
  test.setTimeout(120_000);
  const today = seoulDay(new Date());
  const order = await paidOrderThenStaff(page, target, `/admin/sales?from=${today}&to=${today}`);
  await expect(page.getByRole('heading', { level: 1, name: '매출 통계' })).toBeVisible();
  await expect(page.getByLabel('시작일')).toHaveValue(today);
  await expect(page.getByRole('button', { name: '오늘' })).toHaveAttribute('aria-pressed', 'true');

  const summary = page.getByLabel('기간 합계');
  const figure = (label: string) => summary.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  const gross = won(await figure('총매출').textContent() ?? '');
  const net = won(await figure('순매출').textContent() ?? '');
  expect(gross).toBeGreaterThanOrEqual(order.paidPrice);
  await expect(page.getByRole('rowheader', { name: '한빛 캔버스 에코백' })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV 내려받기' }).click()]);
  expect(download.suggestedFilename()).toBe(`매출-${today}-${today}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const total = csv.split('\r\n').find((line) => line.startsWith('합계,,') && /\d/.test(line))!.split(',');
  expect(Number(total[2])).toBe(gross);
  expect(Number(total[4])).toBe(net);
  expect(csv).toContain('한빛 캔버스 에코백');
});
