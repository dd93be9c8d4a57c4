import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  StaffAdsDocument,
  StaffCreateAdDocument,
  StaffDeleteAdDocument,
  StaffReorderAdsDocument,
  StaffSetTopNoticeDocument,
  StaffShopSettingsDocument,
  StaffToggleAdDocument,
  StaffUpdateAdDocument,
  StaffUpdateShopSettingsDocument,
  type StaffAdFieldsFragment,
  type StaffCreateAdInput,
  type StaffShopSettingsFieldsFragment,
  type StaffShopSettingsInput,
  type StaffToggleAdInput,
  type StaffTopNoticeInput,
  type StaffUpdateAdInput,
} from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { invalidate, queryGroups } from '../../../lib/invalidation';
import { queryKeyFor } from '../../../lib/operation-key';
import { queryOptionsFor } from '../../../lib/query-options';

// The content and settings screens' server calls. A save puts the answer in the console's cache
// and invalidates the shop's tenant and banner queries, so the staff member's own shop tab (and
// the header of this app) shows the change at once.

export function staffAdsQueryOptions() {
  return queryOptionsFor(StaffAdsDocument, {}, { select: (data) => data.staffAds });
}

export function staffShopSettingsQueryOptions() {
  return queryOptionsFor(StaffShopSettingsDocument, {}, { select: (data) => data.staffShopSettings });
}

export const useStaffAds = () => useQuery(staffAdsQueryOptions());
export const useStaffShopSettings = () => useQuery(staffShopSettingsQueryOptions());

function useAdsWrite<TVariables>(write: (variables: TVariables) => Promise<StaffAdFieldsFragment[] | StaffAdFieldsFragment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { showError: false },
    onSuccess: async (answer) => {
      if (Array.isArray(answer)) queryClient.setQueryData(queryKeyFor(StaffAdsDocument, {}), { staffAds: answer });
      await Promise.all([
        invalidate(queryClient, queryKeyFor(StaffAdsDocument, {})),
        invalidate(queryClient, queryGroups.shopContent),
      ]);
    },
  });
}

export const useCreateAd = () => useAdsWrite(async (data: StaffCreateAdInput) => (await request(StaffCreateAdDocument, { data })).staffCreateAd);
export const useUpdateAd = () => useAdsWrite(async (data: StaffUpdateAdInput) => (await request(StaffUpdateAdDocument, { data })).staffUpdateAd);
export const useToggleAd = () => useAdsWrite(async (data: StaffToggleAdInput) => (await request(StaffToggleAdDocument, { data })).staffToggleAd);
export const useReorderAds = () => useAdsWrite(async (ids: number[]) => (await request(StaffReorderAdsDocument, { ids })).staffReorderAds);
export const useDeleteAd = () => useAdsWrite(async (id: number) => (await request(StaffDeleteAdDocument, { id })).staffDeleteAd);

function useSettingsWrite<TVariables>(write: (variables: TVariables) => Promise<StaffShopSettingsFieldsFragment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { showError: false },
    onSuccess: async (settings) => {
      queryClient.setQueryData(queryKeyFor(StaffShopSettingsDocument, {}), { staffShopSettings: settings });
      await invalidate(queryClient, queryGroups.shopContent);
    },
  });
}

export const useSetTopNotice = () =>
  useSettingsWrite(async (data: StaffTopNoticeInput) => (await request(StaffSetTopNoticeDocument, { data })).staffSetTopNotice);
export const useUpdateShopSettings = () =>
  useSettingsWrite(async (data: StaffShopSettingsInput) => (await request(StaffUpdateShopSettingsDocument, { data })).staffUpdateShopSettings);
