import type { Page } from '@playwright/test';
import { university } from '../../mocks/scenarios/standard/tenant';
import { signInToConsole } from './support/console';
import { openAsVisitor } from './support/navigation';
import { gql } from './support/page-api';
import { expect, test } from './support/test';

// Staff change the top notice and the theme colour in the console, and a student sees both at
// once (docs/decisions/0047-shop-content.md). Laptop first: the console is a staff tool.
test.use({ viewport: { width: 1280, height: 800 } });

const NOTICE = '12월 1일은 생협 매장이 쉬어요. 온라인 주문은 그대로 받아요.';
const COLOUR = '#8a1538';

const primaryColour = (page: Page) => page.evaluate(() => document.documentElement.style.getPropertyValue('--color-primary'));

async function expectStudentView(page: Page) {
  await expect(page.getByRole('complementary', { name: '공지사항' })).toContainText(NOTICE);
  await expect.poll(() => primaryColour(page)).toBe(COLOUR);
}

/** The real database lives for the whole run: the seeded notice and colour go back for the specs after this one. */
async function putBack(page: Page) {
  const { staffShopSettings: current } = await gql<{ staffShopSettings: Record<string, unknown> & { updatedAt: string } }>(
    page,
    '{ staffShopSettings { id topNotice topNoticeEndsAt updatedAt name shopName siteUrl footerOperator footerAddress defaultTitle titleTemplate socialUrl chatUrl themeColor businessNumber mailOrderNumber representative csTel csEmail kakaoClientId naverClientId googleClientId } }',
  );
  const { id: _id, topNotice: _notice, topNoticeEndsAt: _ends, updatedAt, ...fields } = current;
  const saved = await gql<{ staffUpdateShopSettings: { updatedAt: string } }>(
    page,
    'mutation ($data: StaffShopSettingsInput!) { staffUpdateShopSettings(data: $data) { updatedAt } }',
    { data: { ...fields, themeColor: university.themeColor, expectedUpdatedAt: updatedAt } },
  );
  await gql(page, 'mutation ($data: StaffTopNoticeInput!) { staffSetTopNotice(data: $data) { id } }', {
    data: { text: university.topNotice, expectedUpdatedAt: saved.staffUpdateShopSettings.updatedAt },
  });
}

test('staff change the top notice and the theme colour, and a student sees both', async ({ browser, page, target }) => {
  await signInToConsole(page, target, '/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: '배너·공지' })).toBeVisible();
  try {
    await page.getByRole('textbox', { name: '공지 내용' }).fill(NOTICE);
    await page.getByRole('button', { name: '공지 저장' }).click();
    await expect(page.getByText('상단 공지를 저장했어요.')).toBeVisible();

    await page.getByRole('navigation').getByRole('link', { name: '상점 설정' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '상점 설정' })).toBeVisible();
    const colour = page.getByRole('textbox', { name: /^테마 색상/ });
    await expect(colour).toHaveValue(university.themeColor);
    // A mid grey fails with either text colour: the preview says so and the save is refused.
    await colour.fill('#777777');
    await expect(page.getByText('대비 4.4:1 · 미달')).toBeVisible();
    await page.getByRole('button', { name: '설정 저장' }).click();
    await expect(page.getByText(/글자 대비가 4.4:1이라 읽기 어려워요/)).toBeVisible();
    await colour.fill(COLOUR);
    await expect(page.getByText(/^대비 \d+\.\d:1 · 통과$/)).toBeVisible();
    await page.getByRole('button', { name: '설정 저장' }).click();
    await expect(page.getByText('쇼핑몰 설정을 저장했어요. 학생 화면에 바로 보여요.')).toBeVisible();

    if (target === 'real') {
      // Another browser, signed out: a student opening the shop now.
      const student = await browser.newContext();
      const studentPage = await student.newPage();
      await openAsVisitor(studentPage, target, '/');
      await expectStudentView(studentPage);
      await student.close();
    }
    // The mocked API keeps its store per tab, so there the student's view is this tab's shop.
    await page.goto('/');
    await expectStudentView(page);
  } finally {
    if (target === 'real') await putBack(page);
  }
});
