import { createTransport } from 'nodemailer';
import { AppError } from '../../../../domain/errors/errors';
import type { Logger } from '../../logger';
import type { EmailMessage, EmailSender } from './email-sender';

export interface SmtpOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  /** The sender, for example "한빛대 생협 굿즈샵 <no-reply@shop.example>". */
  from: string;
  logger: Logger;
  /** Applies to connecting, the greeting and every later read: a stuck server fails the request quickly. */
  timeoutMs?: number;
}

const SEND_FAILED = '메일을 보내지 못했어요. 잠시 후 다시 시도해 주세요.';
const DEFAULT_TIMEOUT_MS = 10_000;

function maskedAddress(address: string): string {
  const [local = '', domain = ''] = address.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/** Sends through any SMTP server with nodemailer. */
export function createSmtpEmailSender(options: SmtpOptions): EmailSender {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const log = options.logger.child({ adapter: 'email', provider: 'smtp' });

  return {
    async send(message: EmailMessage) {
      // Bodies carry reset codes and links: only the masked recipient and the outcome are logged.
      const to = maskedAddress(message.to);
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
        });
        log.info({ to, messageId: info.messageId }, 'E-mail accepted by the SMTP server');
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        log.error({ to, code, responseCode, reason: (error as Error).message }, 'SMTP server refused the e-mail');
        throw new AppError('EXTERNAL_SERVICE_ERROR', SEND_FAILED);
      }
    },
  };
}
