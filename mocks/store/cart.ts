// The viewer's cart (docs/product-rules.md#cart-and-delivery-fees, docs/decisions/0015-cart.md): lines
// grouped by delivery template, totals over the selected lines, each group's fee from the one
// shared fee function, the backend's own input rules (cart-input.ts), line problems and refusals
// (cart-rules.ts), and released orders put back as cart-restore-rules.ts says.
import { AppError, notFound } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import {
  CART_FULL_MESSAGE,
  CART_LINE_NOT_FOUND_MESSAGE,
  checkMergedCount,
  chooseOptionDetail,
  createCartSchema,
  optionInputSlots,
  parseCartIds,
  REMOVE_NOTHING_SELECTED,
  toggleCartSchema,
  updateCartCountSchema,
} from '../../domain/cart/cart-input';
import {
  CART_LIMITS,
  cartProblemOf,
  cartProblemRefusal,
  cartProblemText,
  firstCartRefusal,
  outOfStock,
  saleWindowProblem,
} from '../../domain/cart/cart-rules';
import { cartLineKey, putLinesBack } from '../../domain/cart/cart-restore-rules';
import { cartTotals, type CartTotals } from '../../domain/cart/cart-totals';
import type { DirectCartRow } from '../../domain/cart/direct-checkout';
import type * as T from '../__generated__/types';
import { availabilityOf, unitPrices } from '../scenarios/pricing';
import type {
  ScenarioDeliveryTemplate,
  ScenarioProduct,
  ScenarioProductOptionDetail,
} from '../scenarios/standard/types';
import { cartInputs, cartLineFacts } from './cart-lines';
import { stockOf } from './catalog';
import type { MockDb } from './db';
import { newestFirst } from './paging';
import { levelOf, requireViewer } from './refusals';
import type { StoreCart, StoreMember, StoreOrderLine } from './types';
import { memberHeldUnits } from './holds';

export interface PricedLine {
  cart: StoreCart;
  product: ScenarioProduct;
  detail: ScenarioProductOptionDetail | null;
  unitPrice: number;
  unitSalePrice: number;
}

export function priceLine(db: MockDb, cart: StoreCart): PricedLine {
  const product = db.product(cart.productId);
  if (!product) throw new AppError('INTERNAL_SERVER_ERROR', undefined, { detail: `cart ${cart.id} product` });
  const detail = db.optionDetail(product, cart.productOptionDetailId);
  const { price, salePrice } = unitPrices(product, detail);
  return { cart, product, detail, unitPrice: price, unitSalePrice: salePrice };
}

/** The line's reason as the cart page shows it under the product, or null. */
export function cartProblem(db: MockDb, cart: StoreCart, viewer: StoreMember | null): string | null {
  const line = priceLine(db, cart);
  const problem = cartProblemOf(cartLineFacts(cart, line.product, line.detail), { authority: levelOf(viewer), now: db.now() });
  return problem ? cartProblemText(problem) : null;
}

export type CartSummaryView = CartTotals<StoreCart, ScenarioDeliveryTemplate>;

/** Totals of priced lines, by the backend's own cart-totals.ts. */
export function summarize(db: MockDb, lines: readonly PricedLine[]): CartSummaryView {
  return cartTotals(
    lines.map((line) => ({
      item: line.cart,
      template: db.template(line.product.deliveryTemplateId),
      count: line.cart.count,
      unitPrice: line.unitPrice,
      unitSalePrice: line.unitSalePrice,
      selected: line.cart.selected,
    })),
  );
}

/** The member's cart lines; `direct` reads the 구매하기 lines instead, which the cart never shows. */
export function cartsOf(db: MockDb, userId: number, direct = false): StoreCart[] {
  return db.state.carts.filter((cart) => cart.userId === userId && (cart.direct ?? false) === direct).sort(newestFirst);
}

export function cartSummary(db: MockDb, userId: number, options: { selectedOnly?: boolean; direct?: boolean } = {}): CartSummaryView {
  const carts = cartsOf(db, userId, options.direct).filter((cart) => !options.selectedOnly || cart.selected);
  return summarize(
    db,
    carts.map((cart) => priceLine(db, cart)),
  );
}

/** What makes two lines the same line: product, combination and texts. */
const keyOfCart = (cart: StoreCart) => cartLineKey(cart.productId, cart.productOptionDetailId, cartInputs(cart));

function ownLine(db: MockDb, viewer: StoreMember, id: number): StoreCart {
  const cart = db.state.carts.find((row) => row.id === id && row.userId === viewer.id);
  if (!cart) throw notFound(CART_LINE_NOT_FOUND_MESSAGE);
  return cart;
}

/** A row's product, combination and texts, checked as the backend's resolveCartRow does. */
export function resolveCartRow(db: MockDb, member: StoreMember, input: DirectCartRow) {
  const product = db.visibleProduct(input.productId, levelOf(member));
  const outsideWindow = saleWindowProblem(availabilityOf(product), db.now());
  if (outsideWindow) throw cartProblemRefusal(product.name, outsideWindow);
  const detail = chooseOptionDetail(product.productOptionDetails, input.productOptionDetailId);
  const inputs = optionInputSlots(product.productOptionInputs, input.productOptionInputs);
  return { product, detail, inputs, stock: stockOf(product, detail) };
}

/**
 * Adds a line, or raises the count of the member's identical line (same product, combination and
 * texts), which is selected again; refused in the real order: product, sale window, option,
 * inputs, the per-line cap, the stock (saying how many are already in the cart), the line cap.
 */
