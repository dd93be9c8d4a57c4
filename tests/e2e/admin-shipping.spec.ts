import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { paths } from '../../frontend/src/lib/paths';
import { ADMIN_CREDENTIAL, DEMO_CREDENTIAL } from '../../mocks/scenarios/members';
import { goInApp } from './support/console';
import { signIn } from './support/members';
import { orderLinesOf, placePaidOrder } from './support/orders';
import { expect, test } from './support/test';

// Issue 16's courier round trip on one tab: a student pays by card, staff confirm the line in bulk
// from the order desk's selection bar, export
// the courier file on /admin/shipping and download it, fill it in as CJ would (the tracking number
// as a long number cell, as Excel keeps it), import it, preview, apply, and the student sees 배송 중
// with the tracking link.

/** Signs out from the my page and in again through the login page, without a reload. */
async function signInAgain(page: Page, who: { email: string; password: string }, next: string): Promise<void> {
  await goInApp(page, '/my');
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  await goInApp(page, `/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: '이메일' }).fill(who.email);
  await page.getByLabel(/^비밀번호( \*)?$/).fill(who.password);
  await page.getByRole('button', { name: '로그인' }).click();
}

test('staff export the courier file, import the tracking numbers CJ filled in, and the student sees 배송 중 with the tracking link', async ({ page, target }) => {
  test.setTimeout(240_000);
  await signIn(page, target);
  const order = await placePaidOrder(page);
  const [lineId] = await orderLinesOf(page, order.id);
  expect(lineId).toBeGreaterThan(0);

  // Staff find the order on the desk by its number and confirm its line from the selection bar.
  await signInAgain(page, ADMIN_CREDENTIAL, paths.adminOrders({ q: order.mUid, status: 'PAID' }));
  await expect(page.getByRole('heading', { level: 1, name: '주문' })).toBeVisible();
  const desk = page.getByRole('table', { name: '주문 목록' });
  await expect(desk.getByRole('row')).toHaveCount(2);
  await desk.getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('group', { name: '선택한 주문 상품 일괄 처리' }).getByRole('button', { name: '발주 확인' }).click();
  const result = page.getByRole('dialog', { name: '발주 확인 결과' });
  await expect(result).toContainText('처리 1개 · 이미 처리 0개 · 처리 못 함 0개');
  await result.getByRole('button', { name: '확인' }).click();
  await goInApp(page, paths.adminShipping());
  await expect(page.getByRole('heading', { level: 1, name: '송장·배송' })).toBeVisible();

  // Export every line to ship for CJ as XLSX and download the file once the job is done.
  const history = page.getByRole('table', { name: '택배 파일 내보내기 기록' });
  // Count the history only once it has loaded (its table, or the empty state when there is none).
  await expect(history.or(page.getByText('아직 내보낸 택배 파일이 없어요'))).toBeVisible();
  const before = await history.getByRole('row').count();
  await page.getByRole('form', { name: '택배 파일 내보내기' }).getByRole('combobox', { name: '택배사' }).selectOption('CJ');
  await page.getByRole('button', { name: '보낼 상품 모두 내보내기' }).click();
  await expect(history.getByRole('row')).toHaveCount(Math.max(before, 1) + 1, { timeout: 30_000 });
  const newest = history.getByRole('row').nth(1);
  const download = page.waitForEvent('download');
  await newest.getByRole('button', { name: /받기$/ }).click({ timeout: 60_000 });
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);

  // CJ fills in the waybill column; Excel keeps a typed 12-digit number as a number cell.
  const workbook = new ExcelJS.Workbook();
  const bytes = Buffer.concat(chunks);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const idColumn = headers.indexOf('주문상품번호');
  const trackingColumn = headers.indexOf('운송장번호');
  let found = false;
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber > 1 && Number(row.getCell(idColumn).value) === lineId) {
      row.getCell(trackingColumn).value = 684_012_345_678;
      found = true;
    }
  });
  expect(found).toBe(true);
  const returned = Buffer.from(await workbook.xlsx.writeBuffer());

  // Import, preview, apply.
  const importForm = page.getByRole('form', { name: '송장 번호 가져오기' });
  await importForm.getByRole('combobox', { name: '택배사' }).selectOption('CJ');
  await importForm.getByLabel('택배사에서 받은 파일 (XLSX, CSV)').setInputFiles({
    name: 'CJ_운송장.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: returned,
  });
  await importForm.getByRole('button', { name: '미리보기' }).click();
  const preview = page.getByRole('table', { name: '송장 가져오기 미리보기' });
  const ourRow = preview.getByRole('row').filter({ hasText: '684012345678' });
  await expect(ourRow).toContainText('발송 처리');
  await page.getByRole('button', { name: /^1건 발송 처리하기$/ }).click();
  await expect(page.getByRole('table', { name: '송장 가져오기 결과' }).getByRole('row').filter({ hasText: '684012345678' })).toContainText('발송 처리');

  // The student sees the line on its way, with the courier's tracking page.
  await signInAgain(page, DEMO_CREDENTIAL, `/my/orders/${order.id}`);
  await expect(page.getByText('배송 중').first()).toBeVisible();
  const tracking = page.getByRole('link', { name: /배송 조회/ }).first();
  await expect(tracking).toHaveAttribute('href', /684012345678/);
});
