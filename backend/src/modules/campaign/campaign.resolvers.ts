import type { GraphQLContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { tenantViewer } from '../account/viewer';
import { staffOperator, staffReader } from '../staff/staff-access';
import { campaignOfProduct, myUnitsOf, optionCapsOf, progressOf, readStaffParent, statusOf } from './campaign-read';
import {
  closeCampaignNow,
  extendCampaign,
  lowerCampaignGoal,
  retryCampaignSettlement,
  saveCampaign,
} from './campaign-staff.service';
import { listStaffCampaigns, readStaffCampaign, staffCampaignParticipants } from './campaign-staff-read';

// Group purchases (docs/decisions/0062-campaign-core.md): the campaign on products and order
// lines (batched per request), and staff's campaign desk.
const viewerId = (context: GraphQLContext) => tenantViewer(context)?.userId ?? null;
const refundDeps = (context: GraphQLContext) => ({ payment: context.adapters.payment, log: context.log });

export const campaignResolvers: Resolvers = {
  Product: {
    campaign: (product, _args, context) => campaignOfProduct(context.em, product.id, viewerId(context)),
  },
  OrderProduct: {
    campaign: (line, _args, context) => campaignOfProduct(context.em, line.product.id, viewerId(context)),
  },
  Campaign: {
    productId: (campaign) => campaign.product.id,
    status: (campaign) => statusOf(campaign),
    optionCaps: (campaign, _args, context) => optionCapsOf(context.em, campaign, viewerId(context)),
    progress: (campaign, _args, context) => progressOf(context.em, campaign, viewerId(context)),
    myUnits: (campaign, _args, context) => myUnitsOf(context.em, campaign, viewerId(context)),
  },
  Query: {
    staffCampaigns: (_parent, args, context) => listStaffCampaigns(context.em, staffReader(context), args),
    staffCampaign: (_parent, { id }, context) => readStaffCampaign(context.em, staffReader(context), id),
    staffCampaignParticipants: (_parent, { campaignId, page }, context) =>
      staffCampaignParticipants(context.em, staffReader(context), campaignId, page),
  },
  Mutation: {
    staffSaveCampaign: async (_parent, { data }, context) => {
      const scope = staffOperator(context);
      return readStaffParent(context.em, await saveCampaign(context.em, scope, data));
    },
    staffExtendCampaign: async (_parent, { data }, context) => {
      const scope = staffOperator(context);
      return readStaffParent(context.em, await extendCampaign(context.em, scope, data));
    },
    staffLowerCampaignGoal: async (_parent, { data }, context) => {
      const scope = staffOperator(context);
      return readStaffParent(context.em, await lowerCampaignGoal(context.em, scope, data));
    },
    staffCloseCampaign: async (_parent, { data }, context) => {
      const scope = staffOperator(context);
      return readStaffParent(context.em, await closeCampaignNow(context.em, scope, data));
    },
    staffRetryCampaignSettlement: async (_parent, { campaignId }, context) => {
      const scope = staffOperator(context);
      return readStaffParent(context.em, await retryCampaignSettlement(context.em, scope, campaignId, refundDeps(context)));
    },
  },
};
