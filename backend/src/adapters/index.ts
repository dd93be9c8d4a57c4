import type { Config } from '../config';
import type { Logger } from '../logger';
import type { EmailSender } from './email/email-sender';
import type { AlimtalkSender } from './messaging/alimtalk-sender';
import { createAlimtalkSender } from './messaging';
import type { PaymentGateway } from './payment/payment-gateway';
import { createPaymentGateway } from './payment';
import { createEmailSender } from './email';
import type { SmsSender } from './sms/sms-sender';
import { createSmsSender } from './sms';
import type { SocialLogin } from './social/social-login';
import { createSocialLogin } from './social';
import type { Storage } from './storage/storage';
import { createStorage } from './storage';

/** Everything that talks to the outside world; services receive it through the GraphQL context. */
export interface Adapters {
  sms: SmsSender;
  email: EmailSender;
  social: SocialLogin;
  storage: Storage;
  payment: PaymentGateway;
  alimtalk: AlimtalkSender;
}

/**
 * The adapters the configuration chooses; tests may pass their own to `createApp`.
 * `sandboxBaseUrl`: where the API process serves the sandbox's PortOne REST API privately
 * (http/sandbox-loopback.ts), for its own requests and for its jobs thread alike.
 */
export function createAdapters(config: Config, logger: Logger, sandboxBaseUrl?: string): Adapters {
  return {
    sms: createSmsSender(config, logger),
    email: createEmailSender(config, logger),
    social: createSocialLogin(config, logger),
    storage: createStorage(config, logger),
    payment: createPaymentGateway(config, logger, sandboxBaseUrl),
    alimtalk: createAlimtalkSender(config, logger),
  };
}

export type { EmailSender } from './email/email-sender';
export type { AlimtalkSender } from './messaging/alimtalk-sender';
export type { SmsMessage, SmsSender } from './sms/sms-sender';
export type { SocialLogin, SocialProfile } from './social/social-login';
export type {
  GatewayPayment,
  PaymentGateway,
} from './payment/payment-gateway';
export type { Storage } from './storage/storage';
