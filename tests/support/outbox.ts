import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** One line of `${dataDir}/outbox/sms.jsonl`, as the local SMS sender writes it. */
export interface OutboxSms {
  to: string;
  text: string;
  createdAt: string;
}

/** One line of `${dataDir}/outbox/email.jsonl`, as the local e-mail sender writes it. */
export interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

async function readLines<T>(file: string): Promise<T[]> {
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** Every SMS the app has "sent", oldest first; optionally only those to one E.164 number. */
export async function readSmsOutbox(dataDir: string, to?: string): Promise<OutboxSms[]> {
  const all = await readLines<OutboxSms>(path.join(dataDir, 'outbox', 'sms.jsonl'));
  return to === undefined ? all : all.filter((message) => message.to === to);
}

/** Every e-mail the app has "sent", oldest first; optionally only those to one address. */
export async function readEmailOutbox(dataDir: string, to?: string): Promise<OutboxEmail[]> {
  const all = await readLines<OutboxEmail>(path.join(dataDir, 'outbox', 'email.jsonl'));
  return to === undefined ? all : all.filter((message) => message.to.toLowerCase() === to.toLowerCase());
}

/** The 6-digit certification code in an SMS text. */
export function certificationCodeIn(text: string): string {
  const match = /인증번호\s*(\d{6})/.exec(text);
  if (!match?.[1]) throw new Error(`No certification code in SMS text: ${text}`);
  return match[1];
}

/** The code of the newest SMS to `to` (E.164); fails the test when none was sent. */
export async function latestCertificationCode(dataDir: string, to: string): Promise<string> {
  const last = (await readSmsOutbox(dataDir, to)).at(-1);
  if (!last) throw new Error(`No SMS was sent to ${to}`);
  return certificationCodeIn(last.text);
}

/** One line of `${dataDir}/outbox/alimtalk.jsonl`, as the local 알림톡 sender writes it. */
export interface OutboxAlimtalk {
  to: string;
  templateId: string;
  text: string;
  key: string;
  createdAt: string;
}

/** Every 알림톡 the app has "sent", oldest first; optionally only those to one E.164 number. */
export async function readAlimtalkOutbox(dataDir: string, to?: string): Promise<OutboxAlimtalk[]> {
  const all = await readLines<OutboxAlimtalk>(path.join(dataDir, 'outbox', 'alimtalk.jsonl'));
  return to === undefined ? all : all.filter((message) => message.to === to);
}
