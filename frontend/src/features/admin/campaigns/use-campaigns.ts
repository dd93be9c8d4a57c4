import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffCampaignDocument,
  StaffCampaignParticipantsDocument,
  StaffCampaignsDocument,
  StaffCloseCampaignDocument,
  StaffExtendCampaignDocument,
  StaffLowerCampaignGoalDocument,
  StaffRetryCampaignSettlementDocument,
  StaffSaveCampaignDocument,
  type CampaignStatus,
  type StaffCampaignInput,
  type StaffCloseCampaignInput,
  type StaffExtendCampaignInput,
  type StaffLowerCampaignGoalInput,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { queryOptionsFor } from '../../../lib/query-options';

/** Progress moves while students pay: the campaign screens read it again this often. */
export const LIVE_PROGRESS_MS = 15_000;

export function useStaffCampaigns(status: CampaignStatus[] | null, page: number) {
  return useQuery({ ...queryOptionsFor(StaffCampaignsDocument, { status, page }), placeholderData: keepPreviousData, refetchInterval: LIVE_PROGRESS_MS });
}

export function useStaffCampaign(id: number) {
  return useQuery({ ...queryOptionsFor(StaffCampaignDocument, { id }), refetchInterval: LIVE_PROGRESS_MS });
}

export function useCampaignParticipants(campaignId: number, page: number) {
  return useQuery({ ...queryOptionsFor(StaffCampaignParticipantsDocument, { campaignId, page }), placeholderData: keepPreviousData });
}

/** Every change reads the campaigns, their participants and the audit trail again. */
function useCampaignMutation<TVariables, TResult>(run: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      for (const key of ['StaffCampaigns', 'StaffCampaign', 'StaffCampaignParticipants', 'StaffAuditLog']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}

export const useSaveCampaign = () =>
  useCampaignMutation(async (data: StaffCampaignInput) => (await request(StaffSaveCampaignDocument, { data })).staffSaveCampaign);
export const useExtendCampaign = () =>
  useCampaignMutation(async (data: StaffExtendCampaignInput) => (await request(StaffExtendCampaignDocument, { data })).staffExtendCampaign);
export const useLowerCampaignGoal = () =>
  useCampaignMutation(async (data: StaffLowerCampaignGoalInput) => (await request(StaffLowerCampaignGoalDocument, { data })).staffLowerCampaignGoal);
export const useCloseCampaign = () =>
  useCampaignMutation(async (data: StaffCloseCampaignInput) => (await request(StaffCloseCampaignDocument, { data })).staffCloseCampaign);
export const useRetryCampaignSettlement = () =>
  useCampaignMutation(
    async (campaignId: number) => (await request(StaffRetryCampaignSettlementDocument, { campaignId })).staffRetryCampaignSettlement,
  );
