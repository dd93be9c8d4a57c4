import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config';
import { SocialProvider } from '../../../../domain/enums';
import { AppError } from '../../../../domain/errors/errors';

/** What a sign-up ticket vouches for: this provider account proved this verified address. */
export interface SignUpTicketClaims {
  provider: SocialProvider;
  providerUserId: string;
  email: string;
}

export const SIGN_UP_TICKET_TTL_MS = 30 * 60 * 1000;

// AUTH_SECRET also signs upload URLs; the purpose prefix keeps one kind of signature from passing as the other.
const PURPOSE = 'social-sign-up-ticket.v1';
const PART = /^[A-Za-z0-9_-]+$/;

const payloadSchema = z.object({
  typ: z.literal(PURPOSE),
  uni: z.number().int(),
  prv: z.enum(SocialProvider),
  sub: z.string().min(1),
  email: z.string().min(3),
  iat: z.number().int(),
  exp: z.number().int(),
});

function signature(config: Pick<Config, 'AUTH_SECRET'>, payloadPart: string): Buffer {
  return createHmac('sha256', config.AUTH_SECRET).update(`${PURPOSE}.${payloadPart}`).digest();
}

const invalidTicket = () =>
  new AppError('CERTIFICATION_FAILED', '소셜 가입 정보가 올바르지 않아요. 소셜 로그인을 처음부터 다시 시도해 주세요.', {
    field: 'signUpTicket',
  });

/** A compact `payload.signature` ticket (base64url JSON + HMAC-SHA256), valid for 30 minutes. */
export function signSignUpTicket(
  config: Pick<Config, 'AUTH_SECRET' | 'UNIVERSITY_ID'>,
  claims: SignUpTicketClaims,
  now: Date = new Date(),
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const payload: z.infer<typeof payloadSchema> = {
    typ: PURPOSE,
    uni: config.UNIVERSITY_ID,
    prv: claims.provider,
    sub: claims.providerUserId,
    email: claims.email,
    iat,
    exp: iat + SIGN_UP_TICKET_TTL_MS / 1000,
  };
  const payloadPart = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${payloadPart}.${signature(config, payloadPart).toString('base64url')}`;
}

/**
 * The claims of a ticket this deployment issued for its own tenant. A tampered, foreign or
 * malformed ticket and an expired one are CERTIFICATION_FAILED with a Korean message.
 */
export function verifySignUpTicket(
  config: Pick<Config, 'AUTH_SECRET' | 'UNIVERSITY_ID'>,
  ticket: string,
  now: Date = new Date(),
): SignUpTicketClaims {
  const parts = ticket.trim().split('.');
  if (parts.length !== 2) throw invalidTicket();
  const [payloadPart, signaturePart] = parts as [string, string];
  if (!PART.test(payloadPart) || !PART.test(signaturePart)) throw invalidTicket();
  const given = Buffer.from(signaturePart, 'base64url');
  const expected = signature(config, payloadPart);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidTicket();

  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    throw invalidTicket();
  }
  const payload = payloadSchema.safeParse(decoded);
  if (!payload.success || payload.data.uni !== config.UNIVERSITY_ID) throw invalidTicket();
  if (payload.data.exp * 1000 <= now.getTime()) {
    throw new AppError(
      'CERTIFICATION_FAILED',
      '소셜 로그인 후 30분이 지나 가입 정보가 만료되었어요. 소셜 로그인을 다시 해 주세요.',
      { field: 'signUpTicket' },
    );
  }
  return { provider: payload.data.prv, providerUserId: payload.data.sub, email: payload.data.email };
}
