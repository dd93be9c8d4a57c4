import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { SocialLogin } from './social-login';

/** Chooses the real or the local implementation from the configuration. */
export function createSocialLogin(_config: Config, _logger: Logger): SocialLogin {
  // Placeholder until the adapter lands; replaced by its real and local implementations.
  return {
    fetchProfile: () => {
      throw new Error('SocialLogin adapter is not built yet');
    },
  };
}
