// The console's campaign operations (ADR 0063) as mocks/operations.test.ts runs them: as the co-op
// admin in every scenario. Every scenario starts with campaign 1 OPEN on
// 한빛 클래식 과잠 (product 5) and campaign 3 CONFIRMED; the business jacket (product 1) has none (mocks/store/campaigns.ts).
import type { Case } from './case';

// After every seeded deadline (the scenarios stand at MOCK_NOW, 2026-09-01).
const LATER = '2026-12-31T14:59:59.000Z';

export const CAMPAIGN_CASES: Record<string, Case> = {
  StaffCampaigns: { asAdmin: true, variables: () => ({ status: ['OPEN'], page: 1 }) },
  StaffCampaign: { asAdmin: true, variables: () => ({ id: 1 }) },
  StaffCampaignParticipants: { asAdmin: true, variables: () => ({ campaignId: 1, page: 1 }) },
  StaffSaveCampaign: {
    asAdmin: true,
    variables: () => ({ data: { productId: 1, minUnits: 30, maxUnits: 60, perMemberLimit: 2, closesAt: LATER, settleMode: 'PAY_NOW' } }),
  },
  StaffExtendCampaign: { asAdmin: true, variables: () => ({ data: { campaignId: 1, closesAt: LATER, reason: '기말고사 기간이라 일주일 늘려요.' } }) },
  StaffLowerCampaignGoal: { asAdmin: true, variables: () => ({ data: { campaignId: 1, minUnits: 130, reason: '학과 인원이 줄어 목표를 낮춰요.' } }) },
  StaffCloseCampaign: { asAdmin: true, variables: () => ({ data: { campaignId: 1, outcome: 'CONFIRMED', reason: '목표에 가까워 일찍 확정해요.' } }) },
  StaffRetryCampaignSettlement: { asAdmin: true, variables: () => ({ campaignId: 3 }) },
};
