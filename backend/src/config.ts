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
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'expected a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('.data')),
  EMBEDDED_PG_PORT: port(54329),
  UNIVERSITY_ID: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(1)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ),
  SEED_ON_START: boolFromEnv(true),
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
});

type Env = z.infer<typeof envSchema>;

export type Config = Readonly<
  Omit<Env, 'PUBLIC_BASE_URL' | 'LOG_LEVEL'> & {
    PUBLIC_BASE_URL: string;
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

export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  return Object.freeze({
    ...values,
    PUBLIC_BASE_URL: (values.PUBLIC_BASE_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    LOG_LEVEL: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    isProduction,
  });
}
