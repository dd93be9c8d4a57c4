// CHARGE_AT_CLOSE group purchases (ADR 0064): a registered billing key, its charge at the close
// and the payment window's request that issues the key.
import { CHARGE_MAX_TRIES, CHARGE_RETRY_DELAY_MS, customerUidFor, keyRequestMerchantUid } from '../../domain/campaign/billing';
import { orderCompletePath } from '../../domain/order/payment-request';
import { sandboxCheckoutUrl } from '../../domain/payment/sandbox-checkout-url';
import type * as T from '../__generated__/types';
import { orderMUid } from '../scenarios/order-rules';
import { daysBefore, MOCK_NOW } from './clock';
import { campusEmail, koreanName } from './korean';
import { hex, int, krw, nextId, pick, withOverrides } from './random';

const SITE = 'https://shop.hanbit.ac.kr';

export function buildBillingKey(overrides?: Partial<T.BillingKey>): T.BillingKey {
  const method = overrides?.method ?? pick(['card', 'card', 'kakaopay'] as const);
  return withOverrides(
    {
      __typename: 'BillingKey',
      id: nextId('BillingKey'),
      method,
      cardName: method === 'kakaopay' ? '카카오페이' : pick(['신한카드', 'KB국민카드', '현대카드', '우리카드']),
      last4: method === 'kakaopay' ? null : String(int(1000, 9999)),
      createdAt: daysBefore(int(1, 10)),
    },
    overrides,
  );
}

/** A charge in `status` (REGISTERED unless given), with the tries and refusal that state implies. */
export function buildCampaignCharge(overrides?: Partial<T.CampaignCharge>): T.CampaignCharge {
  const status = overrides?.status ?? 'REGISTERED';
  const retrying = status === 'RETRYING';
  const tries = status === 'REGISTERED' ? 0 : status === 'PAID' ? 1 : retrying ? 1 : CHARGE_MAX_TRIES;
  return withOverrides(
    {
      __typename: 'CampaignCharge',
      id: nextId('CampaignCharge'),
      orderId: nextId('Order'),
      campaignId: nextId('Campaign'),
      amount: krw(49_000, 89_000),
      status,
      tries,
      maxTries: CHARGE_MAX_TRIES,
      nextTryAt: retrying ? new Date(MOCK_NOW.getTime() + CHARGE_RETRY_DELAY_MS).toISOString() : null,
      lastError: retrying || status === 'CANCELLED' ? '[잔액부족] 카드 잔액 부족 (카드사 응답 51)' : null,
      billingKey: buildBillingKey(),
    },
    overrides,
  );
}

/** The window's request for a key: amount 0, the customer_uid naming the member and the order. */
export function buildBillingKeyRequest(overrides?: Partial<T.BillingKeyRequest>): T.BillingKeyRequest {
  const method = overrides?.method ?? pick(['card', 'kakaopay'] as const);
  const orderId = nextId('Order');
  const mUid = orderMUid(orderId, MOCK_NOW.toISOString());
  const request = {
    pg: method === 'kakaopay' ? 'kakaopay' : 'html5_inicis',
    method,
    customerUid: customerUidFor(int(1, 500), orderId, hex(12)),
    merchantUid: keyRequestMerchantUid(mUid, hex(6)),
    amount: 0,
    name: '2026 컴퓨터공학과 과잠',
    buyerName: koreanName(),
    buyerEmail: campusEmail(),
    buyerTel: '010-1234-5678',
    redirectUrl: `${SITE}${orderCompletePath(orderId)}`,
  };
  const built = { ...request, ...overrides };
  const sandboxUrl = sandboxCheckoutUrl({ ...built, payMethod: 'card', noticeUrl: `${SITE}/api/payments/webhook` });
  return withOverrides({ __typename: 'BillingKeyRequest', ...request, sandboxUrl }, overrides);
}
