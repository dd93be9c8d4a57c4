import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_AUTH_SECRET, DEVELOPMENT_PICKUP_PASS_SECRET, DEVELOPMENT_WAITING_ROOM_SECRET, loadConfig } from './config';
import { productionProblems, productionRefusal } from './production-readiness';

const SECRET = 'a'.repeat(48);

/** Everything a real deployment sets; each test takes one thing back. */
const READY = {
  NODE_ENV: 'production',
  AUTH_SECRET: SECRET,
  PICKUP_PASS_SECRET: 'b'.repeat(48),
  WAITING_ROOM_SECRET: 'c'.repeat(48),
  DATABASE_URL: 'postgres://shop:pw@db.internal:5432/shop',
  PUBLIC_BASE_URL: 'https://shop.hanbit.ac.kr',
  SEED_ON_START: 'false',
  PAYMENT_DRIVER: 'portone',
  PORTONE_API_KEY: 'key',
  PORTONE_API_SECRET: 'secret',
  PORTONE_MERCHANT_CODE: 'imp12345678',
  SMS_DRIVER: 'solapi',
  SOLAPI_API_KEY: 'key',
  SOLAPI_API_SECRET: 'secret',
  SMS_SENDER: '0421234567',
  EMAIL_DRIVER: 'smtp',
  SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
  EMAIL_FROM: 'shop@hanbit.ac.kr',
};

const problemsWith = (env: Record<string, string | undefined>) => productionProblems(loadConfig({ ...READY, ...env }));

describe('productionProblems', () => {
  it('finds nothing in a complete production configuration, nor anything outside production', () => {
    expect(problemsWith({})).toEqual([]);
    expect(productionProblems(loadConfig({}))).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
  });

  it('names each development default left in place, one line each', () => {
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [{ PAYMENT_DRIVER: 'sandbox' }, /^PAYMENT_DRIVER=sandbox .*PAYMENT_DRIVER=portone/],
      [{ SMS_DRIVER: 'outbox' }, /^SMS_DRIVER=outbox .*SMS_DRIVER=solapi/],
      [{ EMAIL_DRIVER: 'outbox' }, /^EMAIL_DRIVER=outbox .*EMAIL_DRIVER=smtp/],
      [{ AUTH_SECRET: DEVELOPMENT_AUTH_SECRET }, /^AUTH_SECRET is the published development value/],
      [{ PICKUP_PASS_SECRET: undefined }, /^PICKUP_PASS_SECRET is the published development value/],
      [{ PICKUP_PASS_SECRET: DEVELOPMENT_PICKUP_PASS_SECRET }, /^PICKUP_PASS_SECRET is the published development value/],
      [{ WAITING_ROOM_SECRET: undefined }, /^WAITING_ROOM_SECRET is the published development value/],
      [{ WAITING_ROOM_SECRET: DEVELOPMENT_WAITING_ROOM_SECRET }, /^WAITING_ROOM_SECRET is the published development value/],
      [{ DATABASE_URL: undefined }, /^DATABASE_URL is not set/],
      [{ SEED_ON_START: 'true' }, /^SEED_ON_START=true .*demo/],
      [{ INSTANCES: '2', TRUST_PROXY: 'true' }, /^STORAGE_DRIVER=local .*INSTANCES=2.*STORAGE_DRIVER=s3/],
      [{ PUBLIC_BASE_URL: undefined }, /^PUBLIC_BASE_URL is http:\/\/localhost:4000/],
      [{ KAKAO_AUTH_BASE_URL: 'http://127.0.0.1:4010' }, /^KAKAO_AUTH_BASE_URL points at a local fake/],
    ];
    for (const [env, line] of cases) {
      const problems = problemsWith(env);
      expect(problems, JSON.stringify(env)).toHaveLength(1);
      expect(problems[0]).toMatch(line);
    }
  });

  it('wants shared uploads and forwarded addresses only with several instances', () => {
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'shop',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_BASE_URL: 'https://cdn.hanbit.ac.kr',
    };
    expect(problemsWith({ INSTANCES: '1' })).toEqual([]);
    expect(problemsWith({ INSTANCES: '3', TRUST_PROXY: 'true', ...s3 })).toEqual([]);
    expect(problemsWith({ INSTANCES: '3', ...s3 })).toEqual([expect.stringMatching(/^INSTANCES=3 .*TRUST_PROXY=true/)]);
  });

  it('lists every problem of the demo configuration under one heading', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET }));
    expect(problems.length).toBeGreaterThanOrEqual(6);
    const text = productionRefusal(problems);
    expect(text.split('\n')).toHaveLength(problems.length + 1);
    expect(text).toMatch(/^Refusing to start in production/);
  });
});
