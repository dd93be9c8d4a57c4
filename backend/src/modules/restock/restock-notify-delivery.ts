import type { JobDeps } from '../../jobs/job-deps';
import { User } from '../account/user.entity';
import { Product } from '../catalog/product.entity';
import { University } from '../content/university.entity';
import type { RestockNotice } from './restock-notify';

export type RestockDelivery = 'sms' | 'email' | 'skipped';

/** The product page a message links to, on the tenant's own site. */
export function productPageUrl(university: Pick<University, 'siteUrl'>, productId: number): string {
  return `${university.siteUrl.replace(/\/+$/, '')}/products/${productId}`;
}

export function restockText(university: Pick<University, 'shopName' | 'siteUrl'>, product: Pick<Product, 'id' | 'name'>): string {
  return (
    `[${university.shopName}] 재입고 알림: '${product.name}' 상품이 다시 입고되었어요. ` +
    `수량이 많지 않으니 서둘러 주문해 주세요.\n${productPageUrl(university, product.id)}`
  );
}

/**
 * The restock-notify job: one message to one former subscriber, by SMS to the phone on file or, for
 * a member without one, by e-mail. Nobody is told about a product they may no longer see, and
 * withdrawn or suspended members are skipped. A provider failure throws, so pg-boss retries this
 * message alone.
 */
export async function deliverRestockNotice(deps: JobDeps, notice: RestockNotice): Promise<RestockDelivery> {
  const em = deps.orm.em.fork();
  const log = deps.logger.child({ job: 'restock-notify', ...notice });
  const user = await em.findOne(User, notice.userId);
  const product = await em.findOne(Product, notice.productId);
  if (!user || !product || user.isResigned() || user.isSuspended() || !product.isVisibleTo(user.authority)) {
    log.info('restock notice skipped: the member or the product is gone');
    return 'skipped';
  }
  const university = await em.findOneOrFail(University, product.university.id);
  const text = restockText(university, product);
  if (user.tel) {
    await deps.adapters.sms.send({ to: user.tel, text });
    return 'sms';
  }
  await deps.adapters.email.send({ to: user.email, subject: `[${university.shopName}] '${product.name}' 재입고 알림`, text });
  return 'email';
}
