import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, id } from '../../db/columns';
import { SocialProvider } from '../../../../domain/enums';
import { User } from './user.entity';

export const UserConfigSchema = defineEntity({
  name: 'UserConfig',
  properties: {
    id: id(),
    user: () => p.oneToOne(User).inversedBy('userConfig').owner().deleteRule('cascade'),
    /** Consent to marketing messages. */
    marketing: p.boolean().default(false),
    /** When marketing consent was last given; null while it is not. */
    marketingAgreedAt: p.datetime().nullable(),
    /** The provider the account was created with; null for e-mail sign-up. */
    social: p.enum(() => SocialProvider).nullable(),
    createdAt: createdAt(),
  },
});

export class UserConfig extends UserConfigSchema.class {}
UserConfigSchema.setClass(UserConfig);
