import type * as T from '../../__generated__/types';
import type { ScenarioProduct } from '../../scenarios/standard/types';
import { campaignOfProduct, campaignShape } from '../campaigns';
import * as staff from '../campaign-staff';
import type { StoreOrderLine } from '../types';
import { memberOf, type MockContext } from './context';

export const campaignQueries = {
  staffCampaigns: (_root: unknown, args: T.QueryStaffCampaignsArgs, context: MockContext) => staff.staffCampaigns(context.db, memberOf(context), args),
  staffCampaign: (_root: unknown, args: T.QueryStaffCampaignArgs, context: MockContext) => staff.staffCampaign(context.db, memberOf(context), args.id),
  staffCampaignParticipants: (_root: unknown, args: T.QueryStaffCampaignParticipantsArgs, context: MockContext) =>
    staff.staffCampaignParticipants(context.db, memberOf(context), args.campaignId, args.page),
};

export const campaignMutations = {
  staffSaveCampaign: (_root: unknown, args: T.MutationStaffSaveCampaignArgs, context: MockContext) =>
    staff.staffSaveCampaign(context.db, memberOf(context), args.data),
  staffExtendCampaign: (_root: unknown, args: T.MutationStaffExtendCampaignArgs, context: MockContext) =>
    staff.staffExtendCampaign(context.db, memberOf(context), args.data),
  staffLowerCampaignGoal: (_root: unknown, args: T.MutationStaffLowerCampaignGoalArgs, context: MockContext) =>
    staff.staffLowerCampaignGoal(context.db, memberOf(context), args.data),
  staffCloseCampaign: (_root: unknown, args: T.MutationStaffCloseCampaignArgs, context: MockContext) =>
    staff.staffCloseCampaign(context.db, memberOf(context), args.data),
  staffRetryCampaignSettlement: (_root: unknown, args: T.MutationStaffRetryCampaignSettlementArgs, context: MockContext) =>
    staff.staffRetryCampaignSettlement(context.db, memberOf(context), args.campaignId),
};

const campaignField = (productId: number, context: MockContext) => {
  const campaign = campaignOfProduct(context.db, productId);
  return campaign ? campaignShape(context.db, campaign, context.viewer?.id ?? null) : null;
};

export const campaignTypeResolvers = {
  productCampaign: (product: ScenarioProduct, _args: unknown, context: MockContext) => campaignField(product.id, context),
  lineCampaign: (line: StoreOrderLine, _args: unknown, context: MockContext) => campaignField(line.productId, context),
};
