import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MyPointsDocument } from '../../lib/__generated__/graphql';
import { queryKeyFor } from '../../lib/operation-key';
import { eventsNamed, mockState, withMockedApi } from '../../testing/mocked-api';
import { renderRoutes } from '../../testing/render';
import { checkoutRoutes } from './checkout-routes';
import { MIN_PG_AMOUNT_MESSAGE } from '../../../../domain/order/place-order-rules';
import { AGREEMENT_MESSAGE } from './checkout-rules';
import { PERSONALISED_CONSENT_REQUIRED_MESSAGE } from '../../../../domain/production/personalised-consent';

withMockedApi();

// The window itself is PAYMENT's widget (it leaves the page); here only the hand-over is checked.
const openPaymentWindow = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../widgets/payment-window/use-payment-window', () => ({ usePaymentWindow: () => openPaymentWindow }));

type State = ReturnType<typeof mockState>;

const DEMO = 1;
/** 2026 경영학과 과잠: a group order collected at 학생회관 1층 생협 매장. */
const JACKET = 1;
/** 한빛 로고 양말 3켤레 세트 x3: 36,000원 + 3,000원 delivery = 39,000원 in the standard cart. */
const SOCKS = 34;
const SOCKS_PAYABLE = 39_000;

/** Only these products' lines stay selected. */
const selectOnly = (productIds: readonly number[]) => (state: State) => {
  for (const cart of state.carts) if (cart.userId === DEMO) cart.selected = productIds.includes(cart.productId);
};

/** The demo member receives `value` points more (a copy of one of their live GAIN rows). */
const grantPoints = (value: number) => (state: State) => {
  const gain = state.points.find((row) => row.userId === DEMO && row.status === 'GAIN' && (row.remaining ?? 0) > 0);
  if (!gain) throw new Error('the demo member has no live GAIN row');
  state.points.push({ ...gain, id: 90_000, value, remaining: value, orderId: null, orderProductId: null, reviewId: null });
};

const both =
  (...steps: ((state: State) => void)[]) =>
  (state: State) => {
    for (const step of steps) step(state);
  };

const demoOrders = () => mockState().orders.filter((order) => order.userId === DEMO);

function renderCheckout(prepare?: (state: State) => void) {
  const view = renderRoutes(checkoutRoutes, { route: '/checkout', ...(prepare ? { prepare } : {}) });
  return { ...view, user: userEvent.setup() };
}

const payButton = () => screen.getByRole('button', { name: /원 결제하기$/ });
const agree = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('checkbox', { name: /구매 조건 확인 및 결제 진행 동의/ }));
const consentToMadeToOrder = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('checkbox', { name: /주문 제작 상품 안내 확인/ }));

