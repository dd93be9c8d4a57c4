// Shared pieces of the account area's stories: the demo member's profile for answers a scenario
// cannot give (a social sign-up, blank optional fields), and the postcode stand-ins.
import type { Decorator } from '@storybook/react-vite';
import { PostcodeLoaderContext, type PostcodeLoader } from '../../frontend/src/widgets/address-search/postcode-loader';
import { MeDocument, type MeQuery, type UserProfileFragment } from '../../frontend/src/lib/__generated__/graphql';
import { demoMember } from '../../mocks/scenarios/standard';
import { userTypes } from '../../mocks/scenarios/standard/reference';
import { loadingStory } from '../support/states';

const undergraduate = userTypes.find((type) => type.id === demoMember.userTypeId);

/** The demo member as `Me` answers, with the changes a story needs. */
export function demoProfile(overrides: Partial<UserProfileFragment> = {}): MeQuery {
  return {
    me: {
      id: demoMember.id,
      name: demoMember.name,
      email: demoMember.email,
      tel: demoMember.tel,
      admissionYear: demoMember.admissionYear,
      birthYear: demoMember.birthYear,
      gender: demoMember.gender,
      userTypeId: demoMember.userTypeId,
      authority: 0,
      authorityLevel: 'NORMAL',
      recommendationCode: demoMember.recommendationCode,
      createdAt: '2025-03-02T09:00:00+09:00',
      userType: undergraduate
        ? {
            id: undergraduate.id,
            content: undergraduate.content,
            nationality: undergraduate.nationality,
            eduDegree: undergraduate.eduDegree,
            inCollege: undergraduate.inCollege,
          }
        : null,
      userConfig: { marketing: demoMember.marketing, marketingAgreedAt: demoMember.marketing ? '2026-03-02T01:00:00.000Z' : null, social: null },
      ...overrides,
    },
  };
}

/** Renders the story with this postcode script instead of Kakao's. */
export function withPostcode(loader: PostcodeLoader): Decorator {
  return (Story) => (
    <PostcodeLoaderContext.Provider value={loader}>
      <Story />
    </PostcodeLoaderContext.Provider>
  );
}

/** Every member-only screen waits for the profile first; this one never arrives. */
export const profileLoading = loadingStory(MeDocument);
