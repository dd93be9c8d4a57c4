// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../../../../tests/support/fake-smtp';
import { readEmailOutbox } from '../../../../tests/support/outbox';
import { AppError } from '../../../../domain/errors/errors';
import { createLogger } from '../../logger';
import { createOutboxEmailSender } from './outbox-email-sender';
import { createSmtpEmailSender } from './smtp-email-sender';

let smtp: FakeSmtp;
let dataDir: string;
let logLines: string[] = [];

const logger = createLogger(
  { LOG_LEVEL: 'info', isProduction: true },
  new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logLines.push(chunk.toString('utf8'));
      callback();
    },
  }),
);

beforeAll(async () => {
  smtp = await startFakeSmtp();
  dataDir = await mkdtemp(path.join(tmpdir(), 'email-outbox-test-'));
});
afterAll(async () => {
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  logLines = [];
});

const RESET_MAIL = {
  to: 'student@hanbit.ac.kr',
  subject: '[한빛대 생협 굿즈샵] 비밀번호 재설정 안내',
  text: '아래 링크에서 새 비밀번호를 설정해 주세요.\nhttp://localhost:4000/password/reset?code=SECRET-CODE-123',
};

describe('SMTP e-mail sender', () => {
  it('delivers a Korean plain-text mail through a real SMTP conversation', async () => {
    const email = createSmtpEmailSender({ url: smtp.url, from: '한빛대 생협 굿즈샵 <no-reply@hanbit.ac.kr>', logger });
    await email.send(RESET_MAIL);
    const received = smtp.messages.at(-1)!;
    expect(received.envelopeFrom).toBe('no-reply@hanbit.ac.kr');
    expect(received.envelopeTo).toEqual(['student@hanbit.ac.kr']);
    expect(received.from).toBe('한빛대 생협 굿즈샵 <no-reply@hanbit.ac.kr>');
    expect(received.to).toBe('student@hanbit.ac.kr');
    expect(received.subject).toBe(RESET_MAIL.subject);
    expect(received.text).toBe(RESET_MAIL.text);
    expect(logLines.join('')).not.toContain('SECRET-CODE-123');
  });

  it('fails in Korean when the server refuses the login, without logging the body', async () => {
    const before = smtp.messages.length;
    const email = createSmtpEmailSender({ url: smtp.urlWithWrongPassword, from: 'no-reply@hanbit.ac.kr', logger });
    const error = await email.send(RESET_MAIL).then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'EXTERNAL_SERVICE_ERROR', message: '메일을 보내지 못했어요. 잠시 후 다시 시도해 주세요.' });
    expect(smtp.messages.length).toBe(before);
    const logged = logLines.join('');
    expect(logged).toContain('"responseCode":535');
    expect(logged).not.toContain('SECRET-CODE-123');
    expect(logged).not.toContain('wrong-password');
  });

  it('fails in Korean when no SMTP server answers', async () => {
    const email = createSmtpEmailSender({ url: 'smtp://127.0.0.1:9', from: 'no-reply@hanbit.ac.kr', logger, timeoutMs: 500 });
    await expect(email.send(RESET_MAIL)).rejects.toMatchObject({ code: 'EXTERNAL_SERVICE_ERROR' });
  });
});

describe('local outbox e-mail sender', () => {
  it('appends every e-mail as one JSON line with its subject', async () => {
    const email = createOutboxEmailSender({ dataDir, logger });
    await email.send(RESET_MAIL);
    expect(await readEmailOutbox(dataDir, 'Student@hanbit.ac.kr')).toEqual([{ ...RESET_MAIL, createdAt: expect.any(String) }]);
  });
});
