import { refreshProductSearchKeys } from '../../backend/src/modules/catalog/product-search-keys';
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AUTHORITY, OrderProductStatus, ProductType, ReviewStatus } from '../../domain/enums';
import { createSession } from '../../backend/src/modules/account/session.service';
import { User } from '../../backend/src/modules/account/user.entity';
import { invalidateCatalogue } from '../../backend/src/modules/catalog/catalogue-cache';
import { ProductCategoryTagged } from '../../backend/src/modules/catalog/product-category-tagged.entity';
import { ProductOptionDetail } from '../../backend/src/modules/catalog/product-option-detail.entity';
import { Product } from '../../backend/src/modules/catalog/product.entity';
import { OrderProduct } from '../../backend/src/modules/order/order-product.entity';
import { Order } from '../../backend/src/modules/order/order.entity';
import { ReviewComment } from '../../backend/src/modules/review/review-comment.entity';
import { ReviewOptionSelected } from '../../backend/src/modules/review/review-option-selected.entity';
import { ReviewUserSize } from '../../backend/src/modules/review/review-user-size.entity';
import { Review } from '../../backend/src/modules/review/review.entity';

// Rows the demo seed does not have (members of every level, products with chosen stock and
// windows, orders and reviews), written straight through the EntityManager.

const unique = () => randomBytes(4).toString('hex');

export interface TestMember {
  user: User;
  token: string;
}

/** A member at `authority` (negative: suspended) with a live session token. */
export async function createMember(
  em: EntityManager,
  options: { authority?: number; name?: string; universityId?: number } = {},
): Promise<TestMember> {
  const suffix = unique();
  const user = em.create(User, {
    university: options.universityId ?? 1,
    email: `member-${suffix}@hanbit.ac.kr`,
    name: options.name ?? '이솔빛',
    authority: options.authority ?? AUTHORITY.NORMAL,
    recommendationCode: `T${suffix}`.toUpperCase(),
  });
  await em.flush();
  const { token } = await createSession(em, user.id);
  return { user, token };
}

/** The catalogue shares its answers per level: two members of the same level to tell apart, and one each at HIDDEN and ADMIN. */
export type LevelMembers = Record<'first' | 'second' | 'hidden' | 'admin', TestMember>;

export async function createLevelMembers(em: EntityManager): Promise<LevelMembers> {
  return {
    first: await createMember(em),
    second: await createMember(em),
    hidden: await createMember(em, { authority: AUTHORITY.HIDDEN }),
    admin: await createMember(em, { authority: AUTHORITY.ADMIN }),
  };
}

export interface ProductFixture {
  name?: string;
  productType?: ProductType;
  productVisible?: number;
  count?: number;
  price?: number;
  salePrice?: number;
  saleStartedAt?: Date | null;
  saleEndedAt?: Date | null;
  createdAt?: Date;
  /** Stock per option combination (one axis, values 옵션1…); none means no option details. */
  optionStock?: number[];
  categoryIds?: number[];
  universityId?: number;
}

/** A product of university 1 under delivery template 1, with the given stock, window and categories. */
export async function createProduct(em: EntityManager, fixture: ProductFixture = {}): Promise<Product> {
  const suffix = unique();
  const createdAt = fixture.createdAt ?? new Date();
  const product = em.create(Product, {
    university: fixture.universityId ?? 1,
    productType: fixture.productType ?? ProductType.SINGLEFREE,
    productVisible: fixture.productVisible ?? AUTHORITY.NORMAL,
    deliveryTemplate: 1,
    name: fixture.name ?? `테스트 상품 ${suffix}`,
    description: '테스트용 상품이에요.',
    price: fixture.price ?? 30_000,
    salePrice: fixture.salePrice ?? 25_000,
    count: fixture.count ?? 10,
    image: '/static/products/hanbit-logo-tee-1.svg',
    code: `TEST-${suffix}`,
    saleStartedAt: fixture.saleStartedAt ?? null,
    saleEndedAt: fixture.saleEndedAt ?? null,
    createdAt,
    updatedAt: createdAt,
  });
  await em.flush();
  (fixture.optionStock ?? []).forEach((count, index) =>
    em.create(ProductOptionDetail, { product, option0: `옵션${index + 1}`, price: 0, count }),
  );
  for (const categoryId of fixture.categoryIds ?? []) {
    em.create(ProductCategoryTagged, { product, productCategory: categoryId });
  }
  await em.flush();
  await refreshProductSearchKeys((sql, params) => em.execute(sql, params), [product.id]);
  return product;
}

/** A product written straight to the database, which the app is told about as a write path would (the catalogue caches drop). */
export async function createListedProduct(em: EntityManager, fixture: ProductFixture = {}): Promise<Product> {
  const product = await createProduct(em, fixture);
  invalidateCatalogue(em);
  return product;
}

/** A COMPLETED order line of `product` bought by `user`, the thing a review is written about. */
export async function createCompletedLine(
  em: EntityManager,
  user: User,
  product: Product,
  optionText = '네이비 / L',
): Promise<OrderProduct> {
  const order = em.create(Order, {
    user,
    university: 1,
    paidPrice: product.salePrice,
    mUid: `test-${unique()}`,
    totalPrice: product.price,
    discountFee: product.price - product.salePrice,
  });
  const line = em.create(OrderProduct, {
    order,
    product,
    deliveryTemplate: 1,
    count: 1,
    price: product.price,
    salePrice: product.salePrice,
    discountFee: product.price - product.salePrice,
    paidPrice: product.salePrice,
    status: OrderProductStatus.COMPLETED,
    productName: product.name,
    optionText,
    completedAt: new Date(),
  });
  await em.flush();
  return line;
}

export interface ReviewFixture {
  status?: ReviewStatus;
  rating?: number;
  pinned?: boolean;
  images?: string[];
  note?: string;
  createdAt?: Date;
  feedback?: string | null;
  size?: { size?: string; height?: number; weight?: number };
  /** [reviewOptionId, reviewOptionDetailId] pairs of the product's review type. */
  answers?: [number, number][];
  comments?: string[];
  optionText?: string;
}

/** A review of a fresh completed line, with optional size, answers and staff comments. */
export async function createReview(
  em: EntityManager,
  user: User,
  product: Product,
  fixture: ReviewFixture = {},
): Promise<Review> {
  const line = await createCompletedLine(em, user, product, fixture.optionText);
  const createdAt = fixture.createdAt ?? new Date();
  const review = em.create(Review, {
    user,
    product,
    orderProduct: line,
    rating: fixture.rating ?? 5,
    note: fixture.note ?? '사이즈가 딱 맞고 자수가 예뻐요. 추천해요!',
    images: fixture.images ?? [],
    pinned: fixture.pinned ?? false,
    status: fixture.status ?? ReviewStatus.APPLIED,
    feedback: fixture.feedback ?? null,
    createdAt,
    updatedAt: createdAt,
  });
  if (fixture.size) em.create(ReviewUserSize, { review, ...fixture.size });
  for (const [reviewOption, reviewOptionDetail] of fixture.answers ?? []) {
    em.create(ReviewOptionSelected, { review, reviewOption, reviewOptionDetail });
  }
  const staff = fixture.comments?.length ? await em.findOneOrFail(User, { email: 'admin@hanbit.ac.kr' }) : null;
  for (const content of fixture.comments ?? []) em.create(ReviewComment, { review, user: staff!, content });
  await em.flush();
  return review;
}
