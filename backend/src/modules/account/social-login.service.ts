import type { EntityManager } from '@mikro-orm/postgresql';
import type { Adapters, SocialProfile } from '../../adapters';
import { PROVIDER_NAMES } from '../../adapters/social/provider-http';
import type { Config } from '../../config';
import { parseSocialAuthorization, type SocialAuthorizationInput } from '../../../../domain/account/social-input';
import type { SocialProvider } from '../../../../domain/enums';
import { AppError, badUserInput, conflict } from '../../../../domain/errors/errors';
import { getUniversity } from '../content/university.service';
import { createSession } from './session.service';
import { signSignUpTicket } from './social-ticket';
import { UserSocialAccount } from './user-social-account.entity';
import { User } from './user.entity';

export { verifySignUpTicket } from './social-ticket';

export interface SocialContext {
  em: EntityManager;
  config: Config;
  adapters: Adapters;
}

/** The SDL's SocialLoginResult; every field is present so none reads as "not implemented". */
export interface SocialLoginOutcome {
  isExist: boolean;
  email: string | null;
  token: string | null;
  user: User | null;
  signUpTicket: string | null;
}

const CLIENT_IDS = {
  KAKAO: 'kakaoClientId',
  NAVER: 'naverClientId',
  GOOGLE: 'googleClientId',
} as const satisfies Record<SocialProvider, string>;

/** Exchanges the code with the tenant's own app at the provider and reads the member's profile there. */
export async function authenticateSocial(
  ctx: SocialContext,
  provider: SocialProvider,
  authorization: SocialAuthorizationInput,
): Promise<SocialProfile> {
  const { code, redirectUri, state } = parseSocialAuthorization(provider, authorization);
  const university = await getUniversity(ctx.em, ctx.config.UNIVERSITY_ID);
  const clientId = university[CLIENT_IDS[provider]];
  if (!clientId) {
    throw badUserInput(
      `이 쇼핑몰에서는 ${PROVIDER_NAMES[provider]} 로그인을 사용할 수 없어요. 다른 방법으로 로그인해 주세요.`,
      'social',
    );
  }
  return ctx.adapters.social.fetchProfile(provider, { code, redirectUri, state: state ?? null, clientId });
}

function refuseInactive(user: User): void {
  if (user.isResigned()) {
    throw new AppError('ACCOUNT_SUSPENDED', '탈퇴한 회원의 소셜 계정이에요. 다시 이용하시려면 고객센터로 문의해 주세요.');
  }
  if (user.isSuspended()) {
    throw new AppError('ACCOUNT_SUSPENDED', '이용이 정지된 계정이에요. 자세한 내용은 고객센터로 문의해 주세요.');
  }
}

/**
 * A verified address that already belongs to a member is never linked on the provider's word
 * alone (docs/decisions/0008): the member signs in the way they signed up.
 */
async function refuseTakenEmail(em: EntityManager, email: string): Promise<void> {
  const owner = await em.findOne(User, { email }, { fields: ['id', 'passwordHash'] });
  if (!owner) return;
  const links = await em.find(UserSocialAccount, { user: owner.id }, { fields: ['provider'], orderBy: { id: 'asc' } });
  const providers = [...new Set(links.map((link) => link.provider))];
  const loginMethods = [...(owner.passwordHash ? ['PASSWORD'] : []), ...providers];
  const how = owner.passwordHash
    ? '이메일과 비밀번호로 로그인해 주세요. 비밀번호가 기억나지 않으면 비밀번호 찾기를 이용해 주세요.'
    : `${providers.map((provider) => PROVIDER_NAMES[provider]).join(' 또는 ')} 로그인으로 이용해 주세요.`;
  throw new AppError('CONFLICT', `이미 같은 이메일(${email})로 가입된 계정이 있어요. ${how}`, {
    field: 'email',
    loginMethods,
  });
}

/**
 * loginWithSocial: a linked member is signed in; anyone else gets their verified address and a
 * signed sign-up ticket for createUser.
 */
export async function loginWithSocial(
  ctx: SocialContext,
  provider: SocialProvider,
  authorization: SocialAuthorizationInput,
): Promise<SocialLoginOutcome> {
  const profile = await authenticateSocial(ctx, provider, authorization);
  const link = await ctx.em.findOne(
    UserSocialAccount,
    { provider, providerUserId: profile.providerUserId, user: { university: ctx.config.UNIVERSITY_ID } },
    { populate: ['user'] },
  );
  if (link) {
    const user = link.user;
    refuseInactive(user);
    const { token } = await createSession(ctx.em, user.id);
    return { isExist: true, email: profile.email, token, user, signUpTicket: null };
  }

  const name = PROVIDER_NAMES[provider];
  if (!profile.email) {
    throw new AppError(
      'CERTIFICATION_FAILED',
      `회원가입에는 ${name} 계정의 인증된 이메일이 필요해요. ${name} 로그인 화면에서 이메일 제공에 동의하고, ` +
        `${name}에 등록된 이메일이 인증되어 있는지 확인한 뒤 다시 시도해 주세요.`,
      { field: 'email', provider },
    );
  }
  await refuseTakenEmail(ctx.em, profile.email);
  const signUpTicket = signSignUpTicket(ctx.config, {
    provider,
    providerUserId: profile.providerUserId,
    email: profile.email,
  });
  return { isExist: false, email: profile.email, token: null, user: null, signUpTicket };
}

/**
 * Links a provider account to a member (createUser with a sign-up ticket). Await it: the link is
 * registered at once, and the promise rejects with CONFLICT when the provider account already
 * belongs to another member or the member already has another account of that provider.
 */
export function linkSocialAccount(
  em: EntityManager,
  user: User,
  claims: { provider: SocialProvider; providerUserId: string },
): Promise<void> {
  const link = em.create(UserSocialAccount, {
    user,
    provider: claims.provider,
    providerUserId: claims.providerUserId,
  });
  const checked = refuseForeignLink(em, link, user, claims);
  // A caller that forgets to await still gets the unique index as the last word, not an unhandled rejection.
  checked.catch(() => undefined);
  return checked;
}

async function refuseForeignLink(
  em: EntityManager,
  link: UserSocialAccount,
  user: User,
  claims: { provider: SocialProvider; providerUserId: string },
): Promise<void> {
  const name = PROVIDER_NAMES[claims.provider];
  // No auto-flush: the caller's member may still be half built.
  const existing = await em.findOne(
    UserSocialAccount,
    { provider: claims.provider, providerUserId: claims.providerUserId },
    { flushMode: 'commit', fields: ['id', 'user'] },
  );
  if (existing && existing !== link) {
    em.remove(link);
    if (user.id !== undefined && existing.user.id === user.id) return;
    throw conflict(`이 ${name} 계정은 이미 다른 회원과 연결되어 있어요. 연결된 계정으로 로그인해 주세요.`);
  }
  if (user.id === undefined) return;
  const other = await em.findOne(
    UserSocialAccount,
    { user: user.id, provider: claims.provider, providerUserId: { $ne: claims.providerUserId } },
    { flushMode: 'commit', fields: ['id'] },
  );
  if (other) {
    em.remove(link);
    throw conflict(`이미 다른 ${name} 계정이 연결되어 있어요. 연결된 ${name} 계정으로 로그인해 주세요.`);
  }
}
