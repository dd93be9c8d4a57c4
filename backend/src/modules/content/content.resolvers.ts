import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { activeTopNotice } from '../../../../domain/content/ad-schedule';
import { tenantViewer } from '../account/viewer';
import { findVisibleCategory } from '../catalog/category.service';
import { listAds, listCountryDialingCodes, listUserTypes, optionalText } from './content.service';
import { getUniversity, promotedCategories, tenantIntegrations } from './university.service';

export const contentResolvers: Resolvers = {
  Query: {
    university: (_parent, { universityId }, { em, config }) => getUniversity(em, universityId ?? config.UNIVERSITY_ID),
    ads: (_parent, { universityId }, { em, config }) => listAds(em, universityId ?? config.UNIVERSITY_ID),
    countryDialingCodes: (_parent, _args, { em }) => listCountryDialingCodes(em),
    userTypes: (_parent, { universityId }, { em, config }) => listUserTypes(em, universityId ?? config.UNIVERSITY_ID),
  },
  University: {
    topNotice: (university) => activeTopNotice(university.topNotice, university.topNoticeEndsAt, new Date()),
    socialUrl: (university) => optionalText(university.socialUrl),
    chatUrl: (university) => optionalText(university.chatUrl),
    businessNumber: (university) => optionalText(university.businessNumber),
    mailOrderNumber: (university) => optionalText(university.mailOrderNumber),
    representative: (university) => optionalText(university.representative),
    csTel: (university) => optionalText(university.csTel),
    csEmail: (university) => optionalText(university.csEmail),
    integrations: (university, _args, { config }) => tenantIntegrations(university, config),
    promotedCategories: (university) => promotedCategories(university),
  },
  PromotedCategory: {
    category: (promoted, _args, context) =>
      findVisibleCategory(context.em, promoted.universityId, promoted.categoryId, tenantViewer(context)?.authority ?? 0),
  },
  Ad: {
    secondary: (ad) => optionalText(ad.secondary),
    imageUrl: (ad) => optionalText(ad.imageUrl),
  },
  CountryDialingCode: {
    imageUrl: (code) => optionalText(code.imageUrl),
  },
};
