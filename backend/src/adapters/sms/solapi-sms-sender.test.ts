// @vitest-environment node
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSolapi, type FakeSolapi } from '../../../../tests/support/fake-solapi';
import { AppError } from '../../../../domain/errors/errors';
import { createLogger } from '../../logger';
import { createSolapiSmsSender, type SolapiOptions } from './solapi-sms-sender';

let fake: FakeSolapi;
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
  fake = await startFakeSolapi({ sender: '0421234567' });
});
afterAll(() => fake?.close());
afterEach(() => {
  logLines = [];
});

function sender(overrides: Partial<SolapiOptions> = {}) {
  return createSolapiSmsSender({
    baseUrl: fake.url,
    apiKey: fake.apiKey,
    apiSecret: fake.apiSecret,
    sender: '042-123-4567',
    logger,
    ...overrides,
  });
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
}

const SEND_FAILED = { code: 'EXTERNAL_SERVICE_ERROR', message: '인증번호 문자를 보내지 못했어요. 잠시 후 다시 시도해 주세요.' };

describe('Solapi SMS sender', () => {
  it('signs the request and sends a Korean number as domestic digits from the registered sender', async () => {
    const before = fake.messages.length;
    await sender().send({ to: '+821012345678', text: '[한빛대 생협 굿즈샵] 인증번호 123456 (3분 안에 입력해 주세요)' });
    expect(fake.messages.slice(before)).toMatchObject([
      { to: '01012345678', from: '0421234567', text: '[한빛대 생협 굿즈샵] 인증번호 123456 (3분 안에 입력해 주세요)' },
    ]);
    expect(fake.messages.at(-1)!.country).toBeUndefined();
  });

  it('sends a foreign number with its country code in its own field', async () => {
    await sender().send({ to: '+819012345678', text: '인증번호 654321' });
    expect(fake.messages.at(-1)).toMatchObject({ to: '9012345678', country: '81' });
  });

  it('uses a fresh salt every time, so back-to-back sends are not refused as replays', async () => {
    const before = fake.messages.length;
    const sms = sender();
    await Promise.all([sms.send({ to: '+821011112222', text: 'a' }), sms.send({ to: '+821011112222', text: 'b' })]);
    expect(fake.messages.length - before).toBe(2);
  });

  it('fails in Korean when the signature is wrong, and never logs the text', async () => {
    const before = fake.messages.length;
    const error = await refusalOf(
      sender({ apiSecret: 'not-the-secret' }).send({ to: '+821012345678', text: '인증번호 777777' }),
    );
    expect(error).toEqual(SEND_FAILED);
    expect(fake.messages.length).toBe(before);
    expect(fake.refusals.at(-1)).toEqual({ status: 403, errorCode: 'SignatureDoesNotMatch' });
    const logged = logLines.join('');
    expect(logged).toContain('SignatureDoesNotMatch');
    expect(logged).not.toContain('777777');
    expect(logged).not.toContain('01012345678');
  });

  it('fails in Korean when the API key is unknown', async () => {
    const error = await refusalOf(sender({ apiKey: 'NCSUNKNOWN' }).send({ to: '+821012345678', text: 'x' }));
    expect(error).toEqual(SEND_FAILED);
    expect(fake.refusals.at(-1)).toEqual({ status: 403, errorCode: 'InvalidAPIKey' });
  });

  it('fails in Korean when Solapi refuses the message itself', async () => {
    fake.failNext({ status: 400, body: { errorCode: 'NotEnoughBalance', errorMessage: '잔액이 부족합니다.' } });
    const error = await refusalOf(sender().send({ to: '+821012345678', text: '인증번호 888888' }));
    expect(error).toEqual(SEND_FAILED);
    expect(logLines.join('')).toContain('NotEnoughBalance');
  });

  it('fails in Korean when the message is accepted over HTTP but not for delivery', async () => {
    fake.failNext({ status: 200, body: { statusCode: '3059', statusMessage: '변작된 발신번호' } });
    expect(await refusalOf(sender().send({ to: '+821012345678', text: 'x' }))).toEqual(SEND_FAILED);
  });

  it('fails in Korean when the sender number is not the registered one', async () => {
    const error = await refusalOf(sender({ sender: '02-000-0000' }).send({ to: '+821012345678', text: 'x' }));
    expect(error).toEqual(SEND_FAILED);
    expect(fake.refusals.at(-1)).toEqual({ status: 400, errorCode: 'InvalidSenderNumber' });
  });

  it('gives up in Korean when Solapi does not answer in time', async () => {
    fake.hangNext();
    const error = await refusalOf(sender({ timeoutMs: 200 }).send({ to: '+821012345678', text: 'x' }));
    expect(error).toEqual(SEND_FAILED);
    expect(logLines.join('')).toContain('"timedOut":true');
  });

  it('fails in Korean when Solapi cannot be reached at all', async () => {
    const error = await refusalOf(sender({ baseUrl: 'http://127.0.0.1:9' }).send({ to: '+821012345678', text: 'x' }));
    expect(error).toEqual(SEND_FAILED);
  });

});
