import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { createOutboxSmsSender } from './outbox-sms-sender';
import type { SmsSender } from './sms-sender';
import { createSolapiSmsSender } from './solapi-sms-sender';

/** Chooses the real or the local implementation from the configuration. */
export function createSmsSender(config: Config, logger: Logger): SmsSender {
  if (config.SMS_DRIVER === 'solapi') {
    // loadConfig refuses SMS_DRIVER=solapi without these, so the fallbacks never apply.
    return createSolapiSmsSender({
      baseUrl: config.SOLAPI_BASE_URL,
      apiKey: config.SOLAPI_API_KEY ?? '',
      apiSecret: config.SOLAPI_API_SECRET ?? '',
      sender: config.SMS_SENDER ?? '',
      logger,
    });
  }
  return createOutboxSmsSender({ dataDir: config.DATA_DIR, logger });
}

export { createOutboxSmsSender } from './outbox-sms-sender';