describe('checkout', () => {
  it('starts from the saved address and the selected lines, with the full amount to pay', async () => {
    renderCheckout();
    expect(await screen.findByRole('radio', { name: '기본 배송지' })).toHaveProperty('checked', true);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['주문/결제']);
    expect(screen.getByText(/한빛관 기숙사 B동 305호/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^받는 분/ })).toBeNull();
    const lines = within(screen.getByRole('list', { name: '주문 상품 목록' }));
    expect(lines.getByText('2026 경영학과 과잠')).toBeTruthy();
    expect(lines.getByText('이니셜: KHB')).toBeTruthy();
    expect(lines.queryByText(/코치 재킷/)).toBeNull();
    expect(payButton().textContent).toContain('309,000원 결제하기');
  });

  it('using every point of a member who has enough pays by points alone, with the other methods disabled', async () => {
    const { user } = renderCheckout(both(selectOnly([SOCKS]), grantPoints(100_000)));
    await user.click(await screen.findByRole('button', { name: '전액 사용' }));
    expect(screen.getByRole('textbox', { name: /사용할 포인트/ })).toHaveProperty('value', String(SOCKS_PAYABLE));
    expect(screen.getByRole('status').textContent).toContain('포인트 결제');
    expect(screen.getByRole('radio', { name: /신용·체크카드/ })).toHaveProperty('disabled', true);
    expect(payButton().textContent).toContain('0원 결제하기');
  });

  it('refuses to leave 1-99 won for the card, in the words the server uses, and sends nothing', async () => {
    const before = demoOrders().length;
    const { user } = renderCheckout(both(selectOnly([SOCKS]), grantPoints(100_000)));
    const points = await screen.findByRole('textbox', { name: /사용할 포인트/ });
    await user.type(points, String(SOCKS_PAYABLE - 50));
    await agree(user);
    await user.click(payButton());
    expect(await screen.findByText(MIN_PG_AMOUNT_MESSAGE)).toBeTruthy();
    expect(document.activeElement).toBe(points);
    expect(demoOrders()).toHaveLength(before);
    expect(mockState().carts.some((cart) => cart.productId === SOCKS && cart.userId === DEMO)).toBe(true);
  });

  it('does not place the order until the purchase terms are agreed to', async () => {
    const before = demoOrders().length;
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: /원 결제하기$/ }));
    expect(await screen.findByText(AGREEMENT_MESSAGE)).toBeTruthy();
    expect(eventsNamed('add_payment_info')).toHaveLength(0);
    expect(demoOrders()).toHaveLength(before);
  });

  it('asks the made-to-order consent for an embroidered line and places nothing without it', async () => {
    const before = demoOrders().length;
    const { user } = renderCheckout(selectOnly([JACKET]));
    await screen.findByRole('button', { name: /원 결제하기$/ });
    await agree(user);
    await user.click(payButton());
    expect(await screen.findByText(PERSONALISED_CONSENT_REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /주문 제작 상품 안내 확인/ }).getAttribute('aria-invalid')).toBe('true');
    expect(demoOrders()).toHaveLength(before);
  });

  it('shows no made-to-order consent when no line is embroidered', async () => {
    renderCheckout(selectOnly([SOCKS]));
    await screen.findByRole('button', { name: /원 결제하기$/ });
    expect(screen.queryByRole('checkbox', { name: /주문 제작 상품 안내 확인/ })).toBeNull();
  });

  it('asks for the missing parts of a new address under each field', async () => {
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('radio', { name: '새 배송지' }));
    const name = screen.getByRole('textbox', { name: /^받는 분/ });
    await user.clear(name);
    await agree(user);
    await user.click(payButton());
    expect(await screen.findByText('필수 입력 항목이에요.')).toBeTruthy();
    expect(screen.getAllByText('주소 검색 버튼을 눌러 주소를 찾아 주세요.')).toHaveLength(2);
    expect(document.activeElement).toBe(name);
  });

  it('shows the pickup point instead of an address when every line is collected there', async () => {
    renderCheckout(selectOnly([JACKET]));
    expect(await screen.findByRole('heading', { name: '수령 장소' })).toBeTruthy();
    const pickup = within(screen.getByRole('list', { name: '단체 수령 장소' }));
    expect(pickup.getByText('학생회관 1층 생협 매장')).toBeTruthy();
    expect(pickup.getByText('연락처 042-123-4567')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^받는 분/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: '새 배송지' })).toBeNull();
  });

  it('places a pickup-only order paid by points without any address and goes to the completion page', async () => {
    const { user, location, queryClient } = renderCheckout(both(selectOnly([JACKET]), grantPoints(200_000)));
    // A balance the my-page showed before the order: it must not be shown again once points are spent.
    queryClient.setQueryData(queryKeyFor(MyPointsDocument, {}), { me: { pointSummary: { balance: 999_999 } } });
    await user.click(await screen.findByRole('button', { name: '전액 사용' }));
    await agree(user);
    await consentToMadeToOrder(user);
    await user.click(payButton());
    await waitFor(() => expect(screen.getByTestId('elsewhere').textContent).toMatch(/^\/orders\/\d+\/complete$/));
    const placed = demoOrders().at(-1);
    expect(location.history?.at(-1)).toBe(`/orders/${placed?.id}/complete`);
    expect(placed?.delivery).toBeNull();
    expect(placed?.paidPrice).toBe(0);
    expect(eventsNamed('add_payment_info')[0]?.params).toMatchObject({ currency: 'KRW', value: 0, payment_type: '포인트 결제' });
    expect(queryClient.getQueryData(queryKeyFor(MyPointsDocument, {}))).toBeUndefined();
  });

  it('places a card order to the saved address and hands its payment to the payment window', async () => {
    openPaymentWindow.mockClear();
    const { user } = renderCheckout(selectOnly([SOCKS]));
    await user.click(await screen.findByRole('radio', { name: /실시간 계좌이체/ }));
    await agree(user);
    await user.click(payButton());
    await waitFor(() => expect(openPaymentWindow).toHaveBeenCalledTimes(1));
    const placed = demoOrders().at(-1);
    expect(openPaymentWindow).toHaveBeenCalledWith(expect.objectContaining({ payMethod: 'trans', amount: SOCKS_PAYABLE }), placed?.id);
    expect(placed?.delivery).toMatchObject({ name: '김한빛', detailAddress: '한빛관 기숙사 B동 305호' });
    expect(mockState().carts.some((cart) => cart.productId === SOCKS && cart.userId === DEMO)).toBe(false);
  });

  it('shows the refusal of an order whose product ran out, and the lines as they are now', async () => {
    const { user } = renderCheckout(selectOnly([SOCKS]));
    await screen.findByRole('button', { name: /원 결제하기$/ });
    // Someone else bought all but one pair while the member was on this page.
    const socks = mockState().catalogue.products.find((product) => product.id === SOCKS);
    if (!socks) throw new Error('no socks in the catalogue');
    for (const detail of socks.productOptionDetails) detail.count = 1;
    socks.count = socks.productOptionDetails.length;
    const before = demoOrders().length;
    await agree(user);
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('한빛 로고 양말 3켤레 세트');
    // Asked again, the line now says what to do about it.
    expect(await within(screen.getByRole('list', { name: '주문 상품 목록' })).findByText(/재고가 1개 남았어요/)).toBeTruthy();
    expect(demoOrders()).toHaveLength(before);
    expect(mockState().carts.some((cart) => cart.productId === SOCKS && cart.userId === DEMO)).toBe(true);
  });
});
