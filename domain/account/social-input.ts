import { z } from 'zod';
import { badUserInput } from '../errors/errors';

/** The SocialProvider enum's values, as the contract spells them. */
type Provider = 'KAKAO' | 'NAVER' | 'GOOGLE';

export interface SocialAuthorizationInput {
  code: string;
  redirectUri: string;
  state?: string | null;
}

const RETRY = '소셜 로그인을 처음부터 다시 시도해 주세요.';

const authorizationSchema = z.object({
  code: z.string().trim().min(1, `인증 코드가 없어요. ${RETRY}`).max(2048, `인증 코드가 올바르지 않아요. ${RETRY}`),
  redirectUri: z
    .string()
    .trim()
    .max(2048, `로그인 주소가 올바르지 않아요. ${RETRY}`)
    .refine((value) => value === 'postmessage' || /^https?:\/\/\S+$/i.test(value), `로그인 주소가 올바르지 않아요. ${RETRY}`),
  state: z.string().trim().max(512, `로그인 요청 정보(state)가 올바르지 않아요. ${RETRY}`).nullish(),
});

const FIELD_NAMES: Record<string, string> = { code: 'code', redirectUri: 'payload.redirectUri', state: 'payload.state' };

/** The authorization a provider redirected back with, trimmed; a Korean BAD_USER_INPUT naming the field otherwise. */
export function parseSocialAuthorization(provider: Provider, input: SocialAuthorizationInput) {
  const parsed = authorizationSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? 'code');
    throw badUserInput(issue?.message ?? `로그인 요청 정보가 올바르지 않아요. ${RETRY}`, FIELD_NAMES[key] ?? key);
  }
  // Naver refuses a code exchange without the state of the authorization request.
  if (provider === 'NAVER' && !parsed.data.state) {
    throw badUserInput(`네이버 로그인 요청 정보(state)가 없어요. ${RETRY}`, 'payload.state');
  }
  return parsed.data;
}
