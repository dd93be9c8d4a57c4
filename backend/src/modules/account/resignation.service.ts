import { randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Adapters } from '../../adapters';
import type { Config } from '../../config';
import { Gender, OrderProductStatus } from '../../../../domain/enums';
import { AppError, badUserInput, invalidState, unauthenticated } from '../../../../domain/errors/errors';
import type { Logger } from '../../logger';
import { Cart } from '../cart/cart.entity';
import { OrderProduct } from '../order/order-product.entity';
import { forfeitPoints } from '../point/point.service';
import { ProductRestockNotification } from '../restock/product-restock-notification.entity';
import type { Security } from '../security/security';
import { checkPassword } from './login.service';
import { RESIGN_PASSWORD_MISSING_MESSAGE, RESIGN_PASSWORD_WRONG_MESSAGE } from '../../../../domain/security/login-rules';
import { PasswordReset } from './password-reset.entity';
import { revokeAllSessions, type Viewer } from './session.service';
import { authenticateSocial } from './social-login.service';
import { UserConfig } from './user-config.entity';
import { UserDelivery } from './user-delivery.entity';
import { UserSocialAccount } from './user-social-account.entity';
import { User } from './user.entity';

export interface ResignContext {
  em: EntityManager;
  config: Config;
  adapters: Adapters;
  security: Pick<Security, 'login'>;
  clientIp: string;
  log: Logger;
}

export interface ResignInput {
  password?: string | null;
  socialCode?: string | null;
  socialRedirectUri?: string | null;
  socialState?: string | null;
  reason?: string | null;
}

/** Lines whose goods are paid for and still on their way: the member must see them through. */
const OPEN_LINE_STATUSES = [OrderProductStatus.PAID, OrderProductStatus.PREPARING, OrderProductStatus.DELIVERING];

export const WITHDRAWN_NAME = '탈퇴회원';

/** Proof of identity: the password, or for a social-only member a fresh login at the provider. */
async function proveIdentity(ctx: ResignContext, user: User, input: ResignInput): Promise<void> {
  if (user.passwordHash) {
    if (!input.password) throw badUserInput(RESIGN_PASSWORD_MISSING_MESSAGE, 'password');
    await checkPassword(
      ctx.em,
      { throttle: ctx.security.login, clientIp: ctx.clientIp },
      user.email,
      user,
      input.password,
      RESIGN_PASSWORD_WRONG_MESSAGE,
    );
    return;
  }
  if (!input.socialCode || !input.socialRedirectUri) {
    throw badUserInput('탈퇴하려면 가입한 소셜 계정으로 다시 로그인해 주세요.', 'socialCode');
  }
  const links = await ctx.em.find(UserSocialAccount, { user: user.id }, { orderBy: { id: 'asc' } });
  const config = await ctx.em.findOne(UserConfig, { user: user.id });
  const provider = config?.social ?? links[0]?.provider;
  if (!provider) throw invalidState('본인 확인 수단이 없는 계정이에요. 고객센터로 탈퇴를 요청해 주세요.');
  const profile = await authenticateSocial(ctx, provider, {
    code: input.socialCode,
    redirectUri: input.socialRedirectUri,
    state: input.socialState ?? null,
  });
  const linked = links.some((link) => link.provider === profile.provider && link.providerUserId === profile.providerUserId);
  if (!linked) {
    throw new AppError('CERTIFICATION_FAILED', '가입할 때 연결한 소셜 계정으로 로그인해 주세요.', { field: 'socialCode' });
  }
}

/**
 * resignUser. Refused while a line is PAID, PREPARING or DELIVERING. Otherwise: points forfeited
 * (EXPIRED rows), personal data replaced or deleted, sessions revoked; orders and reviews stay,
 * as Korean e-commerce law requires order records to be kept (docs/decisions/0006).
 */
export async function resignUser(ctx: ResignContext, viewer: Viewer, input: ResignInput, now: Date = new Date()): Promise<boolean> {
  const { em } = ctx;
  // The row lock makes a concurrent second withdrawal (or profile change) wait for this one.
  const user = await em.findOne(User, { id: viewer.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!user || user.isResigned()) throw unauthenticated();
  await proveIdentity(ctx, user, input);

  const openLines = await em.count(OrderProduct, { order: { user: user.id }, status: { $in: OPEN_LINE_STATUSES } });
  if (openLines > 0) {
    throw invalidState(
      `결제 완료, 배송 준비 중이거나 배송 중인 주문 상품이 ${openLines}개 있어 탈퇴할 수 없어요. 배송이 끝나거나 주문을 취소한 뒤 다시 시도해 주세요.`,
    );
  }

  const forfeited = await forfeitPoints(em, user.id, now);

  // The address must stay unique and lower-case; `.invalid` can never receive mail.
  user.email = `withdrawn-${user.id}-${randomBytes(4).toString('hex')}@withdrawn.invalid`;
  user.name = WITHDRAWN_NAME;
  user.tel = null;
  user.birthYear = null;
  user.admissionYear = null;
  user.gender = Gender.NOT_SET;
  user.passwordHash = null;
  user.resignedAt = now;
  await em.nativeUpdate(UserConfig, { user: user.id }, { marketing: false, marketingAgreedAt: null, social: null });
  await em.nativeDelete(UserDelivery, { user: user.id });
  await em.nativeDelete(UserSocialAccount, { user: user.id });
  await em.nativeDelete(PasswordReset, { user: user.id });
  await em.nativeDelete(Cart, { user: user.id });
  await em.nativeDelete(ProductRestockNotification, { user: user.id });
  await em.flush();
  await revokeAllSessions(em, user.id, now);

  // No column holds the reason; the log keeps it (without personal data) for the co-op's statistics.
  ctx.log.info({ userId: user.id, forfeitedPoints: forfeited, reason: input.reason?.slice(0, 200) ?? null }, 'member withdrew');
  return true;
}
