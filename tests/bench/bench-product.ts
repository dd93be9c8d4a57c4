import type { EntityManager } from '@mikro-orm/postgresql';
import { AUTHORITY, ProductType } from '../../domain/enums';
import { ProductOptionDetail } from '../../backend/src/modules/catalog/product-option-detail.entity';
import { ProductOption } from '../../backend/src/modules/catalog/product-option.entity';
import { Product } from '../../backend/src/modules/catalog/product.entity';

/**
 * The limited jacket the rush and the opening benches sell: `units` units of its one option (size L),
 * under delivery template 2, its stock on the option row only. The entities are created, not
 * flushed: the caller flushes them with its own and puts the members' cart lines on `detail`.
 */
export function createLimitedJacket(
  em: EntityManager,
  { name, description, code, units, now, saleStartedAt }: { name: string; description: string; code: string; units: number; now: Date; saleStartedAt?: Date },
) {
  const product = em.create(Product, {
    university: 1,
    productType: ProductType.SINGLEFREE,
    productVisible: AUTHORITY.NORMAL,
    deliveryTemplate: 2,
    name,
    description,
    price: 65_000,
    salePrice: 62_000,
    count: 0,
    image: '/static/products/hanbit-logo-tee-1.svg',
    code,
    ...(saleStartedAt ? { saleStartedAt } : {}),
    createdAt: now,
    updatedAt: now,
  });
  const option = em.create(ProductOption, { product, key: '사이즈', value: 'L', position: 0 });
  const detail = em.create(ProductOptionDetail, { product, option0: 'L', price: 0, count: units });
  return { product, option, detail };
}
