import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { adState } from '../../../../domain/content/ad-schedule';
import { staffOperator, staffReader } from '../staff/staff-access';
import { optionalText } from './content.service';
import { createAd, deleteAd, listStaffAds, reorderAds, toggleAd, updateAd } from './staff-ads.service';
import { readShopSettings, setTopNotice, updateShopSettings } from './staff-settings.service';

export const staffContentResolvers: Resolvers = {
  Query: {
    staffAds: (_parent, _args, context) => listStaffAds(context.em, staffReader(context)),
    staffShopSettings: (_parent, _args, context) => readShopSettings(context.em, staffReader(context)),
  },
  Mutation: {
    staffCreateAd: (_parent, { data }, context) =>
      createAd(context.em, staffOperator(context), { storage: context.adapters.storage, config: context.config }, data),
    staffUpdateAd: (_parent, { data }, context) =>
      updateAd(context.em, staffOperator(context), { storage: context.adapters.storage, config: context.config }, data),
    staffToggleAd: (_parent, { data }, context) => toggleAd(context.em, staffOperator(context), data),
    staffReorderAds: (_parent, { ids }, context) => reorderAds(context.em, staffOperator(context), ids),
    staffDeleteAd: (_parent, { id }, context) => deleteAd(context.em, staffOperator(context), id),
    staffSetTopNotice: (_parent, { data }, context) => setTopNotice(context.em, staffOperator(context), data),
    staffUpdateShopSettings: (_parent, { data }, context) => updateShopSettings(context.em, staffOperator(context), data),
  },
  StaffAd: {
    secondary: (ad) => optionalText(ad.secondary),
    imageUrl: (ad) => optionalText(ad.imageUrl),
    startsAt: (ad) => ad.startsAt ?? null,
    endsAt: (ad) => ad.endsAt ?? null,
    state: (ad) => adState({ visible: ad.visible, startsAt: ad.startsAt ?? null, endsAt: ad.endsAt ?? null }, new Date()),
  },
  StaffShopSettings: {
    topNotice: (university) => optionalText(university.topNotice),
    topNoticeEndsAt: (university) => university.topNoticeEndsAt ?? null,
    socialUrl: (university) => optionalText(university.socialUrl),
    chatUrl: (university) => optionalText(university.chatUrl),
    businessNumber: (university) => optionalText(university.businessNumber),
    mailOrderNumber: (university) => optionalText(university.mailOrderNumber),
    representative: (university) => optionalText(university.representative),
    csTel: (university) => optionalText(university.csTel),
    csEmail: (university) => optionalText(university.csEmail),
    kakaoClientId: (university) => optionalText(university.kakaoClientId),
    naverClientId: (university) => optionalText(university.naverClientId),
    googleClientId: (university) => optionalText(university.googleClientId),
  },
};
