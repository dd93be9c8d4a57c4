import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { SocialProvider } from '../../../../domain/enums';
import { User } from './user.entity';

/** Links a provider's account id to a member, so a later social login finds them. */
export const UserSocialAccountSchema = defineEntity({
  name: 'UserSocialAccount',
  properties: {
    id: id(),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    provider: p.enum(() => SocialProvider),
    providerUserId: p.string(),
    createdAt: createdAt(),
  },
  uniques: [
    {
      name: 'user_social_account_provider_user_unique',
      properties: ['provider', 'providerUserId'],
    },
  ],
});

export class UserSocialAccount extends UserSocialAccountSchema.class {}
UserSocialAccountSchema.setClass(UserSocialAccount);
