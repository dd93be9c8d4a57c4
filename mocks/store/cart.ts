// The viewer's cart (PRODUCT.md "Cart and delivery fees"): lines grouped by delivery template,
// totals over the selected lines, each group's fee from the one shared fee function.
import { AppError, badUserInput, forbidden, notFound } from '../../backend/src/graphql/errors';
import { deliveryGroupFee } from '../../backend/src/modules/cart/delivery-fee';
import type * as T from '../__generated__/types';
import { isInSaleWindow, unitPrices } from '../scenarios/pricing';
import type {
  ScenarioDeliveryTemplate,
  ScenarioProduct,
  ScenarioProductOptionDetail,
} from '../scenarios/standard/types';
import { stockOf } from './catalog';
import type { MockDb } from './db';
import { newestFirst } from './paging';
import { notPurchasable, objectParticle, outOfStock, requireViewer } from './refusals';
import type { StoreCart, StoreMember } from './types';

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

export function cartInputs(cart: Pick<StoreCart, 'productOptionInput0' | 'productOptionInput1' | 'productOptionInput2'>) {
  return [cart.productOptionInput0, cart.productOptionInput1, cart.productOptionInput2];
}

type Problem =
  | { kind: 'hidden' | 'notYet' | 'ended' | 'option' }
  | { kind: 'stock'; stock: number }
  | { kind: 'input'; key: string };

/** Why a line cannot be ordered now, checked in the order the buyer can fix them. */
function problemOf(db: MockDb, line: PricedLine, authority: number): Problem | null {
  const { product, cart } = line;
  if (authority < product.productVisible) return { kind: 'hidden' };
  if (!isInSaleWindow(product, db.now())) {
    return product.saleStartedAt && db.now().getTime() < Date.parse(product.saleStartedAt)
      ? { kind: 'notYet' }
      : { kind: 'ended' };
  }
  const needsDetail = product.productOptionDetails.length > 0;
  if (needsDetail !== (line.detail !== null)) return { kind: 'option' };
  const stock = stockOf(product, line.detail);
  if (stock < cart.count) return { kind: 'stock', stock };
  const inputs = cartInputs(cart);
  const missing = [...product.productOptionInputs]
    .sort((a, b) => a.position - b.position)
    .find((input, index) => !inputs[index]?.trim());
  if (missing) return { kind: 'input', key: missing.key };
  return null;
}

function problemText(problem: Problem): string {
  switch (problem.kind) {
    case 'hidden':
      return '판매가 종료된 상품입니다.';
    case 'notYet':
      return '아직 판매 기간이 아닙니다.';
    case 'ended':
      return '판매 기간이 끝났습니다.';
    case 'option':
      return '선택한 옵션을 더 이상 판매하지 않습니다. 옵션을 다시 선택해 주세요.';
    case 'stock':
      return problem.stock <= 0 ? '품절되었습니다.' : `재고가 ${problem.stock}개 남았습니다. 수량을 줄여 주세요.`;
    case 'input':
      return `${problem.key}${objectParticle(problem.key)} 입력해 주세요.`;
  }
}

function problemRefusal(productName: string, problem: Problem): AppError {
  switch (problem.kind) {
    case 'hidden':
      return notPurchasable(productName, '판매가 종료되었습니다.');
    case 'notYet':
      return notPurchasable(productName, '아직 판매 기간이 아닙니다.');
    case 'ended':
      return notPurchasable(productName, '판매 기간이 끝났습니다.');
    case 'option':
      return notPurchasable(productName, '선택한 옵션을 더 이상 판매하지 않습니다. 옵션을 다시 선택해 주세요.');
    case 'stock':
      return outOfStock(productName, problem.stock);
    case 'input':
      return badUserInput(`'${productName}'의 ${problem.key}${objectParticle(problem.key)} 입력해 주세요.`, 'productOptionInputs');
  }
}

export function cartProblem(db: MockDb, cart: StoreCart, authority: number): string | null {
  const problem = problemOf(db, priceLine(db, cart), authority);
  return problem ? problemText(problem) : null;
}

export interface CartGroupView {
  deliveryTemplate: ScenarioDeliveryTemplate;
  carts: StoreCart[];
  deliveryFee: number;
  subtotal: number;
  freeDeliveryRemaining: number | null;
}

