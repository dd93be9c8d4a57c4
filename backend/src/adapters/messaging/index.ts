import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { AlimtalkSender } from './alimtalk-sender';
import { createOutboxAlimtalkSender } from './outbox-alimtalk-sender';
import { createSolapiAlimtalkSender } from './solapi-alimtalk-sender';

/** Chooses the real or the local 알림톡 sender from the configuration. */
export function createAlimtalkSender(config: Config, logger: Logger): AlimtalkSender {
  if (config.ALIMTALK_DRIVER === 'solapi') {
    // loadConfig refuses ALIMTALK_DRIVER=solapi without these, so the fallbacks never apply.
    return createSolapiAlimtalkSender({
      baseUrl: config.SOLAPI_BASE_URL,
      apiKey: config.SOLAPI_API_KEY ?? '',
      apiSecret: config.SOLAPI_API_SECRET ?? '',
      sender: config.SMS_SENDER ?? '',
      pfId: config.KAKAO_PFID ?? '',
      logger,
    });
  }
  return createOutboxAlimtalkSender({ dataDir: config.DATA_DIR, logger });
}
