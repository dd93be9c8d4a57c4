import type { SocialProvider } from '../../lib/__generated__/graphql';

/** How Korean members call each login. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  KAKAO: '카카오',
  NAVER: '네이버',
  GOOGLE: '구글',
};