export interface CartSummaryView {
  cartsGroupedByDeliveryTemplate: CartGroupView[];
  totalPrice: number;
  discountFee: number;
  deliveryFee: number;
  payablePrice: number;
  count: number;
  selectedCount: number;
}

/** Totals of priced lines; `selected === false` lines are shown in their group but never counted. */
export function summarize(db: MockDb, lines: readonly PricedLine[]): CartSummaryView {
  const groups = new Map<number, PricedLine[]>();
  for (const line of lines) {
    const templateId = line.product.deliveryTemplateId;
    groups.set(templateId, [...(groups.get(templateId) ?? []), line]);
  }
  const counted = lines.filter((line) => line.cart.selected);
  const cartsGroupedByDeliveryTemplate = [...groups].map(([templateId, group]): CartGroupView => {
    const template = db.template(templateId);
    const fee = deliveryGroupFee(
      template,
      group.map((line) => ({ count: line.cart.count, unitSalePrice: line.unitSalePrice, selected: line.cart.selected })),
    );
    return {
      deliveryTemplate: template,
      carts: group.map((line) => line.cart),
      deliveryFee: fee.deliveryFee,
      subtotal: fee.subtotal,
      freeDeliveryRemaining: fee.freeDeliveryRemaining,
    };
  });
  const totalPrice = counted.reduce((sum, line) => sum + line.unitPrice * line.cart.count, 0);
  const discountFee = counted.reduce((sum, line) => sum + (line.unitPrice - line.unitSalePrice) * line.cart.count, 0);
  const deliveryFee = cartsGroupedByDeliveryTemplate.reduce((sum, group) => sum + group.deliveryFee, 0);
  return {
    cartsGroupedByDeliveryTemplate,
    totalPrice,
    discountFee,
    deliveryFee,
    payablePrice: totalPrice - discountFee + deliveryFee,
    count: lines.length,
    selectedCount: counted.length,
  };
}

export function cartsOf(db: MockDb, userId: number): StoreCart[] {
  return db.state.carts.filter((cart) => cart.userId === userId).sort(newestFirst);
}

export function cartSummary(db: MockDb, userId: number, options: { selectedOnly?: boolean } = {}): CartSummaryView {
  const carts = cartsOf(db, userId).filter((cart) => !options.selectedOnly || cart.selected);
  return summarize(
    db,
    carts.map((cart) => priceLine(db, cart)),
  );
}

function ownLine(db: MockDb, viewer: StoreMember, id: number): StoreCart {
  const cart = db.state.carts.find((row) => row.id === id && row.userId === viewer.id);
  if (!cart) throw notFound('장바구니에서 상품을 찾을 수 없습니다. 새로고침한 뒤 다시 시도해 주세요.');
  return cart;
}

function checkCount(count: number): void {
  if (!Number.isInteger(count) || count < 1) throw badUserInput('수량은 1개 이상이어야 합니다.', 'count');
  if (count > 999) throw badUserInput('한 번에 999개까지 담을 수 있습니다.', 'count');
}

/** The buyer's texts for the product's inputs, required, 1-20 characters each. */
export function optionInputsFor(product: ScenarioProduct, given: readonly string[] | null | undefined): (string | null)[] {
  const inputs = [...product.productOptionInputs].sort((a, b) => a.position - b.position);
  const values = given ?? [];
  if (values.length > inputs.length) throw badUserInput('입력할 수 있는 항목보다 많은 값을 보냈습니다.', 'productOptionInputs');
  const texts = inputs.map((input, index) => {
    const text = values[index]?.trim() ?? '';
    if (text.length < 1 || text.length > 20) {
      throw badUserInput(`${input.key}${objectParticle(input.key)} 1~20자로 입력해 주세요.`, 'productOptionInputs');
    }
    return text;
  });
  return [texts[0] ?? null, texts[1] ?? null, texts[2] ?? null];
}

/** The chosen combination: required exactly when the product has combinations. */
export function optionDetailFor(product: ScenarioProduct, detailId: number | null | undefined) {
  if (product.productOptionDetails.length === 0) {
    if (detailId != null) throw badUserInput('이 상품은 옵션을 선택하지 않습니다.', 'productOptionDetailId');
    return null;
  }
  if (detailId == null) throw badUserInput('옵션을 선택해 주세요.', 'productOptionDetailId');
  const detail = product.productOptionDetails.find((row) => row.id === detailId);
  if (!detail) throw badUserInput('선택한 옵션을 찾을 수 없습니다. 옵션을 다시 선택해 주세요.', 'productOptionDetailId');
  return detail;
}

