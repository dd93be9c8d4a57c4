import { DEVELOPMENT_AUTH_SECRET, DEVELOPMENT_PICKUP_PASS_SECRET, DEVELOPMENT_WAITING_ROOM_SECRET, type Config } from './config';

// `npm start` is the demo; NODE_ENV=production (`npm run start:prod`) must not quietly run with
// any of the demo's stand-ins. One line per problem, each naming the setting that fixes it
// (docs/decisions/0038).

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

function isLoopback(url: string): boolean {
  try {
    return LOOPBACK.has(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** Development defaults left in a production configuration; empty when ready (or not production). */
export function productionProblems(config: Config): string[] {
  if (!config.isProduction) return [];
  const problems: string[] = [];
  const add = (when: boolean, line: string) => {
    if (when) problems.push(line);
  };
  add(
    config.PAYMENT_DRIVER === 'sandbox',
    'PAYMENT_DRIVER=sandbox simulates payments: set PAYMENT_DRIVER=portone with PORTONE_API_KEY, PORTONE_API_SECRET and PORTONE_MERCHANT_CODE.',
  );
  add(
    config.SMS_DRIVER === 'outbox',
    'SMS_DRIVER=outbox writes text messages to a file instead of sending them: set SMS_DRIVER=solapi with SOLAPI_API_KEY, SOLAPI_API_SECRET and SMS_SENDER.',
  );
  add(
    config.EMAIL_DRIVER === 'outbox',
    'EMAIL_DRIVER=outbox writes e-mail to a file instead of sending it: set EMAIL_DRIVER=smtp with SMTP_URL and EMAIL_FROM.',
  );
  add(
    config.AUTH_SECRET === DEVELOPMENT_AUTH_SECRET,
    'AUTH_SECRET is the published development value: set a random secret of at least 32 characters (openssl rand -hex 32).',
  );
  add(
    config.PICKUP_PASS_SECRET === DEVELOPMENT_PICKUP_PASS_SECRET,
    'PICKUP_PASS_SECRET is the published development value, so anyone could forge a pickup QR code: set a random secret of at least 32 characters (openssl rand -hex 32).',
  );
  add(
    config.WAITING_ROOM_SECRET === DEVELOPMENT_WAITING_ROOM_SECRET,
    'WAITING_ROOM_SECRET is the published development value, so anyone could forge a waiting-room admission: set a random secret of at least 32 characters (openssl rand -hex 32), the same on every instance.',
  );
  add(
    !config.DATABASE_URL,
    'DATABASE_URL is not set, so the embedded development PostgreSQL would hold the shop: point DATABASE_URL at a PostgreSQL server.',
  );
  add(
    config.SEED_ON_START,
    'SEED_ON_START=true would load the demo shop with its published demo passwords: set SEED_ON_START=false.',
  );
  add(
    config.INSTANCES > 1 && config.STORAGE_DRIVER === 'local',
    `STORAGE_DRIVER=local keeps uploads on one instance's disk, but INSTANCES=${config.INSTANCES}: set STORAGE_DRIVER=s3 with the S3_* settings.`,
  );
  add(
    config.INSTANCES > 1 && !config.TRUST_PROXY,
    `INSTANCES=${config.INSTANCES} behind a load balancer needs TRUST_PROXY=true, or every visitor shares the balancer's address and its rate limits.`,
  );
  add(
    isLoopback(config.PUBLIC_BASE_URL),
    `PUBLIC_BASE_URL is ${config.PUBLIC_BASE_URL}, which no visitor can reach: set the shop's public https address.`,
  );
  const fakes = (
    [
      'KAKAO_AUTH_BASE_URL',
      'KAKAO_API_BASE_URL',
      'NAVER_AUTH_BASE_URL',
      'NAVER_API_BASE_URL',
      'GOOGLE_TOKEN_URL',
      'GOOGLE_USERINFO_URL',
      'PORTONE_API_BASE_URL',
      'SOLAPI_BASE_URL',
    ] as const
  ).filter((key) => isLoopback(config[key]));
  for (const key of fakes) add(true, `${key} points at a local fake (${config[key]}): remove it to use the real service.`);
  return problems;
}

export function productionRefusal(problems: readonly string[]): string {
  return [
    `Refusing to start in production (NODE_ENV=production): ${problems.length} development setting(s) left in place.`,
    ...problems.map((problem) => `  - ${problem}`),
  ].join('\n');
}