export function createCart(db: MockDb, viewer: StoreMember | null, data: T.CreateCartInput): StoreCart {
  const member = requireViewer(viewer);
  const input = parseInput(createCartSchema, data);
  const { product, detail, inputs } = resolveCartRow(db, member, input);
  const key = cartLineKey(product.id, detail?.id ?? null, inputs);
  const same = cartsOf(db, member.id).find((cart) => keyOfCart(cart) === key);
  const alreadyInCart = same?.count ?? 0;
  const count = checkMergedCount(alreadyInCart, input.count);
  const stock = stockOf(product, detail);
  if (count > stock) throw outOfStock(product.name, stock, alreadyInCart);
  if (same) {
    same.count = count;
    same.selected = true;
    return same;
  }
  if (cartsOf(db, member.id).length >= CART_LIMITS.maxLines) throw new AppError('INVALID_STATE', CART_FULL_MESSAGE);
  return addLine(db, member.id, { productId: product.id, productOptionDetailId: detail?.id ?? null, inputs }, count);
}

/** A new selected line of the member's cart (or a direct one, for 구매하기). */
export function addLine(
  db: MockDb,
  userId: number,
  line: { productId: number; productOptionDetailId: number | null; inputs: readonly (string | null)[] },
  count: number,
  direct = false,
): StoreCart {
  const cart: StoreCart = {
    id: db.nextId('cart'),
    userId,
    productId: line.productId,
    productOptionDetailId: line.productOptionDetailId,
    productOptionInput0: line.inputs[0] ?? null,
    productOptionInput1: line.inputs[1] ?? null,
    productOptionInput2: line.inputs[2] ?? null,
    count,
    selected: true,
    createdAt: db.nowIso(),
    ...(direct ? { direct } : {}),
  };
  db.state.carts.push(cart);
  return cart;
}

/**
 * A released order's lines back in the member's cart (docs/decisions/0025), merged and capped as
 * the backend's cart-restore-rules.ts says; nothing for a withdrawn member.
 */
export function putOrderLinesBackInCart(db: MockDb, userId: number, lines: readonly StoreOrderLine[]): number {
  const member = db.member(userId);
  if (!member || member.resignedAt !== null) return 0;
  return putLinesBack(lines, {
    cart: cartsOf(db, userId),
    keyOfCart,
    keyOfLine: (line) => cartLineKey(line.productId, line.productOptionDetailId, cartInputs(line)),
    add: (line, count) => addLine(db, userId, { ...line, inputs: cartInputs(line) }, count),
  });
}

/** Raising a count past the stock is refused; lowering always works, so a line over the stock can be fixed. */
export function updateCartCount(db: MockDb, viewer: StoreMember | null, data: T.UpdateCartCountInput): StoreCart {
  const member = requireViewer(viewer);
  const input = parseInput(updateCartCountSchema, data);
  const cart = ownLine(db, member, input.id);
  const line = priceLine(db, cart);
  const stock = stockOf(line.product, line.detail);
  if (input.count > cart.count && input.count > stock) throw outOfStock(line.product.name, stock);
  cart.count = input.count;
  return cart;
}

export function toggleCart(db: MockDb, viewer: StoreMember | null, data: T.ToggleCartInput): StoreCart {
  const member = requireViewer(viewer);
  const input = parseInput(toggleCartSchema, data);
  const cart = ownLine(db, member, input.id);
  cart.selected = input.selected ?? !cart.selected;
  return cart;
}

export function toggleCarts(db: MockDb, viewer: StoreMember | null, selected: boolean): StoreCart[] {
  const carts = cartsOf(db, requireViewer(viewer).id);
  for (const cart of carts) cart.selected = selected;
  return carts;
}

/** All or nothing: an id that is not a line of the member's cart is NOT_FOUND and nothing is removed. */
export function removeCarts(db: MockDb, viewer: StoreMember | null, ids: readonly number[]): number[] {
  const member = requireViewer(viewer);
  const wanted = parseCartIds(ids, 'ids', REMOVE_NOTHING_SELECTED);
  const owned = db.state.carts.filter((cart) => cart.userId === member.id && wanted.includes(cart.id));
  if (owned.length !== wanted.length) throw notFound(CART_LINE_NOT_FOUND_MESSAGE);
  db.state.carts = db.state.carts.filter((cart) => !wanted.includes(cart.id));
  return wanted;
}

/**
 * The member's lines `ids` (in the order given) if all of them can be ordered now; otherwise the
 * real refusal: NOT_FOUND for a line that is missing or another member's, then the first rule
 * broken across all lines (NOT_PURCHASABLE, OUT_OF_STOCK, BAD_USER_INPUT), naming the product.
 */
export function orderableLines(db: MockDb, viewer: StoreMember | null, ids: readonly number[], field = 'ids'): PricedLine[] {
  const member = requireViewer(viewer);
  const wanted = parseCartIds(ids, field);
  const carts = wanted.map((id) => db.state.carts.find((row) => row.id === id && row.userId === member.id));
  if (carts.some((cart) => cart === undefined)) throw notFound(CART_LINE_NOT_FOUND_MESSAGE);
  const lines = (carts as StoreCart[]).map((cart) => priceLine(db, cart));
  const refusal = firstCartRefusal(
    lines.map((line) => ({
      productName: line.product.name,
      productId: line.product.id,
      detailId: line.detail?.id ?? null,
      count: line.cart.count,
      factsFor: (demand) => {
        const facts = cartLineFacts(line.cart, line.product, line.detail, demand);
        // Units the member holds (ADR 0076) are out of the stock but still theirs to order.
        return { ...facts, stock: facts.stock + memberHeldUnits(db, member.id, line.product.id, line.detail?.id ?? null) };
      },
    })),
    { authority: levelOf(member), now: db.now() },
  );
  if (refusal) throw refusal;
  return lines;
}