export function createCart(db: MockDb, viewer: StoreMember | null, data: T.CreateCartInput): StoreCart {
  const member = requireViewer(viewer);
  checkCount(data.count);
  const product = db.visibleProduct(data.productId, member.authority);
  const detail = optionDetailFor(product, data.productOptionDetailId);
  const [input0 = null, input1 = null, input2 = null] = optionInputsFor(product, data.productOptionInputs);
  const same = db.state.carts.find(
    (cart) =>
      cart.userId === member.id &&
      cart.productId === product.id &&
      cart.productOptionDetailId === (detail?.id ?? null) &&
      cart.productOptionInput0 === input0 &&
      cart.productOptionInput1 === input1 &&
      cart.productOptionInput2 === input2,
  );
  const count = (same?.count ?? 0) + data.count;
  checkCount(count);
  const candidate: StoreCart = {
    ...blankCart(member.id, product.id),
    productOptionDetailId: detail?.id ?? null,
    productOptionInput0: input0,
    productOptionInput1: input1,
    productOptionInput2: input2,
    count,
  };
  const problem = problemOf(db, { cart: candidate, product, detail, unitPrice: 0, unitSalePrice: 0 }, member.authority);
  if (problem) throw problemRefusal(product.name, problem);
  if (same) {
    same.count = count;
    same.selected = true;
    return same;
  }
  const cart: StoreCart = { ...candidate, id: db.nextId('cart'), createdAt: db.nowIso() };
  db.state.carts.push(cart);
  return cart;
}

function blankCart(userId: number, productId: number): StoreCart {
  return {
    id: 0,
    userId,
    productId,
    productOptionDetailId: null,
    productOptionInput0: null,
    productOptionInput1: null,
    productOptionInput2: null,
    count: 0,
    selected: true,
    createdAt: '',
  };
}

export function updateCartCount(db: MockDb, viewer: StoreMember | null, data: T.UpdateCartCountInput): StoreCart {
  const member = requireViewer(viewer);
  const cart = ownLine(db, member, data.id);
  checkCount(data.count);
  const line = priceLine(db, cart);
  const stock = stockOf(line.product, line.detail);
  if (data.count > cart.count && data.count > stock) throw outOfStock(line.product.name, stock);
  cart.count = data.count;
  return cart;
}

export function toggleCart(db: MockDb, viewer: StoreMember | null, data: T.ToggleCartInput): StoreCart {
  const cart = ownLine(db, requireViewer(viewer), data.id);
  cart.selected = data.selected ?? !cart.selected;
  return cart;
}

export function toggleCarts(db: MockDb, viewer: StoreMember | null, selected: boolean): StoreCart[] {
  const carts = cartsOf(db, requireViewer(viewer).id);
  for (const cart of carts) cart.selected = selected;
  return carts;
}

export function removeCarts(db: MockDb, viewer: StoreMember | null, ids: readonly number[]): number[] {
  const member = requireViewer(viewer);
  const removed = db.state.carts.filter((cart) => cart.userId === member.id && ids.includes(cart.id)).map((cart) => cart.id);
  db.state.carts = db.state.carts.filter((cart) => !removed.includes(cart.id));
  return removed;
}

/** The lines an order would be placed from, each checked as validateCartToOrder promises. */
export function orderableLines(db: MockDb, viewer: StoreMember | null, ids: readonly number[]): PricedLine[] {
  const member = requireViewer(viewer);
  if (ids.length === 0) throw badUserInput('주문할 상품을 선택해 주세요.', 'ids');
  return [...new Set(ids)].map((id) => {
    const cart = db.state.carts.find((row) => row.id === id);
    if (!cart) throw notFound('장바구니에서 상품을 찾을 수 없습니다. 새로고침한 뒤 다시 시도해 주세요.');
    const line = priceLine(db, cart);
    if (cart.userId !== member.id) throw forbidden(`'${line.product.name}' 상품은 다른 회원의 장바구니에 담긴 상품입니다.`);
    const problem = problemOf(db, line, member.authority);
    if (problem) throw problemRefusal(line.product.name, problem);
    return line;
  });
}
