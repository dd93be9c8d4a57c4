import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../mocks/handlers';
import { cartSummary } from '../../../../mocks/store/cart';
import { formatKRW } from '../../lib/format';
import { eventsNamed, mockState, withMockedApi } from '../../testing/mocked-api';
import { renderRoutes } from '../../testing/render';
import { cartRoutes } from './cart-routes';

withMockedApi();

const DEMO = 1;
const demoCarts = () => mockState().carts.filter((cart) => cart.userId === DEMO);
const apiTotals = () => cartSummary(mockApi().db, DEMO);
const productName = (productId: number) => mockApi().db.product(productId)?.name ?? '';

function renderCart(options: Parameters<typeof renderRoutes>[1] = {}) {
  return renderRoutes(cartRoutes, { route: '/cart', ...options });
}

const totals = () => within(screen.getByRole('region', { name: '주문 금액' }));
const totalOf = (label: string) => totals().getByText(label).nextElementSibling?.textContent;
const lineOf = (name: string) => screen.getByRole('checkbox', { name: `${name} 주문 선택` }).closest('li') as HTMLElement;

async function loaded() {
  await screen.findByRole('region', { name: '주문 금액' });
}

describe('cart page', () => {
  it('groups the lines by delivery template with each group fee and the free-delivery hint', async () => {
    renderCart();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: '장바구니' })).toBeTruthy();
    for (const group of apiTotals().cartsGroupedByDeliveryTemplate) {
      const section = screen.getByRole('region', { name: group.deliveryTemplate.name });
      expect(within(section).getAllByRole('listitem')).toHaveLength(group.carts.length);
      if (group.freeDeliveryRemaining !== null) {
        expect(within(section).getByText(`${formatKRW(group.freeDeliveryRemaining)} 더 담으면 배송비가 무료예요.`)).toBeTruthy();
      }
    }
    expect(screen.getByText(/10개까지 배송비 3,000원이고, \d+개 더 담으면 5,000원이 돼요/)).toBeTruthy();
    expect(eventsNamed('view_cart')).toHaveLength(1);
  });

  it('shows the typed option inputs and the chosen option values of a line', async () => {
    renderCart();
    await loaded();
    const jacket = demoCarts().find((cart) => cart.productOptionInput0 !== null);
    if (!jacket) throw new Error('the standard cart has a line with inputs');
    const line = lineOf(productName(jacket.productId));
    expect(within(line).getByText(jacket.productOptionInput0 ?? '')).toBeTruthy();
    expect(within(line).getByText(/색상: .+ \/ 사이즈: .+/)).toBeTruthy();
  });

  it('changes the totals when every line is deselected and selected again, leaving the sold-out line out', async () => {
    const user = userEvent.setup();
    renderCart();
    await loaded();
    expect(totalOf('결제 예정 금액')).toBe(formatKRW(apiTotals().payablePrice));

    await user.click(screen.getByRole('checkbox', { name: /^전체 선택/ }));
    await waitFor(() => expect(totalOf('결제 예정 금액')).toBe('0원'));
    expect(totalOf('상품 금액')).toBe('0원');
    expect(demoCarts().every((cart) => !cart.selected)).toBe(true);
    expect(screen.getByRole('button', { name: '주문하기' })).toHaveProperty('disabled', true);
    expect(screen.getByText('주문할 상품을 선택해 주세요.')).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: /^전체 선택/ }));
    await waitFor(() => expect(totalOf('결제 예정 금액')).not.toBe('0원'));
    const soldOut = screen.getByRole('checkbox', { name: /코치자켓 주문 선택$/ });
    expect(soldOut).toHaveProperty('disabled', true);
    expect(demoCarts().filter((cart) => cart.selected)).toHaveLength(demoCarts().length - 1);
    await waitFor(() => expect(totalOf('결제 예정 금액')).toBe(formatKRW(apiTotals().payablePrice)));
  });

  it('flags a sold-out line with a badge and the API sentence, and keeps it out of the order', async () => {
    renderCart();
    await loaded();
    const line = screen.getByRole('checkbox', { name: /코치자켓 주문 선택$/ }).closest('li') as HTMLElement;
    expect(within(line).getByText('품절')).toBeTruthy();
    expect(within(line).getByText('품절되었어요.')).toBeTruthy();
    expect(within(line).getByRole('checkbox')).toHaveProperty('checked', false);
  });

  it('takes a line that sold out while selected out of the selection on the server', async () => {
    renderCart({
      scenario: 'sold-out',
      prepare: (state) => {
        for (const cart of state.carts) cart.selected = true;
      },
    });
    await loaded();
    await waitFor(() => expect(demoCarts().every((cart) => !cart.selected)).toBe(true));
    expect(screen.getAllByText('품절').length).toBe(demoCarts().length);
    expect(screen.getByRole('button', { name: '주문하기' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('checkbox', { name: /^전체 선택/ })).toHaveProperty('disabled', true);
  });

  it('keeps the quantity within 1 to 999 and shows the refusal when the stock is short', async () => {
    const user = userEvent.setup();
    renderCart({
      prepare: (state) => {
        const ecobag = state.carts.find((cart) => cart.userId === DEMO && cart.productId === 30);
        if (ecobag) ecobag.count = 999;
      },
    });
    await loaded();
    const ecobag = lineOf(productName(30));
    expect(within(ecobag).getByRole('button', { name: /수량 늘리기$/ })).toHaveProperty('disabled', true);

    const fleece = lineOf(productName(20));
    expect(within(fleece).getByRole('button', { name: /수량 줄이기$/ })).toHaveProperty('disabled', true);
    await user.click(within(fleece).getByRole('button', { name: /수량 늘리기$/ }));
    await waitFor(() => expect(demoCarts().find((cart) => cart.productId === 20)?.count).toBe(2));
    await waitFor(() => expect(within(fleece).getByRole('textbox', { name: /수량$/ })).toHaveProperty('value', '2'));

    const input = within(fleece).getByRole('textbox', { name: /수량$/ });
    await user.clear(input);
    await user.type(input, '0{Enter}');
    expect(within(fleece).getByRole('alert').textContent).toBe('수량은 1개부터 999개까지 담을 수 있어요.');
    expect(demoCarts().find((cart) => cart.productId === 20)?.count).toBe(2);

    await user.clear(input);
    await user.type(input, '998{Enter}');
    expect((await within(fleece).findByRole('alert')).textContent).toContain('재고가 부족해요');
    expect(demoCarts().find((cart) => cart.productId === 20)?.count).toBe(2);
  });

  it('removes a line only after confirming, and keeps it when the member cancels', async () => {
    const user = userEvent.setup();
    renderCart();
    await loaded();
    const before = demoCarts().length;
    const name = productName(30);

    await user.click(screen.getByRole('button', { name: `${name} 삭제` }));
    let dialog = await screen.findByRole('dialog', { name: '상품을 삭제할까요?' });
    expect(within(dialog).getByText(`'${name}' 상품을 장바구니에서 삭제할까요?`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(demoCarts()).toHaveLength(before);

    await user.click(screen.getByRole('button', { name: `${name} 삭제` }));
    dialog = await screen.findByRole('dialog', { name: '상품을 삭제할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: `${name} 주문 선택` })).toBeNull());
    expect(demoCarts()).toHaveLength(before - 1);
    expect(eventsNamed('remove_from_cart')[0]?.params).toMatchObject({ currency: 'KRW', items: [{ item_name: name }] });
  });

  it('names the product when validateCartToOrder refuses, and stays on the cart', async () => {
    const user = userEvent.setup();
    const { location } = renderCart();
    await loaded();
    // Sold out after the page loaded: the cart still shows the line selected.
    const product = mockApi().db.product(30);
    if (!product) throw new Error('no ecobag');
    product.count = 0;
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`'${product.name}' 상품이 품절되었어요.`);
    expect(location.history.at(-1)).toBe('/cart');
    expect(eventsNamed('begin_checkout')).toHaveLength(0);
  });

  it('goes to checkout with the selected lines reported as begin_checkout', async () => {
    const user = userEvent.setup();
    renderCart();
    await loaded();
    await user.click(screen.getByRole('button', { name: '주문하기' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/checkout');
    const [event] = eventsNamed('begin_checkout');
    const selected = demoCarts().filter((cart) => cart.selected);
    expect(event?.params).toMatchObject({ currency: 'KRW' });
    expect(event?.params.items).toHaveLength(selected.length);
  });

  it('shows an empty cart with a way to the products', async () => {
    renderCart({ scenario: 'new-member' });
    expect(await screen.findByText('장바구니가 비어 있어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '상품 보러 가기' }).getAttribute('href')).toBe('/products');
  });
});
