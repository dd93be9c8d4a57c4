import { createHmac, randomBytes } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../../../../domain/errors/errors';
import type { Logger } from '../../logger';
import { withTimeout } from '../timeout';
import type { SmsMessage, SmsSender } from './sms-sender';

export interface SolapiOptions {
  /** https://api.solapi.com, or a local fake. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The registered sender number (발신번호). */
  sender: string;
  logger: Logger;
  /** A code that arrives after the member gave up is worse than a quick, clear failure. */
  timeoutMs?: number;
}

const SEND_FAILED = '인증번호 문자를 보내지 못했어요. 잠시 후 다시 시도해 주세요.';
const DEFAULT_TIMEOUT_MS = 10_000;

/** Solapi's API-key scheme: hex HMAC-SHA256 of `date + salt`, keyed with the API secret. */
export function solapiSignature(apiSecret: string, date: string, salt: string): string {
  return createHmac('sha256', apiSecret).update(date + salt).digest('hex');
}

export function authorizationHeader(apiKey: string, apiSecret: string, now: Date): string {
  const date = now.toISOString();
  // Solapi refuses a signature it has seen in the last 15 minutes, so every request gets a fresh salt.
  const salt = randomBytes(16).toString('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${date}, salt=${salt}, signature=${solapiSignature(apiSecret, date, salt)}`;
}

/** Solapi wants domestic digits ("01012345678") and, abroad, the country code in its own field. */
export function recipient(e164: string): { to: string; country?: string } {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return { to: e164.replace(/\D/g, '') };
  if (parsed.countryCallingCode === '82') return { to: parsed.formatNational().replace(/\D/g, '') };
  return { to: parsed.nationalNumber, country: parsed.countryCallingCode };
}

export function masked(e164: string): string {
  return e164.length > 8 ? `${e164.slice(0, 5)}****${e164.slice(-4)}` : '****';
}

interface SolapiReply {
  errorCode?: string;
  errorMessage?: string;
  statusCode?: string;
  statusMessage?: string;
  messageId?: string;
}

async function readReply(response: Response): Promise<SolapiReply> {
  try {
    return (await response.json()) as SolapiReply;
  } catch {
    return {};
  }
}

/** Sends through Solapi's REST API (POST /messages/v4/send, one message per call). */
export function createSolapiSmsSender(options: SolapiOptions): SmsSender {
  const url = new URL('/messages/v4/send', options.baseUrl).toString();
  const from = options.sender.replace(/\D/g, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const log = options.logger.child({ adapter: 'sms', provider: 'solapi' });

  return {
    async send(message: SmsMessage) {
      // The text carries the code: it is never logged, only the masked number and the outcome.
      const context = { to: masked(message.to) };
      let response: Response;
      let reply: SolapiReply;
      try {
        // The clock covers the reply's body too.
        ({ response, reply } = await withTimeout(timeoutMs, async (signal) => {
          const answer = await fetch(url, {
            method: 'POST',
            headers: {
              authorization: authorizationHeader(options.apiKey, options.apiSecret, new Date()),
              'content-type': 'application/json',
            },
            body: JSON.stringify({ message: { ...recipient(message.to), from, text: message.text } }),
            signal,
          });
          return { response: answer, reply: await readReply(answer) };
        }));
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        log.error({ ...context, timedOut, err: error }, 'Solapi could not be reached');
        throw new AppError('EXTERNAL_SERVICE_ERROR', SEND_FAILED);
      }
      const accepted = response.ok && (reply.statusCode === undefined || reply.statusCode.startsWith('2'));
      if (!accepted) {
        log.error(
          {
            ...context,
            status: response.status,
            errorCode: reply.errorCode ?? reply.statusCode,
            errorMessage: reply.errorMessage ?? reply.statusMessage,
          },
          'Solapi refused the message',
        );
        throw new AppError('EXTERNAL_SERVICE_ERROR', SEND_FAILED);
      }
      log.info({ ...context, messageId: reply.messageId }, 'SMS accepted by Solapi');
    },
  };
}
