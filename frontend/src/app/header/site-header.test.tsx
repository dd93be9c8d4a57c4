import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, scenarioHandlers } from '../../../../mocks/handlers';
import { operationOverride } from '../../../../mocks/overrides';
import { productCategories } from '../../../../mocks/scenarios/standard/categories';
import { ProductCategoriesDocument } from '../../lib/__generated__/graphql';
import { server, withMockedApi } from '../../testing/mocked-api';
import { appHarness } from '../../testing/render';
import { SiteHeader } from '../site-header';

withMockedApi();

function renderHeader(options: Parameters<typeof appHarness>[0]) {
  const harness = appHarness(options);
  render(<SiteHeader shopName="한빛대 생협 굿즈샵" loading={false} />, { wrapper: harness.wrapper });
  return harness;
}

describe('the site header', () => {
  it('offers a visitor the login page, returning to the current page, and an empty cart link', async () => {
    renderHeader({ scenario: 'anonymous', route: '/products', signedIn: false });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: '한빛대 생협 굿즈샵' }).getAttribute('href')).toBe('/');
    expect(within(banner).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/login?next=%2Fproducts');
    expect(within(banner).getByRole('link', { name: '장바구니' }).getAttribute('href')).toBe('/cart');
  });

  it("shows a member the my-page link and the number of lines in the member's cart", async () => {
    renderHeader({ scenario: 'standard' });
    const lines = mockApi().db.state.carts.filter((cart) => cart.userId === 1).length;
    expect(lines).toBeGreaterThan(0);

    expect((await screen.findByRole('link', { name: '마이페이지' })).getAttribute('href')).toBe('/my');
    expect((await screen.findByRole('link', { name: `장바구니, 담긴 상품 ${lines}개` })).getAttribute('href')).toBe('/cart');
  });

  it('opens the category menu as a dialog listing visible main, sub and group categories, and a choice navigates and closes it', async () => {
    const user = userEvent.setup();
    const harness = renderHeader({ scenario: 'anonymous', signedIn: false });
    const button = screen.getByRole('button', { name: '카테고리 메뉴' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: '카테고리' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = within(dialog).getByRole('navigation', { name: '상품 카테고리' });

    const visibleMain = productCategories.filter((c) => !c.isGroup && c.categoryId === null && c.visible);
    for (const category of visibleMain) {
      expect((await within(menu).findByRole('link', { name: category.content })).getAttribute('href')).toBe(`/products?category=${category.id}`);
    }
    expect(within(menu).queryByRole('link', { name: '지난 시즌' })).toBeNull();
    expect(within(menu).getByRole('link', { name: '과잠' }).getAttribute('href')).toBe('/products?category=75&sub=76');
    const firstGroup = productCategories.find((c) => c.isGroup);
    expect(within(menu).getByRole('link', { name: firstGroup?.content }).getAttribute('href')).toBe(`/products?group=${firstGroup?.id}`);

    await user.click(within(menu).getByRole('link', { name: '후드·맨투맨' }));

    expect(harness.location.history?.at(-1)).toBe('/products?category=71');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu with Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderHeader({ scenario: 'anonymous', signedIn: false });
    const button = screen.getByRole('button', { name: '카테고리 메뉴' });
    await user.click(button);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: '카테고리' }));

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('says so in the menu when the categories cannot be loaded, and tries again on request', async () => {
    const user = userEvent.setup();
    renderHeader({ scenario: 'anonymous', signedIn: false });
    server.use(operationOverride(ProductCategoriesDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '카테고리를 불러오지 못했어요.' } }));

    await user.click(screen.getByRole('button', { name: '카테고리 메뉴' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('카테고리를 불러오지 못했어요.');

    // The API recovers: only the scenario's own handlers answer again.
    server.resetHandlers(...scenarioHandlers({ latency: 'none' }));
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: '과잠·점퍼' })).toBeTruthy();
  });
});
