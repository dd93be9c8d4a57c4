import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { PaymentGateway } from './payment-gateway';
import { createPortOnePaymentGateway } from './portone-payment-gateway';
import { PORTONE_TEST_KEYS } from './portone-wire';
import { sandboxApiBaseUrl } from '../../../../domain/payment/sandbox-checkout-url';

/**
 * Always the real PortOne client: with PAYMENT_DRIVER=portone against PortOne with the shop's keys,
 * in the sandbox against the fake REST API this server mounts under /sandbox/portone.
 */
export function createPaymentGateway(
  config: Config,
  logger: Logger,
  /** Where this process serves the sandbox's REST API, when not on its public port (main.ts). */
  sandboxBaseUrl: string = sandboxApiBaseUrl(config),
): PaymentGateway {
  if (config.PAYMENT_DRIVER === 'portone') {
    // loadConfig refuses PAYMENT_DRIVER=portone without the keys, so the fallbacks never apply.
    return createPortOnePaymentGateway({
      baseUrl: config.PORTONE_API_BASE_URL,
      impKey: config.PORTONE_API_KEY ?? '',
      impSecret: config.PORTONE_API_SECRET ?? '',
      cardPg: config.PORTONE_CARD_PG,
      logger,
    });
  }
  return createPortOnePaymentGateway({
    baseUrl: sandboxBaseUrl,
    ...PORTONE_TEST_KEYS,
    cardPg: config.PORTONE_CARD_PG,
    logger,
  });
}

export { createPortOnePaymentGateway } from './portone-payment-gateway';
