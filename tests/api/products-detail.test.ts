// @vitest-environment node
import { getNamedType, isNonNullType, isObjectType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../../backend/src/graphql/schema';
import { AUTHORITY, ReviewStatus } from '../../domain/enums';
import { User } from '../../backend/src/modules/account/user.entity';
import { Product } from '../../backend/src/modules/catalog/product.entity';
import { ProductRestockNotification } from '../../backend/src/modules/restock/product-restock-notification.entity';
import { buildStandardCatalogue } from '../../mocks/scenarios/standard';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, createProduct, createReview, type TestMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';

const DETAIL = operationDocument('ProductDetail');
const VIEWER_STATE = operationDocument('ProductViewerState');

/** The page as the screen shows it: the shared ProductDetail with the viewer's own fields (ADR 0075). */
async function page(variables: { id: number }, options: { token?: string } = {}) {
  const shared = await api.gql<DetailData>(DETAIL, variables, options);
  const own = await api.gql<{ product: Record<string, unknown> }>(VIEWER_STATE, variables, options);
  const product: DetailData['product'] | undefined =
    shared.data?.product && own.data?.product ? { ...shared.data.product, isRestockSubscribed: own.data.product.isRestockSubscribed } : undefined;
  return { data: product ? { product } : shared.data, errors: shared.errors ?? own.errors };
}

interface DetailData {
  product: Record<string, unknown> & {
    id: number;
    productOptionDetails: { id: number; productId: number; count: number; option0: string | null }[];
    productCategoryTaggeds: {
      productId: number;
      productCategoryId: number;
      productCategory: { id: number; categoryId: number | null; category: { id: number } | null };
    }[];
  };
}

/** Every field without required arguments, nested `depth` object levels deep. */
function selectionOf(type: GraphQLObjectType, depth: number): string {
  const fields = Object.values(type.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .flatMap((field) => {
      const named = getNamedType(field.type);
      if (!isObjectType(named)) return [field.name];
      return depth > 1 ? [`${field.name} ${selectionOf(named, depth - 1)}`] : [];
    });
  return `{ ${fields.join(' ')} }`;
}

let api: TestApi;
let member: TestMember;
let hiddenMember: TestMember;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  member = await createMember(em);
  hiddenMember = await createMember(em, { authority: AUTHORITY.HIDDEN });
});
afterAll(() => api?.close());

