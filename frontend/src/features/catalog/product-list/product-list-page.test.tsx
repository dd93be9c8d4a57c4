import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventsNamed, withMockedApi } from '../../../testing/mocked-api';
import { renderWithApp } from '../../../testing/render';
import { ProductListPage } from './product-list-page';

withMockedApi();

const cardsIn = (list: HTMLElement) => within(list).getAllByRole('link');
const itemNames = (event: { params: Record<string, unknown> } | undefined) =>
  ((event?.params.items ?? []) as { item_name: string }[]).map((item) => item.item_name);

describe('product list', () => {
  it('loads more on request and starts a new list from the top when the category changes', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<ProductListPage />, { route: '/products' });

    const all = await screen.findByRole('list', { name: '전체 상품 상품 목록' });
    expect(cardsIn(all)).toHaveLength(20);
    expect(screen.getByText('총 31개')).toBeTruthy();
    // jsdom has no IntersectionObserver, so the list offers a button instead of loading on scroll.
    await user.click(screen.getByRole('button', { name: '더 보기' }));
    await waitFor(() => expect(cardsIn(all)).toHaveLength(31));
    expect(screen.getByText('모든 상품을 불러왔어요.')).toBeTruthy();

    await user.click(within(screen.getByRole('navigation', { name: '카테고리' })).getByRole('link', { name: '과잠·점퍼' }));
    expect(location.history.at(-1)).toBe('/products?category=75');
    const jackets = await screen.findByRole('list', { name: '과잠·점퍼 상품 목록' });
    expect(cardsIn(jackets)).toHaveLength(9);
    expect(screen.queryByRole('list', { name: '전체 상품 상품 목록' })).toBeNull();
    expect(screen.getByRole('navigation', { name: '과잠·점퍼 세부 카테고리' })).toBeTruthy();

    // One view_item_list per page shown: two pages of the whole list, then the jackets' first.
    const views = eventsNamed('view_item_list');
    expect(views.map((event) => event.params.item_list_name)).toEqual(['전체 상품', '전체 상품', '과잠·점퍼']);
    expect(itemNames(views[2])).toContain('2026 경영학과 과잠');
    expect((views[1]?.params.items as { index: number }[])[0]?.index).toBe(20);
  });

  it('keeps the only-available filter in the address and lists only what can be bought now', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<ProductListPage />, { route: '/products?category=75' });
    const jackets = await screen.findByRole('list', { name: '과잠·점퍼 상품 목록' });
    expect(within(jackets).getAllByText('품절').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: '필터' }));
    await user.click(screen.getByRole('checkbox', { name: '구매 가능한 상품만 보기' }));
    expect(location.history.at(-1)).toBe('/products?category=75&available=1');
    await waitFor(() => expect(screen.getByText('총 5개')).toBeTruthy());
    const available = screen.getByRole('list', { name: '과잠·점퍼 상품 목록' });
    expect(within(available).queryAllByText('품절')).toHaveLength(0);
    expect(within(available).queryByText('판매 종료')).toBeNull();
  });

  it('reports a group-category click and a card click to analytics', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<ProductListPage />, { route: '/products' });
    await screen.findByRole('list', { name: '전체 상품 상품 목록' });

    await user.click(screen.getByRole('button', { name: '필터' }));
    await user.click(within(screen.getByRole('navigation', { name: '학과·단체 상품' })).getByRole('link', { name: '경영학과' }));
    expect(eventsNamed('select_group_category').map((event) => event.params)).toEqual([
      { group_category_id: 90, group_category_name: '경영학과' },
    ]);
    const list = await screen.findByRole('list', { name: '경영학과 상품 목록' });
    expect(cardsIn(list).map((card) => card.textContent)).toEqual([
      expect.stringContaining('2026 경영학과 과 맨투맨'),
      expect.stringContaining('2026 경영학과 과잠'),
    ]);

    await user.click(within(list).getByRole('link', { name: '2026 경영학과 과잠' }));
    expect(location.history.at(-1)).toBe('/products/1');
    const [select] = eventsNamed('select_item');
    expect(select?.params).toMatchObject({ item_list_name: '경영학과' });
    expect(select?.params.items).toEqual([expect.objectContaining({ item_id: '1', item_name: '2026 경영학과 과잠', index: 1, price: 79000 })]);
  });

  it('shows the card facts a student decides by: badges, prices and the deadline', async () => {
    renderWithApp(<ProductListPage />, { route: '/products?category=75&sub=76' });
    const list = await screen.findByRole('list', { name: '과잠 상품 목록' });
    // The link holds the name (and stretches over the card); the card is its list item.
    const cardOf = (name: string) => within(list).getByRole('link', { name }).closest('li') as HTMLElement;
    const link = within(list).getByRole('link', { name: '2026 경영학과 과잠' });
    expect(link.getAttribute('href')).toBe('/products/1');
    const card = cardOf('2026 경영학과 과잠');
    expect(within(card).getByRole('img', { name: '2026 경영학과 과잠' })).toBeTruthy();
    expect(card.textContent).toContain('단체주문');
    expect(card.textContent).toContain('79,000원');
    expect(within(card).getByRole('deletion').textContent).toContain('89,000원');
    expect(card.textContent).toContain('11%');
    // The scenario's sale ends 14 days after its instant (2026-09-01 10:00 in Seoul).
    expect(card.textContent).toContain('9월 15일 마감');
    expect(card.textContent).toContain('D-14');
    const pastSale = cardOf('2025 총학생회 과잠');
    expect(pastSale.textContent).toContain('판매 종료');
    const classic = cardOf('한빛 클래식 과잠');
    expect(classic.textContent).toContain('공동구매');
  });

  it('says when no product matches and offers the whole list', async () => {
    renderWithApp(<ProductListPage />, { route: '/products?category=72&group=90' });
    expect(await screen.findByText('조건에 맞는 상품이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '전체 상품 보기' }).getAttribute('href')).toBe('/products');
  });

  it('searches through the address, with sold-out matches last, and sorts by price', async () => {
    const user = userEvent.setup();
    const { location } = renderWithApp(<ProductListPage />, { route: '/products?q=%ED%9B%84%EB%93%9C' });
    const hoodies = await screen.findByRole('list', { name: '‘후드’ 검색 결과 상품 목록' });
    const names = cardsIn(hoodies).map((card) => card.textContent ?? '');
    expect(names.some((name) => name.includes('한빛 로고 후드티'))).toBe(true);
    expect(names.some((name) => name.includes('볼캡'))).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: '정렬' }), '낮은 가격순');
    expect(location.history.at(-1)).toBe('/products?q=%ED%9B%84%EB%93%9C&sort=PRICE_ASC');
  });

  it('finds 과잠 by 초성', async () => {
    renderWithApp(<ProductListPage />, { route: '/products?q=%E3%84%B1%E3%85%88' });
    const jackets = await screen.findByRole('list', { name: '‘ㄱㅈ’ 검색 결과 상품 목록' });
    expect(within(jackets).getByRole('link', { name: /2026 경영학과 과잠/ })).toBeTruthy();
  });
});
