// Group purchases in the mocked API (ADR 0063), through the operations the screens send.
import { beforeEach, describe, expect, it } from 'vitest';
import { detailId } from '../operation-cases/case';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, clockedApi, dataOf, payPlacedOrder, placeCardOrder, refusalOf, runner, type Run } from './testing';

const JACKET = 5;
const NAVY_M_WOOL = ['네이비', 'M', '울'];

interface Progress {
  confirmedUnits: number;
  participants: number;
  goalReached: boolean;
}
interface CampaignView {
  id: number;
  status: string;
  minUnits: number;
  settleMode: string;
  myUnits: number;
  progress: Progress;
}

let api: MockApi;
let run: Run;

beforeEach(() => {
  ({ api } = clockedApi('standard'));
  run = runner(api);
});

/** The page's public campaign with the member's own units, which the page reads apart (docs/decisions/0075). */
async function campaignOf(id: number): Promise<CampaignView | null> {
  const campaign = dataOf(await run<{ product: { campaign: Omit<CampaignView, 'myUnits'> | null } }>('ProductDetail', { id })).product.campaign;
  const mine = dataOf(await run<{ product: { campaign: { myUnits: number } | null } }>('ProductViewerState', { id })).product.campaign;
  return campaign && { ...campaign, myUnits: mine?.myUnits ?? 0 };
}

async function jacketCart(count = 1): Promise<number> {
  const data = { productId: JACKET, productOptionDetailId: detailId(JACKET, NAVY_M_WOOL), productOptionInputs: ['KHB', '23'], count };
  return dataOf(await run<{ createCart: { id: number } }>('CreateCart', { data })).createCart.id;
}

async function joinWithJacket() {
  const placed = await placeCardOrder(run, [await jacketCart()]);
  await payPlacedOrder(run, placed);
  return placed;
}

const staff = <TData>(operation: string, variables: Record<string, unknown>) => run<TData>(operation, variables, ADMIN_TOKEN);

describe('campaigns in the mocked API', () => {
  it('shows the standard jacket 132 of 150 and counts a paid line at once', async () => {
    const before = await campaignOf(JACKET);
    expect(before).toMatchObject({ status: 'OPEN', minUnits: 150, settleMode: 'PAY_NOW', myUnits: 0, progress: { participants: 132, goalReached: false } });
    await joinWithJacket();
    const after = await campaignOf(JACKET);
    expect(after?.progress.participants).toBe(133);
    expect(after?.progress.confirmedUnits).toBe(before!.progress.confirmedUnits + 1);
    expect(after?.myUnits).toBe(1);
  });

  it('has no campaign on a product that is not a group purchase', async () => {
    expect(await campaignOf(7)).toBeNull();
  });

  it('refuses an order beyond the per-member limit and changes nothing', async () => {
    const cartId = await jacketCart(3);
    const refusal = refusalOf(await run('PlaceOrder', { data: { cartIds: [cartId], payMethod: 'card', pointUsing: 0, personalisedConsent: true, delivery: { name: '김한빛', postCode: '34134', address: '대전광역시 유성구 한빛대학로 123', detailAddress: '305호', tel: '010-1234-5678' } } }));
    expect(refusal.code).toBe('BAD_USER_INPUT');
    expect(refusal.message).toMatch(/2개까지/);
    expect((await campaignOf(JACKET))?.progress.participants).toBe(132);
  });

  it('closes early cancelled: the member paid line is refunded in full and told', async () => {
    const placed = await joinWithJacket();
    const { id } = (await campaignOf(JACKET))!;
    const closed = dataOf(await staff<{ staffCloseCampaign: { campaign: CampaignView } }>('StaffCloseCampaign', { data: { campaignId: id, outcome: 'FAILED', reason: '제작 업체 사정으로 진행이 어려워요' } }));
    expect(closed.staffCloseCampaign.campaign.status).toBe('FAILED');
    const order = dataOf(await run<{ order: { cancelPrice: number; paidPrice: number; orderProducts: { status: string; cancelPrice: number }[] } }>('OrderDetail', { id: placed.id })).order;
    expect(order.orderProducts[0]).toMatchObject({ status: 'CANCELLED' });
    expect(order.cancelPrice).toBe(order.paidPrice);
    expect(api.db.state.messages.some((row) => row.template === 'GROUP_PURCHASE_FAILED' && row.userId === 1)).toBe(true);
    expect((await campaignOf(JACKET))?.progress.confirmedUnits).toBe(0);
  });

  it('closes early confirmed with a first production sheet and refuses to close twice', async () => {
    await joinWithJacket();
    const { id } = (await campaignOf(JACKET))!;
    const data = { campaignId: id, outcome: 'CONFIRMED', reason: '목표에 가까워 일찍 확정해요' };
    const closed = dataOf(await staff<{ staffCloseCampaign: { campaign: CampaignView; productionSheets: { version: number }[] } }>('StaffCloseCampaign', { data }));
    expect(closed.staffCloseCampaign.campaign.status).toBe('CONFIRMED');
    expect(closed.staffCloseCampaign.productionSheets.map((sheet) => sheet.version)).toEqual([1]);
    expect(refusalOf(await staff('StaffCloseCampaign', { data })).code).toBe('INVALID_STATE');
  });

  it('refuses staff changes without a reason, and to a look-only viewer', async () => {
    const { id } = (await campaignOf(JACKET))!;
    expect(refusalOf(await staff('StaffLowerCampaignGoal', { data: { campaignId: id, minUnits: 140, reason: ' ' } }))).toMatchObject({ code: 'BAD_USER_INPUT' });
    const lowered = dataOf(await staff<{ staffLowerCampaignGoal: { campaign: CampaignView } }>('StaffLowerCampaignGoal', { data: { campaignId: id, minUnits: 140, reason: '학과 인원이 줄었어요' } }));
    expect(lowered.staffLowerCampaignGoal.campaign.minUnits).toBe(140);
    expect(refusalOf(await run('StaffCampaigns', {})).code).toBe('FORBIDDEN');
  });

  it('retries the refused charges of the closed campaign once, then has nothing to retry', async () => {
    const retried = dataOf(await staff<{ staffRetryCampaignSettlement: { retryCount: number } }>('StaffRetryCampaignSettlement', { campaignId: 3 }));
    expect(retried.staffRetryCampaignSettlement.retryCount).toBe(0);
    expect(refusalOf(await staff('StaffRetryCampaignSettlement', { campaignId: 3 })).code).toBe('INVALID_STATE');
  });

  it('lists campaigns soonest deadline first and their participants by name', async () => {
    const list = dataOf(await staff<{ staffCampaigns: { total: number; items: { productName: string; campaign: { status: string } }[] } }>('StaffCampaigns', {}));
    expect(list.staffCampaigns.items.map((row) => row.campaign.status)).toEqual(['CONFIRMED', 'OPEN', 'OPEN']);
    const open = dataOf(await staff<{ staffCampaigns: { total: number } }>('StaffCampaigns', { status: ['OPEN'] }));
    expect(open.staffCampaigns.total).toBe(2);
    const { id } = (await campaignOf(JACKET))!;
    const people = dataOf(await staff<{ staffCampaignParticipants: { total: number; items: { name: string }[] } }>('StaffCampaignParticipants', { campaignId: id }));
    expect(people.staffCampaignParticipants.items).toHaveLength(50);
    expect(people.staffCampaignParticipants.items[0]!.name).toMatch(/^[가-힣]{2,4}$/);
  });
});
