import type { SocialProvider } from '../../../../domain/enums';
import { AppError } from '../../../../domain/errors/errors';
import type { Logger } from '../../logger';
import { withTimeout } from '../timeout';

/** Korean names as the screens show them; all end in a vowel, so "로" always fits after them. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  KAKAO: '카카오',
  NAVER: '네이버',
  GOOGLE: '구글',
};

export type ProviderStage = 'token' | 'profile';

/**
 * Why a provider call failed. `rejected_code` means the member's authorization is no longer good
 * (used, expired, for another redirect URI or state): starting the login again fixes it. Everything
 * else is ours or the provider's problem and the member can only wait.
 */
export type FailureKind = 'rejected_code' | 'unavailable';

export class ProviderFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly stage: ProviderStage,
    readonly detail: Record<string, unknown>,
  ) {
    super(`social provider ${stage} call failed (${kind})`);
    this.name = 'ProviderFailure';
  }
}

export interface ProviderResponse {
  status: number;
  body: unknown;
}

export interface HttpOptions {
  timeoutMs: number;
  fetch: typeof fetch;
}

// Kakao echoes the authorization code in its descriptions ("... for code=xxxx"); codes stay out of logs.
const CODE_IN_TEXT = /(code=)[^\s&,]+/gi;

export function scrub(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  return text.replace(CODE_IN_TEXT, '$1[redacted]').slice(0, 300);
}

/** One request to a provider; a timeout, a network error or a body that is not JSON is `unavailable`. */
export async function callProvider(
  stage: ProviderStage,
  url: string,
  init: RequestInit,
  options: HttpOptions,
): Promise<ProviderResponse> {
  let response: Response;
  let text: string;
  try {
    // The clock covers the body too.
    ({ response, text } = await withTimeout(options.timeoutMs, async (signal) => {
      const answer = await options.fetch(url, {
        ...init,
        headers: { accept: 'application/json', ...init.headers },
        signal,
        redirect: 'error',
      });
      return { response: answer, text: await answer.text().catch(() => '') };
    }));
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
    throw new ProviderFailure('unavailable', stage, {
      reason,
      message: error instanceof Error ? error.message : String(error),
    });
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new ProviderFailure('unavailable', stage, { reason: 'not_json', status: response.status });
  }
}

export function formBody(fields: Record<string, string | undefined>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, value);
  return body;
}

export const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' };

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The Korean refusal for a failed provider call, logged with what the provider said (never codes, secrets or tokens). */
export function refusalFor(provider: SocialProvider, failure: ProviderFailure, logger: Logger): AppError {
  const name = PROVIDER_NAMES[provider];
  const entry = { provider, stage: failure.stage, kind: failure.kind, ...failure.detail };
  if (failure.kind === 'rejected_code') {
    logger.info(entry, 'social login code rejected by the provider');
    return new AppError(
      'CERTIFICATION_FAILED',
      `${name} 로그인 인증이 만료되었거나 이미 사용되었어요. ${name} 로그인을 처음부터 다시 시도해 주세요.`,
      { provider },
    );
  }
  logger.error(entry, 'social login provider call failed');
  return unavailable(provider);
}

export function unavailable(provider: SocialProvider): AppError {
  const name = PROVIDER_NAMES[provider];
  return new AppError(
    'EXTERNAL_SERVICE_ERROR',
    `${name} 로그인 서비스에 연결하지 못했어요. 잠시 후 다시 시도하거나 다른 방법으로 로그인해 주세요.`,
    { provider },
  );
}
