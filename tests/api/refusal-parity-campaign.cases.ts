import { MISSING, PRODUCT_ID, type RefusalCase } from './refusal-parity.fixtures';

const SAVE = 'mutation ($data: StaffCampaignInput!) { staffSaveCampaign(data: $data) { campaign { id } } }';
const EXTEND = 'mutation ($data: StaffExtendCampaignInput!) { staffExtendCampaign(data: $data) { campaign { id } } }';
const LOWER = 'mutation ($data: StaffLowerCampaignGoalInput!) { staffLowerCampaignGoal(data: $data) { campaign { id } } }';
const CLOSE = 'mutation ($data: StaffCloseCampaignInput!) { staffCloseCampaign(data: $data) { campaign { id } } }';
const RETRY = 'mutation ($id: Int!) { staffRetryCampaignSettlement(campaignId: $id) { campaign { id } } }';

const LATER = '2099-12-31T14:59:59.000Z';
const settings = (overrides: Record<string, unknown> = {}) => ({
  data: { productId: PRODUCT_ID, minUnits: 150, maxUnits: 200, perMemberLimit: 2, closesAt: LATER, settleMode: 'PAY_NOW', ...overrides },
});
const REASON = '공장 일정이 늦어졌어요.';

/** Staff's campaign desk (group purchases, issue 17, ADR 0062), spread into REFUSAL_CASES. */
export const CAMPAIGN_REFUSAL_CASES: readonly RefusalCase[] = [
  { mutation: 'staffSaveCampaign', title: 'an anonymous visitor', as: 'anonymous', query: SAVE, code: 'UNAUTHENTICATED', variables: () => settings() },
  { mutation: 'staffSaveCampaign', title: 'a shopper', as: 'demo', query: SAVE, code: 'FORBIDDEN', variables: () => settings() },
  { mutation: 'staffSaveCampaign', title: 'a goal of zero', as: 'admin', query: SAVE, code: 'BAD_USER_INPUT',
    variables: () => settings({ minUnits: 0 }) },
  { mutation: 'staffSaveCampaign', title: 'a cap below the goal', as: 'admin', query: SAVE, code: 'BAD_USER_INPUT',
    variables: () => settings({ maxUnits: 100 }) },
  { mutation: 'staffSaveCampaign', title: 'a production freeze before the deadline', as: 'admin', query: SAVE, code: 'BAD_USER_INPUT',
    variables: () => settings({ productionFreezeAt: '2099-12-01T00:00:00.000Z' }) },
  { mutation: 'staffSaveCampaign', title: 'a product that does not exist', as: 'admin', query: SAVE, code: 'NOT_FOUND',
    variables: () => settings({ productId: MISSING }) },
  { mutation: 'staffSaveCampaign', title: 'a deadline in the past', as: 'admin', query: SAVE, code: 'BAD_USER_INPUT',
    variables: () => settings({ closesAt: '2020-01-01T00:00:00.000Z' }) },
  { mutation: 'staffExtendCampaign', title: 'a shopper', as: 'demo', query: EXTEND, code: 'FORBIDDEN',
    variables: () => ({ data: { campaignId: MISSING, closesAt: LATER, reason: REASON } }) },
  { mutation: 'staffExtendCampaign', title: 'no reason', as: 'admin', query: EXTEND, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { campaignId: MISSING, closesAt: LATER, reason: ' ' } }) },
  { mutation: 'staffExtendCampaign', title: 'a campaign that does not exist', as: 'admin', query: EXTEND, code: 'NOT_FOUND',
    variables: () => ({ data: { campaignId: MISSING, closesAt: LATER, reason: REASON } }) },
  { mutation: 'staffLowerCampaignGoal', title: 'a shopper', as: 'demo', query: LOWER, code: 'FORBIDDEN',
    variables: () => ({ data: { campaignId: MISSING, minUnits: 100, reason: REASON } }) },
  { mutation: 'staffLowerCampaignGoal', title: 'a goal of zero', as: 'admin', query: LOWER, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { campaignId: MISSING, minUnits: 0, reason: REASON } }) },
  { mutation: 'staffLowerCampaignGoal', title: 'a campaign that does not exist', as: 'admin', query: LOWER, code: 'NOT_FOUND',
    variables: () => ({ data: { campaignId: MISSING, minUnits: 100, reason: REASON } }) },
  { mutation: 'staffCloseCampaign', title: 'a shopper', as: 'demo', query: CLOSE, code: 'FORBIDDEN',
    variables: () => ({ data: { campaignId: MISSING, outcome: 'FAILED', reason: REASON } }) },
  { mutation: 'staffCloseCampaign', title: 'no reason', as: 'admin', query: CLOSE, code: 'BAD_USER_INPUT',
    variables: () => ({ data: { campaignId: MISSING, outcome: 'FAILED', reason: '' } }) },
  { mutation: 'staffCloseCampaign', title: 'a campaign that does not exist', as: 'admin', query: CLOSE, code: 'NOT_FOUND',
    variables: () => ({ data: { campaignId: MISSING, outcome: 'CONFIRMED', reason: REASON } }) },
  { mutation: 'staffRetryCampaignSettlement', title: 'a shopper', as: 'demo', query: RETRY, code: 'FORBIDDEN', variables: () => ({ id: MISSING }) },
  { mutation: 'staffRetryCampaignSettlement', title: 'a campaign that does not exist', as: 'admin', query: RETRY, code: 'NOT_FOUND',
    variables: () => ({ id: MISSING }) },
];
