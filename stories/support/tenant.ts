import type { UniversityQuery } from '../../frontend/src/lib/__generated__/graphql';
import { storyTenant } from './catalogue';

type University = UniversityQuery['university'];

/**
 * The demo tenant as the University query returns it, for stories that answer that query
 * themselves (an empty shop, another tenant's colours). Promoted categories start empty.
 */
export function universityResult(overrides: Partial<University> = {}): UniversityQuery {
  const { id, name, shopName, siteUrl, topNotice, footerOperator, footerAddress, socialUrl, chatUrl, themeColor } = storyTenant;
  return {
    university: {
      id,
      name,
      shopName,
      siteUrl,
      topNotice,
      footerOperator,
      footerAddress,
      socialUrl,
      chatUrl,
      themeColor,
      defaultTitle: storyTenant.defaultTitle,
      titleTemplate: storyTenant.titleTemplate,
      businessNumber: storyTenant.businessNumber,
      mailOrderNumber: storyTenant.mailOrderNumber,
      representative: storyTenant.representative,
      csTel: storyTenant.csTel,
      csEmail: storyTenant.csEmail,
      promotedCategories: [],
      ...overrides,
    },
  };
}
