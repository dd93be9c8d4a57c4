import type { Logger } from '../../logger';
import { appendJsonLine, outboxPath } from '../sms/outbox-file';
import type { EmailMessage, EmailSender } from './email-sender';

/**
 * Development and tests: every e-mail becomes one line `{ to, subject, text, createdAt }` in
 * `${dataDir}/outbox/email.jsonl`.
 */
export function createOutboxEmailSender(options: { dataDir: string; logger: Logger }): EmailSender {
  const file = outboxPath(options.dataDir, 'email');
  return {
    async send(message: EmailMessage) {
      await appendJsonLine(file, {
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        createdAt: new Date().toISOString(),
      });
      options.logger.info({ file }, 'E-mail written to the local outbox (EMAIL_DRIVER=outbox)');
    },
  };
}
