import { z } from 'zod';

// Env vars are strings; an empty value counts as "not set" so `FOO=` in a .env falls back to the default.
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const boolFromEnv = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1' || value === 'yes'),
  );

const port = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(fallback));

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: port(4000),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PUBLIC_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  /** The shop's other addresses (comma-separated origins, e.g. the bare domain beside www): payments return there too (ADR 0059). */
  SHOP_ORIGINS: optionalString,
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'expected a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  // Connections this process may open (docs/decisions/0033): each request holds one only for
  // its statement's round trip, which includes waiting for a busy event loop to read the answer.
  DATABASE_POOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(2).max(100).default(12)),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('.data')),
  EMBEDDED_PG_PORT: port(54329),
  UNIVERSITY_ID: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(1)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  SEED_ON_START: boolFromEnv(true),
  // Adds this many generated products (10 option combinations each) after the demo shop, for
  // measuring the console and the catalogue at a co-op's real size (issue 15: 2,000 / 20,000).
  SEED_BULK_PRODUCTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(20_000).default(0)),
  // Adds this many generated order lines (two per order, 400 buyers, six months, every status), for
  // measuring the order desk at a co-op's real size (issue 16: 50,000; docs/decisions/0049).
  SEED_BULK_ORDER_LINES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(200_000).default(0)),
  // The demo member's paid order waiting at a pickup point (pickup day, docs/decisions/0067).
  SEED_PICKUP_DEMO: boolFromEnv(true),
  SERVE_FRONTEND: boolFromEnv(true),
  FRONTEND_DIST: z.preprocess(emptyToUndefined, z.string().default('frontend/dist')),
  // Behind a load balancer the socket address is the balancer's; only then is X-Forwarded-For trusted.
  TRUST_PROXY: boolFromEnv(false),
  // Public (non-secret) identifiers the browser needs; tenant rows carry the social login ids.
  PORTONE_MERCHANT_CODE: optionalString,
  PORTONE_CARD_PG: z.preprocess(emptyToUndefined, z.string().default('html5_inicis')),
  PORTONE_KAKAOPAY_PG: z.preprocess(emptyToUndefined, z.string().default('kakaopay')),
  TAG_MANAGER_ID: optionalString,
  ADS_CLIENT_ID: optionalString,
  ERROR_REPORTING_DSN: optionalString,
  ANALYTICS_ENDPOINT: optionalString,

  // --- secrets (accounts) ---------------------------------------------------------------
  // Signs social sign-up tickets and local upload URLs. Required in production (see loadConfig).
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, { message: 'at least 32 characters' }).optional()),
  // Signs pickup passes (the QR on pickup day, docs/decisions/0067-pickup-day.md).
  PICKUP_PASS_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, { message: 'at least 32 characters' }).optional()),
  // Signs waiting-room tickets and admissions (docs/decisions/0073-waiting-room.md); every instance needs the same one.
  WAITING_ROOM_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, { message: 'at least 32 characters' }).optional()),
  // How often each instance re-reads the waiting rooms and ticks their admissions; 0 stops it (tests drive it).
  WAITING_ROOM_REFRESH_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(60_000).default(1_000)),

  // --- SMS and e-mail (certification) ---------------------------------------------------
  // `outbox` appends to DATA_DIR/outbox/{sms,email}.jsonl; the real senders are for production.
  SMS_DRIVER: z.preprocess(emptyToUndefined, z.enum(['outbox', 'solapi']).default('outbox')),
  SOLAPI_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.solapi.com')),
  SOLAPI_API_KEY: optionalString,
  SOLAPI_API_SECRET: optionalString,
  /** The registered sender number (발신번호), digits only. */
  SMS_SENDER: optionalString,
  EMAIL_DRIVER: z.preprocess(emptyToUndefined, z.enum(['outbox', 'smtp']).default('outbox')),
  /** smtp://user:pass@host:587 or smtps://… */
  SMTP_URL: optionalString,
  EMAIL_FROM: optionalString,

  // --- notifications (docs/decisions/0040) ----------------------------------------------
  // `outbox` appends 알림톡 to DATA_DIR/outbox/alimtalk.jsonl; `solapi` sends them through Solapi
  // with the SOLAPI_* keys, SMS_SENDER and the KakaoTalk channel's profile id.
  ALIMTALK_DRIVER: z.preprocess(emptyToUndefined, z.enum(['outbox', 'solapi']).default('outbox')),
  KAKAO_PFID: optionalString,

  // --- social login (Kakao, Naver, Google) ----------------------------------------------
  // Client ids are tenant data (university integrations); secrets and endpoints are config.
  KAKAO_CLIENT_SECRET: optionalString,
  NAVER_CLIENT_SECRET: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  KAKAO_AUTH_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://kauth.kakao.com')),
  KAKAO_API_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://kapi.kakao.com')),
  NAVER_AUTH_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://nid.naver.com')),
  NAVER_API_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://openapi.naver.com')),
  GOOGLE_TOKEN_URL: z.preprocess(emptyToUndefined, z.url().default('https://oauth2.googleapis.com/token')),
  GOOGLE_USERINFO_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  ),

  // --- uploads (storage) ----------------------------------------------------------------
  // `local` keeps files under DATA_DIR/uploads behind signed URLs the backend serves.
  STORAGE_DRIVER: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('ap-northeast-2')),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Where stored objects are publicly readable (a CDN or the bucket's website address). */
  S3_PUBLIC_BASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_FORCE_PATH_STYLE: boolFromEnv(false),
  UPLOAD_MAX_BYTES: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(10 * 1024 * 1024)),

  // --- payments (PortOne v1 REST) --------------------------------------------------------
  // `sandbox` mounts a local fake of PortOne's REST API and browser window on this server and
  // points the real adapter at it; `portone` talks to PORTONE_API_BASE_URL with real keys.
  PAYMENT_DRIVER: z.preprocess(emptyToUndefined, z.enum(['sandbox', 'portone']).default('sandbox')),
  PORTONE_API_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.iamport.kr')),
  PORTONE_API_KEY: optionalString,
  PORTONE_API_SECRET: optionalString,
  // How many placeOrder transactions run at once per process (docs/decisions/0027, 0078: 8 beat 3
  // once orders stopped waiting on the stock row; capped below the pool size); the others wait
  // holding no connection, so the pool stays free for everyone else.
  CHECKOUT_SLOTS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(50).default(8)),

  // --- background jobs (pg-boss) ---------------------------------------------------------
  // Off in tests that drive the job functions directly; every instance may run workers.
  JOBS_ENABLED: boolFromEnv(true),
  // Where this process runs them (docs/decisions/0081): `thread`, a worker thread with its own event
  // loop and connections, so a campaign's close never delays a student's request; `inline`, on the
  // event loop that serves requests (for comparison, or where threads are unwanted).
  JOBS_RUNNER: z.preprocess(emptyToUndefined, z.enum(['thread', 'inline']).default('thread')),
  // How many API instances serve this shop (production-readiness.ts refuses what only works with one).
  INSTANCES: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1)),
});

