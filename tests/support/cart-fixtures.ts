// Products shaped for the cart tests (delivery template, option combinations with extra prices,
// required inputs) and the cart operations as the screens send them.
import type { EntityManager } from '@mikro-orm/postgresql';
import { expect } from 'vitest';
import { DeliveryTemplate } from '../../backend/src/modules/catalog/delivery-template.entity';
import { ProductOption } from '../../backend/src/modules/catalog/product-option.entity';
import { ProductOptionDetail } from '../../backend/src/modules/catalog/product-option-detail.entity';
import { ProductOptionInput } from '../../backend/src/modules/catalog/product-option-input.entity';
import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { DeliveryTemplateId } from '../../mocks/scenarios/standard/delivery-templates';
import type {
  CartLineFragment,
  CartSummaryFieldsFragment,
  CreateCartInput,
} from '../../frontend/src/lib/__generated__/graphql';
import type { TestApi } from './api';
import { createProduct, type ProductFixture } from './catalog-fixtures';
import { operationDocument } from './catalog-operations';

export { DeliveryTemplateId };

export interface CartProductFixture extends Omit<ProductFixture, 'optionStock'> {
  /** The seeded template (DeliveryTemplateId); FREE by default. */
  deliveryTemplateId?: number;
  /** Option combinations on one axis 사이즈, each with its stock and extra price. */
  options?: { stock: number; extra?: number }[];
  /** Keys of required free-text inputs, in slot order. */
  inputs?: string[];
}

export interface CartProduct {
  product: Product;
  /** The combinations' ids in the order given. */
  detailIds: number[];
}

export async function createCartProduct(em: EntityManager, fixture: CartProductFixture = {}): Promise<CartProduct> {
  const { deliveryTemplateId, options = [], inputs = [], ...productFixture } = fixture;
  const product = await createProduct(em, { ...productFixture, optionStock: options.map((option) => option.stock) });
  product.deliveryTemplate = em.getReference(DeliveryTemplate, deliveryTemplateId ?? DeliveryTemplateId.FREE);
  const details = await em.find(ProductOptionDetail, { product }, { orderBy: { id: 'asc' } });
  details.forEach((detail, index) => (detail.price = options[index]?.extra ?? 0));
  if (options.length > 0) {
    em.create(ProductOption, { product, key: '사이즈', value: details.map((detail) => detail.option0).join(','), position: 0 });
  }
  inputs.forEach((key, position) => em.create(ProductOptionInput, { product, key, position }));
  await em.flush();
  return { product, detailIds: details.map((detail) => detail.id) };
}

export const CART_OPERATIONS = {
  myCart: operationDocument('MyCart'),
  cartCount: operationDocument('CartCount'),
  checkouted: operationDocument('CartsCheckouted'),
  create: operationDocument('CreateCart'),
  updateCount: operationDocument('UpdateCartCount'),
  toggle: operationDocument('ToggleCart'),
  toggleAll: operationDocument('ToggleCarts'),
  remove: operationDocument('RemoveCarts'),
  validate: operationDocument('ValidateCartToOrder'),
};

// The shapes the screens' own documents answer (codegen of operations/ and the fragments).
export type CartLineData = CartLineFragment;
export type CartSummaryData = CartSummaryFieldsFragment;
export type CreateCartData = CreateCartInput;

/** Adds a line through createCart and expects it to succeed. */
export async function addLine(api: TestApi, token: string, data: CreateCartData): Promise<CartLineData> {
  const result = await api.gql<{ createCart: CartLineData }>(CART_OPERATIONS.create, { data }, { token });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.createCart;
}

/** The member's cart as the cart page reads it. */
export async function readCart(api: TestApi, token: string): Promise<CartSummaryData> {
  const result = await api.gql<{ me: { carts: CartSummaryData } }>(CART_OPERATIONS.myCart, {}, { token });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.me.carts;
}

export interface CartRow {
  id: number;
  product_id: number;
  product_option_detail_id: number | null;
  product_option_input0: string | null;
  count: number;
  selected: boolean;
}

/** The member's cart rows straight from the database, oldest first. */
export function cartRows(api: TestApi, userId: number): Promise<CartRow[]> {
  return api.orm.em
    .fork()
    .getConnection()
    .execute<CartRow[]>(
      'select id, product_id, product_option_detail_id, product_option_input0, count, selected from cart where user_id = ? order by id',
      [userId],
    );
}
