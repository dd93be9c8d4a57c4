import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eServer } from './server-info';
import { toE164 } from './sms-outbox';

// The real server's local 알림톡 sender writes every message as one JSON line to
// `<DATA_DIR>/outbox/alimtalk.jsonl` ({ to: E.164, templateId, text, key, createdAt }).

export interface OutboxAlimtalk {
  to: string;
  templateId: string;
  text: string;
  key: string;
  createdAt: string;
}

async function readAlimtalkOutbox(): Promise<OutboxAlimtalk[]> {
  let content = '';
  try {
    content = await readFile(path.join(e2eServer().dataDir, 'outbox', 'alimtalk.jsonl'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxAlimtalk);
}

/** Waits for a 알림톡 to `tel` whose text contains `text`: the worker sends it shortly after the event. */
export async function waitForAlimtalk(tel: string, text: string, timeout = 20_000): Promise<OutboxAlimtalk> {
  let found: OutboxAlimtalk | undefined;
  await expect
    .poll(
      async () => {
        found = (await readAlimtalkOutbox()).findLast((message) => message.to === toE164(tel) && message.text.includes(text));
        return found !== undefined;
      },
      { message: `a 알림톡 to ${tel} containing ${text}`, timeout },
    )
    .toBe(true);
  return found!;
}
