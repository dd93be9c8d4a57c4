// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSmsOutbox } from '../../../../tests/support/outbox';
import { createLogger } from '../../logger';
import { createOutboxSmsSender } from './outbox-sms-sender';

let dataDir: string;
const logger = createLogger({ LOG_LEVEL: 'silent', isProduction: false });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('local outbox SMS sender', () => {
  it('appends every SMS as one JSON line, creating the folder on first use', async () => {
    const sms = createOutboxSmsSender({ dataDir: path.join(dataDir, 'fresh'), logger });
    await Promise.all(
      Array.from({ length: 20 }, (_unused, n) => sms.send({ to: `+8210000000${String(n).padStart(2, '0')}`, text: `인증번호 ${n}` })),
    );
    const lines = await readSmsOutbox(path.join(dataDir, 'fresh'));
    expect(lines).toHaveLength(20);
    expect(new Set(lines.map((line) => line.to)).size).toBe(20);
    expect(lines[0]).toEqual({ to: expect.any(String), text: expect.stringMatching(/^인증번호 \d+$/), createdAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(lines[0]!.createdAt))).toBe(false);
  });

});
