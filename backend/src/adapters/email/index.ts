import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { EmailSender } from './email-sender';
import { createOutboxEmailSender } from './outbox-email-sender';
import { createSmtpEmailSender } from './smtp-email-sender';

/** Chooses the real or the local implementation from the configuration. */
export function createEmailSender(config: Config, logger: Logger): EmailSender {
  if (config.EMAIL_DRIVER === 'smtp') {
    // loadConfig refuses EMAIL_DRIVER=smtp without these, so the fallbacks never apply.
    return createSmtpEmailSender({ url: config.SMTP_URL ?? '', from: config.EMAIL_FROM ?? '', logger });
  }
  return createOutboxEmailSender({ dataDir: config.DATA_DIR, logger });
}

