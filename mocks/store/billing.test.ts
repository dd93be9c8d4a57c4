// Billing keys in the mocked API (ADR 0064), through the operations the screens send.
import { beforeEach, describe, expect, it } from 'vitest';
import { detailId } from '../operation-cases/case';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, clockedApi, dataOf, placeCardOrder, refusalOf, runner, type Run } from './testing';

// The computer science jacket: a CHARGE_AT_CLOSE campaign in every scenario (mocks/store/campaigns.ts).
const CSE_JACKET = 2;

let api: MockApi;
let run: Run;

beforeEach(() => {
  ({ api } = clockedApi('standard'));
  run = runner(api);
});

interface Charge {
  status: string;
  tries: number;
  billingKey: { method: string; last4: string | null };
}

async function jacketOrder() {
  const { createCart } = dataOf(
    await run<{ createCart: { id: number } }>('CreateCart', {
      data: { productId: CSE_JACKET, productOptionDetailId: detailId(CSE_JACKET, ['블랙', 'M']), count: 1, productOptionInputs: ['KHB', '20261234'] },
    }),
  );
  return placeCardOrder(run, [createCart.id]);
}

const chargeOf = async (id: number) => dataOf(await run<{ order: { campaignCharge: Charge | null } }>('OrderCampaignCharge', { id })).order.campaignCharge;

describe('billing keys in the mocked API', () => {
  it('requests a zero-amount window, registers the key once and shows 결제 예약', async () => {
    const placed = await jacketOrder();
    const { requestBillingKey } = dataOf(await run<{ requestBillingKey: { customerUid: string; amount: number; sandboxUrl: string } }>('RequestBillingKey', { data: { orderId: placed.id, method: 'kakaopay' } }));
    expect(requestBillingKey.amount).toBe(0);
    expect(new URL(requestBillingKey.sandboxUrl, 'http://shop.test').searchParams.get('customer_uid')).toBe(requestBillingKey.customerUid);
    const register = () => run('RegisterBillingKey', { data: { orderId: placed.id, customerUid: requestBillingKey.customerUid } });
    dataOf(await register());
    dataOf(await register());
    expect(await chargeOf(placed.id)).toMatchObject({ status: 'REGISTERED', tries: 0, billingKey: { method: 'kakaopay', last4: null } });
    expect(api.db.state.billing?.charges.filter((row) => row.orderId === placed.id)).toHaveLength(1);
  });

  it('refuses a key the stand-in provider never issued, and one of another order', async () => {
    const placed = await jacketOrder();
    const unknown = refusalOf(await run('RegisterBillingKey', { data: { orderId: placed.id, customerUid: `bk_u1_o${placed.id}_unknown00` } }));
    expect(unknown.code).toBe('PAYMENT_VERIFICATION_FAILED');
    const other = refusalOf(await run('RegisterBillingKey', { data: { orderId: placed.id, customerUid: `bk_u1_o${placed.id + 1}_abcdefgh` } }));
    expect(other.code).toBe('PAYMENT_VERIFICATION_FAILED');
    expect(await chargeOf(placed.id)).toBeNull();
  });

  it('charges the registered key when staff confirm the campaign', async () => {
    const placed = await jacketOrder();
    const { requestBillingKey } = dataOf(await run<{ requestBillingKey: { customerUid: string } }>('RequestBillingKey', { data: { orderId: placed.id, method: 'card' } }));
    dataOf(await run('RegisterBillingKey', { data: { orderId: placed.id, customerUid: requestBillingKey.customerUid } }));
    const campaignId = api.db.state.billing!.charges[0]!.campaignId;
    dataOf(await run('StaffCloseCampaign', { data: { campaignId, outcome: 'CONFIRMED', reason: '목표에 가까워 일찍 확정해요.' } }, ADMIN_TOKEN));
    expect(await chargeOf(placed.id)).toMatchObject({ status: 'PAID', tries: 1 });
    const order = api.db.state.orders.find((row) => row.id === placed.id)!;
    expect(order.specification.status).toBe('PAID');
    expect(order.lines.map((line) => line.status)).toEqual(['PAID']);
  });
});
