import type { Page } from '@playwright/test';
import { PINNED_ANSWERS_KEY } from '../../mocks/pinned-answers';
import { buildTenantIntegrations } from '../../mocks/factories/content';
import { productCategories } from '../../mocks/scenarios/standard/categories';
import { university } from '../../mocks/scenarios/standard/tenant';
import { useDemoSession } from './support/members';
import { openAsVisitor, withScenario } from './support/navigation';
import { expect, test, type Target } from './support/test';

// The seeded shop has no analytics endpoint, so this spec gives it one. Mock mode: the mocked
// API's pinned answer for ShopIntegrations (mocks/browser.ts, PINNED_ANSWERS_KEY in the tab's
// sessionStorage). Real: the page's ShopIntegrations answer is patched on its way in. Either way
// the collector is another origin, answered by the browser context's route. It is a GA4 host,
// because the shop's Content-Security-Policy lets the page talk to Google Analytics only.
const ENDPOINT = 'https://region1.google-analytics.com/g/collect';

interface PostedEvent {
  name: string;
  params: Record<string, unknown>;
}

interface PostedBatch {
  client_id: string;
  events: PostedEvent[];
}

async function overrideInMockedApi(page: Page): Promise<void> {
  const pinned = {
    ShopIntegrations: {
      university: { id: university.id, integrations: buildTenantIntegrations({ analyticsEndpoint: ENDPOINT }) },
    },
  };
  await page.addInitScript(
    ({ key, value }) => window.sessionStorage.setItem(key, value),
    { key: PINNED_ANSWERS_KEY, value: JSON.stringify(pinned) },
  );
}

async function overrideOnTheWire(page: Page): Promise<void> {
  await page.route('**/api', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'ShopIntegrations') return route.fallback();
    const response = await route.fetch();
    const json = (await response.json()) as { data?: { university?: { integrations?: Record<string, unknown> } } };
    const integrations = json.data?.university?.integrations;
    if (integrations) integrations.analyticsEndpoint = ENDPOINT;
    await route.fulfill({ response, json });
  });
}

async function withAnalyticsCollector(page: Page, target: Target): Promise<PostedBatch[]> {
  const posted: PostedBatch[] = [];
  await page.context().route(`${ENDPOINT}*`, async (route) => {
    posted.push(route.request().postDataJSON() as PostedBatch);
    await route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*' } });
  });
  await (target === 'mock' ? overrideInMockedApi(page) : overrideOnTheWire(page));
  return posted;
}

const pageViews = (posted: PostedBatch[]) => posted.flatMap((batch) => batch.events).filter((event) => event.name === 'page_view');

test('a student opens the category menu, picks a category, and each page they see is counted once', async ({ page, target, request }) => {
  await useDemoSession(page, target, request);
  const posted = await withAnalyticsCollector(page, target);

  await page.goto(withScenario(target, '/', 'demo'));
  await expect(page.getByRole('banner').getByRole('link', { name: '마이페이지' })).toBeVisible();

  const menuButton = page.getByRole('button', { name: '카테고리 메뉴' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: '카테고리' });
  await expect(menu).toBeVisible();
  const hoodies = productCategories.find((category) => category.id === 71);
  await menu.getByRole('link', { name: hoodies?.content }).click();

  await expect(page).toHaveURL(/\/products\?category=71$/);
  await expect(menu).toBeHidden();

  // A page that is not part of the shop is not counted.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toBeVisible();
  await page.getByRole('link', { name: '홈으로 가기' }).click();
  await expect(page).toHaveURL(/\/$/);

  await expect.poll(() => pageViews(posted).map((view) => view.params.page_path), { timeout: 10_000 }).toEqual([
    '/',
    '/products?category=71',
    '/',
  ]);
  for (const view of pageViews(posted)) {
    expect(view.params).toMatchObject({ universityId: university.id, universityName: university.name, user_id: '000000001' });
  }
});

test.describe('scroll position', () => {
  // Scrolling is the subject here, not the phone's zoom: a page that sticks out sideways would make
  // mobile emulation zoom out until nothing scrolls vertically (the home spec guards the overflow).
  test.use({ isMobile: false });

  test('a student scrolls down the home page, opens a category, comes back and is where they left off', async ({ page, target }) => {
    await openAsVisitor(page, target, '/');
    await expect(page.getByRole('contentinfo')).toContainText(university.footerOperator);
    await expect(page.locator('main img').first()).toBeVisible();

    const room = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    await expect.poll(room).toBeGreaterThan(100);
    const distance = Math.min(700, await room());
    await page.mouse.wheel(0, distance);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThanOrEqual(distance - 1);
    const left = await page.evaluate(() => Math.round(window.scrollY));

    await page.getByRole('button', { name: '카테고리 메뉴' }).click();
    await page.getByRole('dialog', { name: '카테고리' }).getByRole('link', { name: '플리스', exact: true }).click();
    await expect(page).toHaveURL(/\/products\?category=72$/);
    // A new page starts at the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
  });
});
