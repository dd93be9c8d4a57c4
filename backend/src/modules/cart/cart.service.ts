import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  CreateCartInput,
  ToggleCartInput,
  UpdateCartCountInput,
} from '../../graphql/__generated__/resolvers-types';
import { AppError, notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { User } from '../account/user.entity';
import { getVisibleProduct } from '../catalog/product.service';
import type { TenantViewer, ViewerLike } from '../../../../domain/catalog/visibility';
import { ProductOptionDetail } from '../catalog/product-option-detail.entity';
import { Cart } from './cart.entity';
import {
  CART_FULL_MESSAGE,
  CART_LINE_NOT_FOUND_MESSAGE,
  checkMergedCount,
  chooseOptionDetail,
  createCartSchema,
  optionAxisIds,
  optionInputSlots,
  parseCartIds,
  REMOVE_NOTHING_SELECTED,
  toggleCartSchema,
  updateCartCountSchema,
} from '../../../../domain/cart/cart-input';
import { cartLineProblem, completeCartLines, loadCartLines } from './cart-lines';
import { CART_LIMITS, cartProblemRefusal, cartProblemText, outOfStock, saleWindowProblem } from '../../../../domain/cart/cart-rules';
import type { CartSummaryParent } from './cart-summary';
import { loadOrderableCarts, lockMemberCart } from './cart-validation';
import type { DirectCartRow } from '../../../../domain/cart/direct-checkout';

/** The member's whole cart (or only its selected lines, for checkout); its fields load what they need (cart-summary.ts). */
export function cartSummary(userId: number, { selectedOnly = false, direct = false }: { selectedOnly?: boolean; direct?: boolean } = {}): CartSummaryParent {
  return { userId, selectedOnly, direct };
}

/** The Korean reason a loaded line cannot be ordered now, or null. */
export function cartProblemFor(cart: Cart, viewer: ViewerLike | null, now: Date = new Date()): string | null {
  const problem = cartLineProblem(cart, viewer?.authority ?? 0, now);
  return problem ? cartProblemText(problem) : null;
}

async function ownLine(em: EntityManager, viewer: ViewerLike, id: number): Promise<Cart> {
  const [cart] = await loadCartLines(em, { id, user: viewer.userId });
  if (!cart) throw notFound(CART_LINE_NOT_FOUND_MESSAGE);
  return cart;
}

/** A row's product, combination and texts, checked as an add is (visible, sale window, option, inputs). */
export async function resolveCartRow(em: EntityManager, viewer: TenantViewer, input: DirectCartRow, now: Date) {
  const product = await getVisibleProduct(em, input.productId, viewer, viewer.universityId);
  const outsideWindow = saleWindowProblem(product, now);
  if (outsideWindow) throw cartProblemRefusal(product.name, outsideWindow);
  await em.populate(product, ['productOptions', 'productOptionInputs', 'deliveryTemplate']);
  const details = await em.find(ProductOptionDetail, { product: product.id, retired: false });
  const detail = chooseOptionDetail(details, input.productOptionDetailId);
  const inputs = optionInputSlots(product.productOptionInputs.getItems(), input.productOptionInputs);
  return { product, detail, inputs, stock: detail ? detail.count : product.count };
}

/** A new line of the member's cart (or, for 구매하기, a direct one) from a resolved row. */
export function newCartLine(em: EntityManager, userId: number, row: Awaited<ReturnType<typeof resolveCartRow>>, count: number, direct = false): Cart {
  const [productOptionId0, productOptionId1, productOptionId2] = optionAxisIds(row.product.productOptions.getItems());
  const [input0, input1, input2] = row.inputs;
  return em.create(Cart, {
    user: em.getReference(User, userId),
    product: row.product,
    productOptionDetail: row.detail,
    productOptionId0,
    productOptionId1,
    productOptionId2,
    productOptionInput0: input0,
    productOptionInput1: input1,
    productOptionInput2: input2,
    deliveryTemplate: row.product.deliveryTemplate,
    count,
    selected: true,
    direct,
  });
}

/**
 * Adds a line, or raises the count of the member's identical line (same product, combination and
 * texts), which is selected again. Refuses a product the member cannot see (NOT_FOUND), one
 * outside its sale window, an invalid option or input, more than the stock or the caps.
 */
export async function addToCart(
  em: EntityManager,
  viewer: TenantViewer,
  data: CreateCartInput,
  now: Date = new Date(),
): Promise<Cart> {
  const input = parseInput(createCartSchema, data);
  const row = await resolveCartRow(em, viewer, input, now);
  const { product, detail, stock } = row;
  const [input0, input1, input2] = row.inputs;

  await lockMemberCart(em, viewer.userId);
  const same = await em.findOne(Cart, {
    user: viewer.userId,
    direct: false,
    product: product.id,
    productOptionDetail: detail?.id ?? null,
    productOptionInput0: input0,
    productOptionInput1: input1,
    productOptionInput2: input2,
  });
  const alreadyInCart = same?.count ?? 0;
  const count = checkMergedCount(alreadyInCart, input.count);
  if (count > stock) throw outOfStock(product.name, stock, alreadyInCart);

  let cart = same;
  if (cart) {
    cart.count = count;
    cart.selected = true;
    cart.deliveryTemplate = product.deliveryTemplate;
  } else {
    if ((await em.count(Cart, { user: viewer.userId, direct: false })) >= CART_LIMITS.maxLines) {
      throw new AppError('INVALID_STATE', CART_FULL_MESSAGE);
    }
    cart = newCartLine(em, viewer.userId, row, count);
  }
  await em.flush();
  const [line] = await completeCartLines(em, [cart]);
  return line!;
}

/**
 * A new count for the member's line. Raising it past the stock is refused; lowering it always
 * works, so a line left over the stock can be fixed.
 */
export async function changeCartCount(em: EntityManager, viewer: ViewerLike, data: UpdateCartCountInput): Promise<Cart> {
  const input = parseInput(updateCartCountSchema, data);
  const cart = await ownLine(em, viewer, input.id);
  const stock = cart.stockLeft();
  if (input.count > cart.count && input.count > stock) throw outOfStock(cart.product.name, stock);
  cart.count = input.count;
  cart.deliveryTemplate = cart.product.deliveryTemplate;
  await em.flush();
  return cart;
}

/** Selects or deselects one of the member's lines; without `selected` it flips. */
export async function toggleCartLine(em: EntityManager, viewer: ViewerLike, data: ToggleCartInput): Promise<Cart> {
  const input = parseInput(toggleCartSchema, data);
  const cart = await ownLine(em, viewer, input.id);
  cart.selected = input.selected ?? !cart.selected;
  await em.flush();
  return cart;
}

/** The select-all checkbox: every line of the member's cart. */
export async function toggleAllCartLines(em: EntityManager, viewer: ViewerLike, selected: boolean): Promise<Cart[]> {
  const carts = await loadCartLines(em, { user: viewer.userId, direct: false });
  for (const cart of carts) cart.selected = selected;
  await em.flush();
  return carts;
}

/**
 * Removes the member's lines `ids` and answers them. All or nothing: an id that is not a line of
 * the member's cart (another member's, or already gone) is NOT_FOUND and nothing is removed, so
 * the page refreshes instead of showing a cart it no longer has.
 */
export async function removeCartLines(em: EntityManager, viewer: ViewerLike, ids: readonly number[]): Promise<number[]> {
  const wanted = parseCartIds(ids, 'ids', REMOVE_NOTHING_SELECTED);
  const owned = await em.count(Cart, { id: { $in: wanted }, user: viewer.userId });
  if (owned !== wanted.length) throw notFound(CART_LINE_NOT_FOUND_MESSAGE);
  await em.nativeDelete(Cart, { id: { $in: wanted }, user: viewer.userId });
  return wanted;
}

/** True when every line can be ordered now; otherwise the refusal naming the product. */
export async function validateCartToOrder(
  em: EntityManager,
  viewer: ViewerLike,
  ids: readonly number[],
  now: Date = new Date(),
): Promise<boolean> {
  await loadOrderableCarts(em, { userId: viewer.userId, cartIds: ids, now, field: 'ids' });
  return true;
}
