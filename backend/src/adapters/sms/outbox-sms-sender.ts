import type { Logger } from '../../logger';
import { appendJsonLine, outboxPath } from './outbox-file';
import type { SmsMessage, SmsSender } from './sms-sender';

/**
 * Development and tests: every message becomes one line `{ to, text, createdAt }` in
 * `${dataDir}/outbox/sms.jsonl`, where a developer (or a test) reads the code.
 */
export function createOutboxSmsSender(options: { dataDir: string; logger: Logger }): SmsSender {
  const file = outboxPath(options.dataDir, 'sms');
  return {
    async send(message: SmsMessage) {
      await appendJsonLine(file, { to: message.to, text: message.text, createdAt: new Date().toISOString() });
      options.logger.info({ file }, 'SMS written to the local outbox (SMS_DRIVER=outbox)');
    },
  };
}
