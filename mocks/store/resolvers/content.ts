// The console's content fields of the mocked API (mocks/store/content.ts): transport only.
import { adState } from '../../../domain/content/ad-schedule';
import type * as T from '../../__generated__/types';
import * as content from '../content';
import type { StoreAd, StoreUniversity } from '../content';
import { memberOf, type MockContext } from './context';

const blankAsNull = (value: string | null | undefined) => value?.trim() || null;

export const contentQueryResolvers = {
  staffAds: (_root: unknown, _args: unknown, context: MockContext) => content.staffAds(context.db, memberOf(context)),
  staffShopSettings: (_root: unknown, _args: unknown, context: MockContext) => content.staffShopSettings(context.db, memberOf(context)),
};

export const contentMutationResolvers = {
  staffCreateAd: (_root: unknown, args: T.MutationStaffCreateAdArgs, context: MockContext) =>
    content.createAd(context.db, memberOf(context), args.data),
  staffUpdateAd: (_root: unknown, args: T.MutationStaffUpdateAdArgs, context: MockContext) =>
    content.updateAd(context.db, memberOf(context), args.data),
  staffToggleAd: (_root: unknown, args: T.MutationStaffToggleAdArgs, context: MockContext) =>
    content.toggleAd(context.db, memberOf(context), args.data),
  staffReorderAds: (_root: unknown, args: T.MutationStaffReorderAdsArgs, context: MockContext) =>
    content.reorderAds(context.db, memberOf(context), args.ids),
  staffDeleteAd: (_root: unknown, args: T.MutationStaffDeleteAdArgs, context: MockContext) =>
    content.deleteAd(context.db, memberOf(context), args.id),
  staffSetTopNotice: (_root: unknown, args: T.MutationStaffSetTopNoticeArgs, context: MockContext) =>
    content.setTopNotice(context.db, memberOf(context), args.data),
  staffUpdateShopSettings: (_root: unknown, args: T.MutationStaffUpdateShopSettingsArgs, context: MockContext) =>
    content.updateShopSettings(context.db, memberOf(context), args.data),
};

export const contentTypeResolvers = {
  StaffAd: {
    secondary: (ad: StoreAd) => blankAsNull(ad.secondary),
    startsAt: (ad: StoreAd) => ad.startsAt ?? null,
    endsAt: (ad: StoreAd) => ad.endsAt ?? null,
    updatedAt: (ad: StoreAd, _args: unknown, { db }: MockContext) => content.versionOf(db, ad),
    state: (ad: StoreAd, _args: unknown, { db }: MockContext) =>
      adState({ visible: ad.visible, startsAt: ad.startsAt ?? null, endsAt: ad.endsAt ?? null }, db.now()),
  },
  StaffShopSettings: {
    topNotice: (row: StoreUniversity) => blankAsNull(row.topNotice),
    topNoticeEndsAt: (row: StoreUniversity) => row.topNoticeEndsAt ?? null,
    updatedAt: (row: StoreUniversity, _args: unknown, { db }: MockContext) => content.versionOf(db, row),
  },
};
