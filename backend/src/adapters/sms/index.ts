import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { SmsSender } from './sms-sender';

/** Chooses the real or the local implementation from the configuration. */
export function createSmsSender(_config: Config, _logger: Logger): SmsSender {
  // Placeholder until the adapter lands; replaced by its real and local implementations.
  return {
    send: () => {
      throw new Error('SmsSender adapter is not built yet');
    },
  };
}
