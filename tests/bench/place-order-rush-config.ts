import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../../backend/src/config';
import { PORTONE_TEST_KEYS } from '../../backend/src/adapters/payment/portone-wire';

/**
 * The rush API's settings, the same for its first and its second process: production, the real
 * PortOne adapter against the fake PortOne process, no jobs. CHECKOUT_SLOTS and
 * DATABASE_POOL_SIZE pass through for tuning runs (`CHECKOUT_SLOTS=4 DATABASE_POOL_SIZE=20 npm run bench`).
 */
export function rushConfig({ port, databaseUrl, portOnePort, dataDir }: { port: number; databaseUrl: string; portOnePort: number; dataDir: string }): Config {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    SERVE_FRONTEND: 'false',
    SEED_ON_START: 'false',
    JOBS_ENABLED: 'false',
    UNIVERSITY_ID: '1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_DRIVER: 'portone',
    PORTONE_API_BASE_URL: `http://127.0.0.1:${portOnePort}`,
    PORTONE_API_KEY: PORTONE_TEST_KEYS.impKey,
    PORTONE_API_SECRET: PORTONE_TEST_KEYS.impSecret,
    PORTONE_MERCHANT_CODE: 'imp00000000',
    ...Object.fromEntries(['CHECKOUT_SLOTS', 'DATABASE_POOL_SIZE'].flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : []))),
  });
}
