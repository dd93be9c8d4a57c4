// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../domain/errors/errors';
import { SIGN_UP_TICKET_TTL_MS, signSignUpTicket, verifySignUpTicket, type SignUpTicketClaims } from './social-ticket';

const config = { AUTH_SECRET: 'a'.repeat(40), UNIVERSITY_ID: 1 };
const claims: SignUpTicketClaims = { provider: 'KAKAO', providerUserId: '4100000001', email: 'student@example.com' };
const issuedAt = new Date('2026-03-02T10:00:00+09:00');

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('sign-up tickets', () => {
  it('carry provider, provider id and email back to the server that issued them', () => {
    const ticket = signSignUpTicket(config, claims, issuedAt);
    expect(verifySignUpTicket(config, ticket, new Date(issuedAt.getTime() + 60_000))).toEqual(claims);
  });

  it('are still good one second before thirty minutes and refused as expired at thirty minutes', () => {
    const ticket = signSignUpTicket(config, claims, issuedAt);
    expect(verifySignUpTicket(config, ticket, new Date(issuedAt.getTime() + SIGN_UP_TICKET_TTL_MS - 1_000))).toEqual(claims);
    const error = refusal(() => verifySignUpTicket(config, ticket, new Date(issuedAt.getTime() + SIGN_UP_TICKET_TTL_MS)));
    expect(error.extensions).toMatchObject({ code: 'CERTIFICATION_FAILED', field: 'signUpTicket' });
    expect(error.message).toContain('30분이 지나');
  });

  it('refuse a ticket whose claims were edited (another email) even with the old signature', () => {
    const [payload, signature] = signSignUpTicket(config, claims, issuedAt).split('.') as [string, string];
    const edited = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    edited['email'] = 'victim@example.com';
    const forged = `${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${signature}`;
    const error = refusal(() => verifySignUpTicket(config, forged, issuedAt));
    expect(error.extensions['code']).toBe('CERTIFICATION_FAILED');
    expect(error.message).toBe('소셜 가입 정보가 올바르지 않아요. 소셜 로그인을 처음부터 다시 시도해 주세요.');
  });

  it('refuse tickets signed with another secret or for another tenant', () => {
    const otherSecret = signSignUpTicket({ ...config, AUTH_SECRET: 'b'.repeat(40) }, claims, issuedAt);
    const otherTenant = signSignUpTicket({ ...config, UNIVERSITY_ID: 2 }, claims, issuedAt);
    for (const ticket of [otherSecret, otherTenant]) {
      expect(refusal(() => verifySignUpTicket(config, ticket, issuedAt)).extensions['code']).toBe('CERTIFICATION_FAILED');
    }
  });

  it.each(['', 'garbage', 'a.b.c', 'not base64!.sig', '.'])('refuse the malformed ticket %j', (ticket) => {
    expect(refusal(() => verifySignUpTicket(config, ticket, issuedAt)).extensions['code']).toBe('CERTIFICATION_FAILED');
  });
});
