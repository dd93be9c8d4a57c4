import type { Logger } from '../../logger';
import { authorizationHeader, masked, recipient } from '../sms/solapi-sms-sender';
import { withTimeout } from '../timeout';
import { AlimtalkRefused, type AlimtalkMessage, type AlimtalkReceipt, type AlimtalkSender } from './alimtalk-sender';

export interface SolapiAlimtalkOptions {
  /** https://api.solapi.com, or a local fake. */
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The registered sender number: the SMS fallback Solapi sends itself goes out from it. */
  sender: string;
  /** The KakaoTalk channel's profile id (pfId) the templates were approved for. */
  pfId: string;
  logger: Logger;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

interface SolapiDetailReply {
  errorCode?: string;
  errorMessage?: string;
  messageList?: { messageId?: string; statusCode?: string; statusMessage?: string }[];
  failedMessageList?: { statusCode?: string; statusMessage?: string }[];
}

interface SolapiListReply {
  messageList?: Record<string, { messageId?: string; customFields?: Record<string, string> }>;
}

async function json<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T;
  } catch {
    return {} as T;
  }
}

/** Kakao's variable keys carry their #{…} marks on the wire. */
function wireVariables(variables: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(variables).map(([name, value]) => [`#{${name}}`, value]));
}

/**
 * 알림톡 through Solapi (POST /messages/v4/send-many/detail, type ATA). `disableSms: false` lets
 * Solapi itself send the text as SMS/LMS to a number without KakaoTalk. The event key travels in
 * `customFields`, and the message list (GET /messages/v4/list by recipient and date) returns it,
 * which is how a lost answer is looked up instead of sending again.
 */
export function createSolapiAlimtalkSender(options: SolapiAlimtalkOptions): AlimtalkSender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const from = options.sender.replace(/\D/g, '');
  const log = options.logger.child({ adapter: 'alimtalk', provider: 'solapi' });
  const call = <T>(method: 'GET' | 'POST', url: URL, body?: unknown) =>
    withTimeout(timeoutMs, async (signal) => {
      const response = await fetch(url, {
        method,
        headers: {
          authorization: authorizationHeader(options.apiKey, options.apiSecret, new Date()),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal,
      });
      return { response, reply: await json<T>(response) };
    });

  return {
    async send(message: AlimtalkMessage): Promise<AlimtalkReceipt> {
      const context = { to: masked(message.to), templateId: message.templateId };
      const { response, reply } = await call<SolapiDetailReply>('POST', new URL('/messages/v4/send-many/detail', options.baseUrl), {
        messages: [
          {
            ...recipient(message.to),
            from,
            type: 'ATA',
            text: message.text,
            kakaoOptions: {
              pfId: options.pfId,
              templateId: message.templateId,
              variables: wireVariables(message.variables),
              disableSms: false,
            },
            customFields: { messageKey: message.key },
          },
        ],
      });
      if (response.status >= 500 || response.status === 429) {
        log.warn({ ...context, status: response.status, errorCode: reply.errorCode }, 'Solapi failed; will retry');
        throw new Error(`Solapi answered ${response.status}`);
      }
      if (!response.ok) {
        log.error({ ...context, status: response.status, errorCode: reply.errorCode }, 'Solapi refused the request');
        throw new AlimtalkRefused(`${reply.errorCode ?? response.status}: ${reply.errorMessage ?? ''}`.trim());
      }
      const failed = reply.failedMessageList?.[0];
      if (failed) {
        log.error({ ...context, statusCode: failed.statusCode }, 'Solapi refused the 알림톡');
        throw new AlimtalkRefused(`${failed.statusCode ?? ''}: ${failed.statusMessage ?? ''}`.trim());
      }
      const accepted = reply.messageList?.[0];
      log.info({ ...context, messageId: accepted?.messageId }, '알림톡 accepted by Solapi');
      return { providerMessageId: accepted?.messageId ?? null };
    },

    async findSent({ key, to, since }) {
      const url = new URL('/messages/v4/list', options.baseUrl);
      url.searchParams.set('criteria', 'to');
      url.searchParams.set('cond', 'eq');
      url.searchParams.set('value', recipient(to).to);
      url.searchParams.set('startDate', since.toISOString());
      url.searchParams.set('limit', '100');
      const { response, reply } = await call<SolapiListReply>('GET', url);
      if (!response.ok) throw new Error(`Solapi message list answered ${response.status}`);
      const found = Object.values(reply.messageList ?? {}).find((entry) => entry.customFields?.messageKey === key);
      return found ? { providerMessageId: found.messageId ?? null } : null;
    },
  };
}