describe('product', () => {
  it('answers every field of the product page as the seed describes it', async () => {
    const seeded = buildStandardCatalogue(new Date()).products.find((p) => p.id === 1)!;
    const { data, errors } = await page({ id: 1 });
    expect(errors).toBeUndefined();
    const product = data!.product;
    expect(product).toMatchObject({
      id: 1,
      universityId: 1,
      name: seeded.name,
      description: seeded.description,
      productType: 'GROUPORDER',
      productVisible: 0,
      price: seeded.price,
      salePrice: seeded.salePrice,
      discountRate: Math.floor(((seeded.price - seeded.salePrice) * 100) / seeded.price),
      code: seeded.code,
      image: seeded.image,
      image2: seeded.image2,
      image3: seeded.image3,
      productReviewGroupId: seeded.productReviewGroupId,
      deliveryTemplateId: seeded.deliveryTemplateId,
      count: seeded.productOptionDetails.reduce((sum, d) => sum + d.count, 0),
      isSoldOut: false,
      isPurchasable: true,
      isRestockSubscribed: false,
      reviewAverage: 0,
      reviewCount: 0,
      productDetail: { id: seeded.productDetail.id, story: seeded.productDetail.story, info: seeded.productDetail.info, faq: seeded.productDetail.faq },
      productTags: seeded.productTags.map(({ id, content }) => ({ id, content })),
      productOptions: seeded.productOptions.map(({ id, key, value }) => ({ id, key, value })),
      productOptionInputs: seeded.productOptionInputs.map(({ id, key }) => ({ id, key })),
      deliveryTemplate: { id: seeded.deliveryTemplateId, deliveryType: 'BYQUANTITY' },
      productGroupDelivery: {
        id: seeded.productGroupDelivery!.id,
        productId: 1,
        productGroupDeliveryType: 'GROUP',
        name: seeded.productGroupDelivery!.name,
        note: seeded.productGroupDelivery!.note,
      },
    });
    // The seed places windows around its own clock: compare with the stored row.
    const stored = await api.orm.em.fork().findOneOrFail(Product, 1);
    for (const key of ['saleStartedAt', 'saleEndedAt', 'deliverStartedAt', 'deliverEndedAt', 'fastDeliverStartedAt', 'fastDeliverEndedAt', 'createdAt'] as const) {
      expect(product[key]).toBe(stored[key]!.toISOString());
    }
    expect(product.productOptionDetails).toEqual(
      seeded.productOptionDetails.map((d) => ({ ...d, productId: 1 })),
    );
    expect(product.productCategoryTaggeds.map((t) => t.productCategoryId)).toEqual(
      seeded.productCategoryTaggeds.map((t) => t.productCategoryId),
    );
    const varsity = product.productCategoryTaggeds.find((t) => t.productCategoryId === 76)!;
    expect(varsity).toMatchObject({ productId: 1, productCategory: { id: 76, categoryId: 75, category: { id: 75 } } });
  });

  it('counts stock over the option combinations and answers null for a product without group delivery', async () => {
    const em = api.orm.em.fork();
    const product = await createProduct(em, { count: 99, optionStock: [0, 3, 4] });
    const { data } = await api.gql<DetailData>(DETAIL, { id: product.id });
    expect(data!.product).toMatchObject({
      count: 7,
      isSoldOut: false,
      productGroupDelivery: null,
      productDetail: null,
      productOptions: [],
      saleStartedAt: null,
      image2: null,
    });
    expect(data!.product.productOptionDetails.map((d) => [d.option0, d.count])).toEqual([
      ['옵션1', 0],
      ['옵션2', 3],
      ['옵션3', 4],
    ]);
  });

  it('averages only APPLIED reviews, to one decimal', async () => {
    const em = api.orm.em.fork();
    const product = await createProduct(em);
    const reviewer = await em.findOneOrFail(User, member.user.id);
    for (const [rating, status] of [
      [5, ReviewStatus.APPLIED],
      [4, ReviewStatus.APPLIED],
      [4, ReviewStatus.APPLIED],
      [1, ReviewStatus.READY],
      [1, ReviewStatus.REJECT],
    ] as const) {
      await createReview(em, reviewer, product, { rating, status });
    }
    const { data } = await api.gql<DetailData>(DETAIL, { id: product.id });
    expect(data!.product).toMatchObject({ reviewAverage: 4.3, reviewCount: 3 });
  });

  it('says whether the viewer asked for a restock notification', async () => {
    const em = api.orm.em.fork();
    const product = await createProduct(em, { count: 0 });
    em.create(ProductRestockNotification, { user: member.user.id, product });
    await em.flush();
    const mine = await page({ id: product.id }, { token: member.token });
    const anonymous = await page({ id: product.id });
    expect(mine.data!.product.isRestockSubscribed).toBe(true);
    expect(anonymous.data!.product.isRestockSubscribed).toBe(false);
  });

  it('opens a hidden product only for viewers at its level', async () => {
    const em = api.orm.em.fork();
    const hidden = await createProduct(em, { productVisible: AUTHORITY.HIDDEN });
    const allowed = await api.gql<DetailData>(DETAIL, { id: hidden.id }, { token: hiddenMember.token });
    expect(allowed.data!.product.id).toBe(hidden.id);
  });

  it.each([
    ['a product that does not exist', async (): Promise<number> => 999_999, undefined],
    [
      'a hidden product to a NORMAL member',
      async (): Promise<number> => (await createProduct(api.orm.em.fork(), { productVisible: AUTHORITY.HIDDEN })).id,
      'member',
    ],
    [
      'an ADMIN-only product to a HIDDEN member',
      async (): Promise<number> => (await createProduct(api.orm.em.fork(), { productVisible: AUTHORITY.ADMIN })).id,
      'hidden',
    ],
  ] as const)('answers NOT_FOUND in Korean for %s', async (_what, productId, who) => {
    const id = await productId();
    const token = who === 'member' ? member.token : who === 'hidden' ? hiddenMember.token : undefined;
    const { data, errors } = await api.gql<DetailData>(DETAIL, { id }, { token });
    expect(data).toBeNull();
    expect(errors).toHaveLength(1);
    expect(errors![0]).toMatchObject({
      message: '상품을 찾을 수 없어요. 판매가 끝났거나 볼 수 없는 상품일 수 있어요.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('resolves every field of Product and of the types under it, three levels deep', async () => {
    const selection = selectionOf(buildSchema().getType('Product') as GraphQLObjectType, 3);
    const { data, errors } = await api.gql<DetailData>(`query Everything { product(id: 1) ${selection} }`);
    expect(errors).toBeUndefined();
    expect(data!.product).toMatchObject({ productReviewType: { id: 1, content: '의류 리뷰' } });
  });

  it('reads the same page for a product loaded by another module (batched facts)', async () => {
    // Restock subscriptions hand over managed Product entities instead of the page's read model.
    const em = api.orm.em.fork();
    const product = await em.findOneOrFail(Product, 32);
    em.create(ProductRestockNotification, { user: member.user.id, product });
    await em.flush();
    const selection = selectionOf(buildSchema().getType('Product') as GraphQLObjectType, 3);
    const viaSubscription = await api.gql<{ productRestockNotifications: { items: { product: DetailData['product'] }[] } }>(
      `query Subscriptions { productRestockNotifications { items { product ${selection} } } }`,
      {},
      { token: member.token },
    );
    expect(viaSubscription.errors).toBeUndefined();
    const direct = await api.gql<DetailData>(`query Direct { product(id: 32) ${selection} }`, {}, { token: member.token });
    const fromList = viaSubscription.data!.productRestockNotifications.items.find((item) => item.product.id === 32);
    expect(fromList!.product).toEqual(direct.data!.product);
  });
});
