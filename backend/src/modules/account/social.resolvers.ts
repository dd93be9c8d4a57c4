import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import { loginWithSocial } from './social-login.service';

export const socialResolvers: Resolvers = {
  Mutation: {
    loginWithSocial: (_parent, { code, social, payload }, ctx) =>
      loginWithSocial(ctx, social, { code, redirectUri: payload.redirectUri, state: payload.state }),
  },
};
