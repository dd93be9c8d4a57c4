import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../logger';
import { appendJsonLine } from '../sms/outbox-file';
import type { AlimtalkMessage, AlimtalkSender } from './alimtalk-sender';

/** `${dataDir}/outbox/alimtalk.jsonl`, next to the SMS and e-mail outboxes. */
function alimtalkOutboxPath(dataDir: string): string {
  return path.join(dataDir, 'outbox', 'alimtalk.jsonl');
}

/**
 * Development and tests: every 알림톡 becomes one line `{ to, templateId, text, key, createdAt }`
 * in `${dataDir}/outbox/alimtalk.jsonl`. The key doubles as the lookup a recovering worker makes.
 */
export function createOutboxAlimtalkSender(options: { dataDir: string; logger: Logger }): AlimtalkSender {
  const file = alimtalkOutboxPath(options.dataDir);
  return {
    async send(message: AlimtalkMessage) {
      await appendJsonLine(file, {
        to: message.to,
        templateId: message.templateId,
        text: message.text,
        key: message.key,
        createdAt: new Date().toISOString(),
      });
      options.logger.info({ file }, '알림톡 written to the local outbox (ALIMTALK_DRIVER=outbox)');
      return { providerMessageId: null };
    },
    async findSent({ key }) {
      let content: string;
      try {
        content = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const found = content
        .split('\n')
        .filter((line) => line.trim() !== '')
        .some((line) => (JSON.parse(line) as { key?: string }).key === key);
      return found ? { providerMessageId: null } : null;
    },
  };
}
