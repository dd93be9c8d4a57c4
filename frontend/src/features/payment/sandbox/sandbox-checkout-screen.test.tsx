import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_IMP_UID } from '../../../../../mocks/store/payment';
import { withMockedApi } from '../../../testing/mocked-api';
import { renderRoutes } from '../../../testing/render';
import SandboxCheckoutScreen from './sandbox-checkout-screen';

withMockedApi();

const routes = [{ path: '/sandbox/checkout', component: SandboxCheckoutScreen }];

function sandboxRoute(overrides: Record<string, string> = {}) {
  const params = new URLSearchParams({
    pg: 'html5_inicis',
    pay_method: 'card',
    merchant_uid: 'ord_20260310_abcdefghijkl',
    amount: '59000',
    name: '한빛 크루넥 맨투맨',
    buyer_name: '김한빛',
    m_redirect_url: `${window.location.origin}/orders/8/complete`,
    ...overrides,
  });
  return `/sandbox/checkout?${params.toString()}`;
}

const returned = async () => new URL((await screen.findByTestId('elsewhere')).textContent ?? '', window.location.origin);

describe('mock sandbox checkout', () => {
  it('shows the order and returns a paid payment to the completion address', async () => {
    renderRoutes(routes, { route: sandboxRoute() });
    expect(screen.getByRole('heading', { level: 1, name: '결제하기' })).toBeTruthy();
    expect(screen.getByText('한빛 크루넥 맨투맨')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '59,000원 결제하기' }));
    const back = await returned();
    expect(back.pathname).toBe('/orders/8/complete');
    expect(Object.fromEntries(back.searchParams)).toEqual({ imp_uid: MOCK_IMP_UID.paid, merchant_uid: 'ord_20260310_abcdefghijkl', imp_success: 'true' });
  });

  it('returns a failure with the reason the tester typed', async () => {
    renderRoutes(routes, { route: sandboxRoute() });
    const reason = screen.getByRole('textbox', { name: '실패 사유' });
    await userEvent.clear(reason);
    await userEvent.type(reason, '잔액 부족');
    await userEvent.click(screen.getByRole('button', { name: '결제 실패' }));
    const back = await returned();
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ imp_uid: MOCK_IMP_UID.failed, imp_success: 'false', error_code: 'PAYMENT_FAILED', error_msg: '잔액 부족' });
  });

  it('offers a virtual account with its deadline instead of paying at once', async () => {
    renderRoutes(routes, { route: sandboxRoute({ pay_method: 'vbank', vbank_due: '20260312235959' }) });
    expect(screen.getByText('2026년 3월 12일 (목) 23:59까지')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /결제하기$/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '가상계좌 발급' }));
    expect((await returned()).searchParams.get('imp_uid')).toBe(MOCK_IMP_UID.paid);
  });

  it('refuses to return anywhere but this shop', () => {
    renderRoutes(routes, { route: sandboxRoute({ m_redirect_url: 'https://evil.example/orders/8/complete' }) });
    expect(screen.getByRole('alert').textContent).toBe('결제 후 돌아갈 주소가 이 쇼핑몰이 아니에요.');
    expect(screen.queryByRole('button', { name: '결제 실패' })).toBeNull();
  });
});
