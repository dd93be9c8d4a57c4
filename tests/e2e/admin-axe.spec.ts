import AxeBuilder from '@axe-core/playwright';
import { paths, type ADMIN_ROUTE_NAMES } from '../../frontend/src/lib/paths';
import { goInApp, signInToConsole } from './support/console';
import { expect, test } from './support/test';

// Every console screen passes axe (WCAG 2.1 A and AA, colour contrast included, as Chromium renders
// it) on a laptop and on a 360 px phone, filled with the seeded shop's data.

/** One address per console route: the seeded shop's first product and the demo member. */
const ADDRESSES: Record<(typeof ADMIN_ROUTE_NAMES)[number], string> = {
  adminHome: paths.adminHome(),
  adminOrders: paths.adminOrders(),
  adminOrder: paths.adminOrder(1),
  adminShipping: paths.adminShipping(),
  adminRefunds: paths.adminRefunds(),
  adminReviews: paths.adminReviews(),
  adminRestock: paths.adminRestock(),
  adminPickup: paths.adminPickup({ point: 1 }),
  adminWaitingRooms: paths.adminWaitingRooms({ product: 7 }),
  adminSales: paths.adminSales(),
  adminProducts: paths.adminProducts(),
  adminProductNew: paths.adminProductNew(),
  adminProduct: paths.adminProduct(1),
  adminProductOptions: paths.adminProductOptions(1),
  adminProductImages: paths.adminProductImages(1),
  adminProductProduction: paths.adminProductProduction(4),
  adminProductionSheet: paths.adminProductionSheet(2),
  adminCategories: paths.adminCategories(),
  adminDelivery: paths.adminDelivery(),
  adminContent: paths.adminContent(),
  adminSettings: paths.adminSettings(),
  adminMembers: paths.adminMembers(),
  adminMember: paths.adminMember(1),
  adminAudit: paths.adminAudit(),
  staffMessages: paths.staffMessages(),
  adminCampaigns: paths.adminCampaigns(),
  adminCampaignNew: paths.adminCampaignNew({ product: 1 }),
  adminCampaign: paths.adminCampaign(1),
};

const WIDTHS = [
  { name: 'laptop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 360, height: 780 } },
] as const;

for (const { name, viewport } of WIDTHS) {
  test(`every console screen passes axe on a ${name}`, async ({ page, target }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await signInToConsole(page, target);
    for (const [route, address] of Object.entries(ADDRESSES)) {
      const here = new URL(page.url());
      if (`${here.pathname}${here.search}` !== address) {
        const previous = await page.getByRole('heading', { level: 1 }).textContent();
        await goInApp(page, address);
        await expect(page).toHaveURL(address);
        // The new screen is up when its heading replaced the last one (every console title differs).
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(previous ?? '');
      }
      // Loaded: no skeleton left (a busy region is fine to check later, but not what staff work with).
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const found = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
      expect(found, `${route} (${address})`).toEqual([]);
    }
  });
}
