import type { EntityManager } from '@mikro-orm/postgresql';
import { CAMPAIGN_NOT_FOUND_MESSAGE } from '../../../../domain/campaign/campaign-staff';
import type { CampaignChargeStatus, CampaignStatus, OrderProductStatus } from '../../../../domain/enums';
import { notFound } from '../../../../domain/errors/errors';
import { pageWindow } from '../../../../domain/errors/input';
import { PAGE_SIZE } from '../../../../domain/paging';
import type { CampaignParticipantPage } from '../../graphql/__generated__/resolvers-types';
import type { StaffScope } from '../staff/staff-access';
import { Campaign } from './campaign.entity';
import { staffCampaignParents, type StaffCampaignParent } from './campaign-read';

/** Staff's campaign reads (level 2+), this shop's only. */

const CAMPAIGN_PAGE_SIZE = 20;
const PARTICIPANT_PAGE_SIZE = 50;

export async function listStaffCampaigns(
  em: EntityManager,
  scope: StaffScope,
  args: { status?: readonly CampaignStatus[] | null; page?: number | null },
): Promise<{ items: StaffCampaignParent[]; total: number }> {
  const { offset } = pageWindow(args.page);
  const where = { university: scope.universityId, ...(args.status?.length ? { status: { $in: [...args.status] } } : {}) };
  const [campaigns, total] = await em.findAndCount(Campaign, where, {
    orderBy: { closesAt: 'asc', id: 'asc' },
    limit: CAMPAIGN_PAGE_SIZE,
    offset: (offset / PAGE_SIZE) * CAMPAIGN_PAGE_SIZE,
  });
  return { items: await staffCampaignParents(em, campaigns), total };
}

export async function readStaffCampaign(em: EntityManager, scope: StaffScope, id: number): Promise<StaffCampaignParent> {
  const campaign = await em.findOne(Campaign, { id, university: scope.universityId });
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  const [parent] = await staffCampaignParents(em, [campaign]);
  return parent!;
}

interface ParticipantRow {
  order_product_id: number;
  order_id: number;
  name: string;
  option_text: string;
  inputs: (string | null)[];
  count: number;
  status: OrderProductStatus;
  charge_status: CampaignChargeStatus | null;
  total: number;
}

/** Names only: never phones or addresses. */
export async function staffCampaignParticipants(
  em: EntityManager,
  scope: StaffScope,
  campaignId: number,
  page: number | null | undefined,
): Promise<CampaignParticipantPage> {
  const campaign = await em.findOne(Campaign, { id: campaignId, university: scope.universityId });
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND_MESSAGE);
  const { offset } = pageWindow(page);
  const rows = await em.execute<ParticipantRow[]>(
    `select op.id as order_product_id, o.id as order_id, u.name, op.option_text,
       array[op.product_option_input0, op.product_option_input1, op.product_option_input2] as inputs,
       op.count, op.status, cc.status as charge_status, count(*) over ()::int as total
     from order_product op join "order" o on o.id = op.order_id join "user" u on u.id = o.user_id
     left join campaign_charge cc on cc.order_id = o.id
     where op.product_id = ? and o.university_id = ?
     order by op.id limit ? offset ?`,
    [campaign.product.id, scope.universityId, PARTICIPANT_PAGE_SIZE, (offset / PAGE_SIZE) * PARTICIPANT_PAGE_SIZE],
  );
  return {
    items: rows.map((row) => ({
      orderProductId: row.order_product_id,
      orderId: row.order_id,
      name: row.name,
      optionText: row.option_text || null,
      inputs: row.inputs.filter((input): input is string => !!input),
      count: row.count,
      status: row.status,
      chargeStatus: row.charge_status,
    })),
    total: rows[0]?.total ?? 0,
  };
}
