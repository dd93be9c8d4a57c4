import type { TestApi } from './api';
import { operationDocument } from './catalog-operations';

// The console's content documents as the screens send them, and the reads a student makes.

export const STAFF_ADS = operationDocument('StaffAds');
export const CREATE_AD = operationDocument('StaffCreateAd');
export const UPDATE_AD = operationDocument('StaffUpdateAd');
export const TOGGLE_AD = operationDocument('StaffToggleAd');
export const REORDER_ADS = operationDocument('StaffReorderAds');
export const DELETE_AD = operationDocument('StaffDeleteAd');
export const SHOP_SETTINGS = operationDocument('StaffShopSettings');
export const SET_TOP_NOTICE = operationDocument('StaffSetTopNotice');
export const UPDATE_SETTINGS = operationDocument('StaffUpdateShopSettings');
export const PUBLIC_ADS = operationDocument('Ads');
export const PUBLIC_UNIVERSITY = operationDocument('University');

export interface StaffAdBody {
  id: number;
  primary: string;
  secondary: string | null;
  url: string;
  imageUrl: string | null;
  position: number;
  visible: boolean;
  startsAt: string | null;
  endsAt: string | null;
  state: string;
  updatedAt: string;
}

export type SettingsBody = Record<string, unknown> & { updatedAt: string; themeColor: string; topNotice: string | null };

/** A student's view: the banners' headlines, anonymous (through the response cache) unless a token is given. */
export async function publicHeadlines(api: TestApi, token?: string): Promise<string[]> {
  const { data } = await api.gql<{ ads: { primary: string }[] }>(PUBLIC_ADS, {}, token ? { token } : {});
  return data!.ads.map((ad) => ad.primary);
}

export async function publicUniversity(api: TestApi) {
  const { data } = await api.gql<{ university: { shopName: string; themeColor: string; topNotice: string | null } }>(PUBLIC_UNIVERSITY);
  return data!.university;
}

const AUDIT = /* GraphQL */ `
  query ($data: StaffAuditLogInput) {
    staffAuditLog(data: $data) { total items { action summary objectId changes { field before after } } }
  }
`;

export interface AuditItem {
  action: string;
  summary: string;
  objectId: number;
  changes: { field: string; before: string | null; after: string | null }[];
}

export async function auditOf(api: TestApi, token: string, objectType: 'AD' | 'SHOP', objectId?: number): Promise<AuditItem[]> {
  const result = await api.gql<{ staffAuditLog: { items: AuditItem[] } }>(
    AUDIT,
    { data: { objectType, ...(objectId ? { objectId } : {}) } },
    { token },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.staffAuditLog.items;
}
