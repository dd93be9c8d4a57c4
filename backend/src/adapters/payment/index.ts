import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { PaymentGatewayError, type PaymentGateway } from './payment-gateway';

// Placeholder until the PortOne adapter lands: every call refuses.
export function createPaymentGateway(_config: Config, _logger: Logger): PaymentGateway {
  const refuse = (): never => {
    throw new PaymentGatewayError('payment gateway not implemented yet');
  };
  return { getPayment: refuse, findPaymentByMerchantUid: refuse, prepare: refuse, cancel: refuse };
}
