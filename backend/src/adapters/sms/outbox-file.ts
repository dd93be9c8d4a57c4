import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

/** Where the local senders write: `${dataDir}/outbox/<name>.jsonl`. */
export function outboxPath(dataDir: string, name: 'sms' | 'email'): string {
  return path.join(dataDir, 'outbox', `${name}.jsonl`);
}

/**
 * Appends one JSON object as one line. A single `appendFile` of a short line is one O_APPEND
 * write, so concurrent senders in one or several processes do not interleave their lines.
 */
export async function appendJsonLine(file: string, record: Record<string, unknown>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await appendFile(file, `${JSON.stringify(record)}\n`, 'utf8');
}
