import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { EmailSender } from './email-sender';

/** Chooses the real or the local implementation from the configuration. */
export function createEmailSender(_config: Config, _logger: Logger): EmailSender {
  // Placeholder until the adapter lands; replaced by its real and local implementations.
  return {
    send: () => {
      throw new Error('EmailSender adapter is not built yet');
    },
  };
}
