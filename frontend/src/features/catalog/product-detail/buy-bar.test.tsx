import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toastAtom } from '../../../lib/toast';
import { eventsNamed, mockState, withMockedApi } from '../../../testing/mocked-api';
import { renderWithApp } from '../../../testing/render';
import { ProductDetailPage } from './product-detail-page';

withMockedApi();

function renderProduct(id: number, options: { signedIn?: boolean } = {}) {
  return renderWithApp(<ProductDetailPage />, { at: '/products/:id', route: `/products/${id}`, ...options });
}

const bar = () => screen.getByRole('region', { name: '구매하기' });
const purchase = () => screen.getByRole('dialog', { name: '옵션 선택' });
async function openSheet(user: ReturnType<typeof userEvent.setup>, button: '장바구니' | '구매하기' = '장바구니') {
  await user.click(within(bar()).getByRole('button', { name: button }));
  return purchase();
}
const group = (name: string) => within(purchase()).getByRole('group', { name: new RegExp(`^${name}`) });
const cartLinesOf = (productId: number) => mockState().carts.filter((cart) => cart.productId === productId);

describe('buying from the product page\'s option sheet', () => {
  it('sets the unit price and the sold-out state from the chosen combination', async () => {
    const user = userEvent.setup();
    renderProduct(1);
    await screen.findByRole('heading', { level: 1, name: '2026 경영학과 과잠' });
    await openSheet(user);
    expect(within(purchase()).getByText('옵션을 선택하면 금액이 계산돼요')).toBeTruthy();

    await user.click(within(group('색상')).getByRole('radio', { name: /네이비/ }));
    const navyBig = within(group('사이즈')).getByRole('radio', { name: /2XL/ });
    expect((navyBig as HTMLInputElement).disabled).toBe(false);
    expect(navyBig.closest('label')?.textContent).toContain('+2,000원');
    await user.click(navyBig);
    expect(within(purchase()).getByRole('listitem', { name: '네이비 / 2XL' })).toBeTruthy();

    await user.click(within(group('색상')).getByRole('radio', { name: /버건디/ }));
    const burgundyBig = within(group('사이즈')).getByRole('radio', { name: /2XL/ });
    expect(burgundyBig.closest('label')?.textContent).toContain('품절');
    // A sold-out combination can be chosen only to ask for its restock; it never becomes a row.
    await user.click(burgundyBig);
    expect(within(purchase()).getByText('선택한 옵션은 품절이에요.')).toBeTruthy();
    expect(within(purchase()).getAllByRole('listitem')).toHaveLength(1);

    const total = within(purchase()).getByText(/총 상품 금액/).parentElement as HTMLElement;
    // 79,000원 sale price + 2,000원 for 2XL, struck-through list price 89,000원 + 2,000원.
    expect(total.textContent).toContain('81,000원');
    expect(total.textContent).toContain('91,000원');
    await user.click(within(purchase()).getByRole('button', { name: /수량 늘리기$/ }));
    expect(total.textContent).toContain('(2개)');
    expect(total.textContent).toContain('162,000원');

    // Choosing the same combination again adds to its row (네이비 beside the 2XL still chosen from
    // the sold-out pick); another one adds a row.
    await user.click(within(group('색상')).getByRole('radio', { name: /네이비/ }));
    expect(total.textContent).toContain('(3개)');
    await user.click(within(group('색상')).getByRole('radio', { name: /네이비/ }));
    await user.click(within(group('사이즈')).getByRole('radio', { name: /^M/ }));
    expect(within(purchase()).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(purchase()).getByRole('button', { name: '네이비 / M 빼기' }));
    expect(within(purchase()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('names every missing choice and broken text in Korean and adds nothing', async () => {
    const user = userEvent.setup();
    renderProduct(1);
    await screen.findByRole('heading', { level: 1, name: '2026 경영학과 과잠' });
    const before = cartLinesOf(1).length;

    await openSheet(user);
    await user.click(within(purchase()).getByRole('button', { name: '장바구니 담기' }));
    expect(within(group('색상')).getByRole('alert').textContent).toBe('색상을 선택해 주세요.');
    expect(within(group('사이즈')).getByRole('alert').textContent).toBe('사이즈를 선택해 주세요.');
    expect(document.activeElement).toBe(within(group('색상')).getAllByRole('radio')[0]);

    await user.click(within(group('색상')).getByRole('radio', { name: /블랙/ }));
    await user.click(within(group('사이즈')).getByRole('radio', { name: /^M/ }));
    const initials = within(purchase()).getByRole('textbox', { name: /이니셜/ });
    const studentNo = within(purchase()).getByRole('textbox', { name: /학번/ });
    await user.type(initials, '가'.repeat(21));
    await user.click(within(purchase()).getByRole('button', { name: '장바구니 담기' }));
    expect(initials.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('20자 이하로 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('필수 입력 항목이에요.')).toBeTruthy();
    expect(document.activeElement).toBe(initials);
    expect(cartLinesOf(1)).toHaveLength(before);

    // The message follows the typing once shown, and goes as soon as the text fits.
    await user.clear(initials);
    await user.type(initials, 'KHB');
    expect(initials.getAttribute('aria-invalid')).toBeNull();
    await user.type(studentNo, '20261234');
    await user.click(within(purchase()).getByRole('button', { name: '장바구니 담기' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '옵션 선택' })).toBeNull());
    expect(cartLinesOf(1)).toHaveLength(before + 1);
  });

  it('checks a text against the rule staff set for it, with the server\'s sentence, before sending', async () => {
    const product = mockState().catalogue.products.find((row) => row.id === 1)!;
    const initialsField = product.productOptionInputs.find((input) => input.key.includes('이니셜'))!;
    initialsField.rule = 'INITIALS';
    const user = userEvent.setup();
    renderProduct(1);
    await screen.findByRole('heading', { level: 1, name: '2026 경영학과 과잠' });
    const before = cartLinesOf(1).length;
    await openSheet(user);
    await user.click(within(group('색상')).getByRole('radio', { name: /블랙/ }));
    await user.click(within(group('사이즈')).getByRole('radio', { name: /^M/ }));
    const initials = within(purchase()).getByRole('textbox', { name: /이니셜/ });
    expect(within(purchase()).getByText(/영문 이니셜 \(대문자 1~3자\)로 입력해 주세요/)).toBeTruthy();
    await user.type(initials, 'khb');
    await user.type(within(purchase()).getByRole('textbox', { name: /학번/ }), '20261234');
    await user.click(within(purchase()).getByRole('button', { name: '장바구니 담기' }));
    expect(initials.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(`${initialsField.key} 항목은 영문 대문자 1~3자로 입력해 주세요. 예: KMS`)).toBeTruthy();
    expect(cartLinesOf(1)).toHaveLength(before);
    await user.clear(initials);
    await user.type(initials, 'KHB');
    await user.click(within(purchase()).getByRole('button', { name: '장바구니 담기' }));
    await waitFor(() => expect(cartLinesOf(1)).toHaveLength(before + 1));
  });

  it('adds the chosen line to the cart, links to the cart and reports add_to_cart in KRW', async () => {
    const user = userEvent.setup();
    const { store } = renderProduct(6);
    await screen.findByRole('heading', { level: 1, name: '한빛 로고 코치자켓' });
    expect(eventsNamed('view_item')).toEqual([
      { name: 'view_item', params: expect.objectContaining({ currency: 'KRW', items: [expect.objectContaining({ item_id: '6' })] }) },
    ]);
    const before = cartLinesOf(6).reduce((sum, line) => sum + line.count, 0);

    await openSheet(user);
    await user.click(within(group('색상')).getAllByRole('radio').find((radio) => !(radio as HTMLInputElement).disabled) as HTMLElement);
    await user.click(within(group('사이즈')).getAllByRole('radio').find((radio) => !(radio as HTMLInputElement).disabled) as HTMLElement);
    await user.click(within(purchase()).getByRole('button', { name: /수량 늘리기$/ }));
    await user.click(within(purchase()).getByRole('button', { name: '장바구니 담기' }));

    await waitFor(() => expect(store.get(toastAtom)).not.toBeNull());
    // The notification carries the way to the cart (the header's cart button stays after it).
    expect(store.get(toastAtom)).toMatchObject({ title: '장바구니에 담았어요', action: { label: '장바구니 보기', href: '/cart' } });
    expect(cartLinesOf(6).reduce((sum, line) => sum + line.count, 0)).toBe(before + 2);
    const [added] = eventsNamed('add_to_cart');
    const item = (added?.params.items as { price: number; quantity: number; item_variant: string }[])[0];
    expect(added?.params.currency).toBe('KRW');
    expect(item?.quantity).toBe(2);
    expect(added?.params.value).toBe((item?.price ?? 0) * 2);
    expect(item?.item_variant).toMatch(/ \/ /);
  });

  it('sends a visitor to log in and back, without touching any cart', async () => {
    const user = userEvent.setup();
    const { location } = renderProduct(30, { signedIn: false });
    await screen.findByRole('heading', { level: 1, name: '한빛 캔버스 에코백' });
    const before = mockState().carts.length;
    await openSheet(user, '구매하기');
    await user.click(within(purchase()).getByRole('button', { name: '구매하기' }));
    expect(location.history.at(-1)).toBe('/login?next=%2Fproducts%2F30');
    expect(JSON.parse(sessionStorage.getItem('buy-sheet:30') ?? 'null')).toEqual([{ detailId: null, inputs: [], quantity: 1 }]);
    expect(mockState().carts).toHaveLength(before);
    expect(eventsNamed('add_to_cart')).toEqual([]);
  });

  it('buys now: the rows become direct lines for the checkout and the cart stays as it was', async () => {
    const user = userEvent.setup();
    const { location } = renderProduct(30);
    await screen.findByRole('heading', { level: 1, name: '한빛 캔버스 에코백' });
    const cartBefore = JSON.stringify(mockState().carts.filter((line) => !line.direct));
    await openSheet(user, '구매하기');
    await user.click(within(purchase()).getByRole('button', { name: /수량 늘리기$/ }));
    await user.click(within(purchase()).getByRole('button', { name: '구매하기' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/checkout?direct=1'));
    expect(JSON.stringify(mockState().carts.filter((line) => !line.direct))).toBe(cartBefore);
    expect(mockState().carts.filter((line) => line.direct)).toEqual([expect.objectContaining({ productId: 30, count: 2 })]);
  });

  it('reopens the sheet with the saved rows once the visitor is signed in', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('buy-sheet:1', JSON.stringify([{ detailId: mockState().catalogue.products.find((row) => row.id === 1)!.productOptionDetails.find((row) => row.count > 0)!.id, inputs: ['KHB', '2026'], quantity: 2 }]));
    renderProduct(1);
    const sheet = await screen.findByRole('dialog', { name: '옵션 선택' });
    expect(within(sheet).getAllByRole('listitem')).toHaveLength(1);
    expect((within(sheet).getByRole('textbox', { name: /이니셜/ }) as HTMLInputElement).value).toBe('KHB');
    expect(within(sheet).getByText(/총 상품 금액 \(2개\)/)).toBeTruthy();
    expect(sessionStorage.getItem('buy-sheet:1')).toBeNull();
    await user.click(within(sheet).getByRole('button', { name: '닫기' }));
  });

  it('shows the API refusal on the page when the stock ran out meanwhile', async () => {
    const user = userEvent.setup();
    renderProduct(30);
    await screen.findByRole('heading', { level: 1, name: '한빛 캔버스 에코백' });
    const product = mockState().catalogue.products.find((row) => row.id === 30);
    if (product) product.count = 0;
    const before = mockState().carts.length;
    await openSheet(user);
    await user.click(within(purchase()).getByRole('button', { name: '장바구니 담기' }));
    expect((await within(purchase()).findAllByRole('alert'))[0]!.textContent).toMatch(/품절/);
    expect(mockState().carts).toHaveLength(before);
    // The page reloads the product, which now offers the restock request instead.
    expect(await screen.findByRole('button', { name: '재입고 알림 신청' })).toBeTruthy();
  });
});