type Env = z.infer<typeof envSchema>;

export type Config = Readonly<
  Omit<Env, 'PUBLIC_BASE_URL' | 'LOG_LEVEL' | 'AUTH_SECRET' | 'PICKUP_PASS_SECRET' | 'WAITING_ROOM_SECRET'> & {
    PUBLIC_BASE_URL: string;
    AUTH_SECRET: string;
    PICKUP_PASS_SECRET: string;
    WAITING_ROOM_SECRET: string;
    LOG_LEVEL: NonNullable<Env['LOG_LEVEL']>;
    isProduction: boolean;
  }
>;

export class ConfigError extends Error {
  constructor(readonly issues: readonly string[]) {
    super(`Invalid environment configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Only ever used outside production, where nothing it signs is worth forging. */
export const DEVELOPMENT_AUTH_SECRET = 'development-only-secret-never-used-in-production';

/** The pickup passes' stand-in outside production; production-readiness refuses it. */
export const DEVELOPMENT_PICKUP_PASS_SECRET = 'development-only-pickup-pass-secret-not-for-production';

/** The waiting room's stand-in outside production; production-readiness refuses it. */
export const DEVELOPMENT_WAITING_ROOM_SECRET = 'development-only-waiting-room-secret-not-for-production';

/** Settings a chosen driver cannot work without, checked at start-up rather than at first use. */
function requiredSettingsMissing(values: Env, isProduction: boolean): string[] {
  const need = (when: boolean, keys: (keyof Env)[], why: string) =>
    when ? keys.filter((key) => values[key] === undefined).map((key) => `${key}: required ${why}`) : [];
  return [
    ...need(isProduction, ['AUTH_SECRET'], 'in production'),
    ...need(values.SMS_DRIVER === 'solapi', ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SMS_SENDER'], 'when SMS_DRIVER=solapi'),
    ...need(
      values.ALIMTALK_DRIVER === 'solapi',
      ['SOLAPI_API_KEY', 'SOLAPI_API_SECRET', 'SMS_SENDER', 'KAKAO_PFID'],
      'when ALIMTALK_DRIVER=solapi',
    ),
    ...need(values.EMAIL_DRIVER === 'smtp', ['SMTP_URL', 'EMAIL_FROM'], 'when EMAIL_DRIVER=smtp'),
    ...need(
      values.STORAGE_DRIVER === 's3',
      ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_BASE_URL'],
      'when STORAGE_DRIVER=s3',
    ),
    ...need(
      values.PAYMENT_DRIVER === 'portone',
      ['PORTONE_API_KEY', 'PORTONE_API_SECRET', 'PORTONE_MERCHANT_CODE'],
      'when PAYMENT_DRIVER=portone',
    ),
  ];
}

export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  const missing = requiredSettingsMissing(values, isProduction);
  if (missing.length) throw new ConfigError(missing);
  return Object.freeze({
    ...values,
    AUTH_SECRET: values.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    PICKUP_PASS_SECRET: values.PICKUP_PASS_SECRET ?? DEVELOPMENT_PICKUP_PASS_SECRET,
    WAITING_ROOM_SECRET: values.WAITING_ROOM_SECRET ?? DEVELOPMENT_WAITING_ROOM_SECRET,
    PUBLIC_BASE_URL: (values.PUBLIC_BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    LOG_LEVEL: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    isProduction,
  });
}
