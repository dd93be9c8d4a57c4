import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedRows, type PreparedRead } from '../../db/prepared';
import { notFound } from '../../../../domain/errors/errors';
import { User } from '../account/user.entity';
import { viewerLevel } from '../../../../domain/catalog/visibility';
import type { Cart } from './cart.entity';
import { CART_LINE_NOT_FOUND_MESSAGE, MAX_IDS, parseCartIds } from '../../../../domain/cart/cart-input';
import { cartLineFacts, loadCartLines } from './cart-lines';
import { firstCartRefusal } from '../../../../domain/cart/cart-rules';
import type { StockDemand } from '../order/checkout-admission';

// Namespace of the per-member cart lock among Postgres advisory locks ("CART").
const CART_LOCK_SPACE = 0x43415254;

/**
 * Serialises one member's cart writes until the transaction ends: two taps adding the same line
 * merge into one, the line cap holds, and an order placed from lines another request is changing
 * waits for it. An advisory lock rather than a row lock, so that nothing else about the member
 * (points, profile) waits on the cart.
 */
export async function lockMemberCart(em: EntityManager, userId: number): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(?, ?)', [CART_LOCK_SPACE, userId]);
}

interface LineFactsRow {
  id: number;
  count: number;
  detail_id: number | null;
  product_id: number;
  name: string;
  product_visible: number;
  sale_started_at: Date | string | null;
  sale_ended_at: Date | string | null;
  stock: number;
  /** Units of this line's stock row the member holds (ADR 0076): already out of `stock`, still theirs to order. */
  held: number;
  missing_detail: boolean;
  authority: number;
}

const dateOrNull = (value: Date | string | null): Date | null => (value == null ? null : new Date(value));

const LINE_FACTS: PreparedRead = {
  name: 'cart_line_facts',
  text: `select c.id, c.count, c.product_option_detail_id as detail_id, p.id as product_id, p.name,
      p.product_visible, p.sale_started_at, p.sale_ended_at,
      case when c.product_option_detail_id is null then p.count else d.count end as stock,
      (select coalesce(sum(h.units), 0)::int from stock_hold h
        where h.user_id = u.id and h.product_id = p.id and h.order_id is null and h.expires_at > $1
          and h.product_option_detail_id is not distinct from c.product_option_detail_id) as held,
      coalesce(d.retired, false) or (c.product_option_detail_id is null
        and exists (select 1 from product_option_detail x where x.product_id = p.id and not x.retired)) as missing_detail,
      u.authority
    from "user" u
    join cart c on c.user_id = u.id
    join product p on p.id = c.product_id and p.university_id = u.university_id
    left join product_option_detail d on d.id = c.product_option_detail_id
    where u.id = $2 and c.id = any($3::int[])`,
};

/** The facts of the member's lines `ids` in one plain statement; null when a line is missing. */
async function readLineFacts(em: EntityManager, { userId, ids, now }: { userId: number; ids: readonly number[]; now: Date }): Promise<LineFactsRow[] | null> {
  if (ids.length === 0) return null;
  const rows = await preparedRows<LineFactsRow>(em, LINE_FACTS, [now, userId, ids]);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const ordered = ids.map((id) => byId.get(id));
  return ordered.some((row) => row === undefined) ? null : (ordered as LineFactsRow[]);
}

/** Units of a stock row (`d<detail id>` or `p<product id>`) this order has already claimed (docs/decisions/0078). */
export type OwnClaims = (key: string) => number;

const noClaims: OwnClaims = () => 0;

/** The stock row a line sells from, as checkout claims name it. */
export const stockKeyOf = (productId: number, detailId: number | null): string => (detailId == null ? `p${productId}` : `d${detailId}`);

/**
 * The refusal loadOrderableCarts would give for a rule ranked before the option inputs
 * (NOT_PURCHASABLE, OUT_OF_STOCK), from the plain facts; null when there is none. Inputs are
 * never read here: their refusal ranks last, so it cannot come before one this finds.
 */
function refusalOf(lines: readonly LineFactsRow[], { userId, now, own = noClaims }: { userId: number; now: Date; own?: OwnClaims }) {
  return firstCartRefusal(
    lines.map((row) => ({
      productName: row.name,
      productId: Number(row.product_id),
      detailId: row.detail_id == null ? null : Number(row.detail_id),
      count: Number(row.count),
      factsFor: (demand) => ({
        product: {
          productVisible: Number(row.product_visible),
          saleStartedAt: dateOrNull(row.sale_started_at),
          saleEndedAt: dateOrNull(row.sale_ended_at),
        },
        missingOptionDetail: Boolean(row.missing_detail),
        // The member's held units (ADR 0076) and the units this order claimed (ADR 0078) were
        // taken from the row for them: they are still theirs to buy.
        stock: Number(row.stock ?? 0) + Number(row.held ?? 0) + own(stockKeyOf(Number(row.product_id), row.detail_id == null ? null : Number(row.detail_id))),
        demand,
        inputKeys: [],
        inputRules: [],
        inputs: [],
      }),
    })),
    { authority: viewerLevel({ userId, authority: Number(lines[0]!.authority) }), now },
  );
}

async function stockOrPurchaseRefusal(em: EntityManager, args: { userId: number; ids: readonly number[]; now: Date; own?: OwnClaims }) {
  const lines = await readLineFacts(em, args);
  return { refusal: lines ? refusalOf(lines, args) : null, held: new Map(lines?.map((row) => [Number(row.id), Number(row.held ?? 0)])) };
}

/**
 * Before placeOrder's transaction: the refusal of a rule ranked before the option inputs
 * (NOT_PURCHASABLE, OUT_OF_STOCK), from one plain unlocked read, thrown. Otherwise each line's
 * demand on its stock row as read, for the checkout admission; none when the ids are not valid
 * or a line is missing (the transaction then answers with the full check). Refusing here is
 * sound without a lock: the stock or the rule was broken when it was read.
 */
export async function refuseUnorderableEarly(
  em: EntityManager,
  { userId, cartIds, now }: { userId: number; cartIds: unknown; now: Date },
): Promise<StockDemand[]> {
  if (!Array.isArray(cartIds) || cartIds.length === 0 || cartIds.length > MAX_IDS || !cartIds.every((id) => Number.isSafeInteger(id))) return [];
  const lines = await readLineFacts(em, { userId, ids: [...new Set(cartIds as number[])], now });
  if (!lines) return [];
  const refusal = refusalOf(lines, { userId, now });
  if (refusal) throw refusal;
  // Held units are the member's already (ADR 0076): only what a line asks beyond them is claimed
  // (ADR 0078). A row held for several lines counts its units once, on its first lines.
  const heldLeft = new Map<string, number>();
  return lines.flatMap((row) => {
    const productOptionDetailId = row.detail_id == null ? null : Number(row.detail_id);
    const key = stockKeyOf(Number(row.product_id), productOptionDetailId);
    const held = heldLeft.get(key) ?? Number(row.held ?? 0);
    const count = Math.max(0, Number(row.count) - held);
    heldLeft.set(key, held - (Number(row.count) - count));
    return count > 0 ? [{ key, productId: Number(row.product_id), productOptionDetailId, productName: row.name, count, stock: Number(row.stock ?? 0) }] : [];
  });
}

export async function loadOrderableCarts(
  em: EntityManager,
  {
    userId,
    cartIds,
    now,
    field = 'cartIds',
    own = noClaims,
  }: {
    userId: number;
    cartIds: readonly number[];
    now: Date;
    field?: string;
    own?: OwnClaims;
  },
): Promise<Cart[]> {
  const ids = parseCartIds(cartIds, field);
  await lockMemberCart(em, userId);
  // Most refusals (a sold-out rush) are answered from one plain read before any entity is built.
  // It runs after a claim too: a refusal is then unlikely, but the read also gives each line's
  // held units (ADR 0076), which the rules below must count as the member's.
  const early = await stockOrPurchaseRefusal(em, { userId, ids, now, own });
  if (early.refusal) throw early.refusal;
  const member = await em.findOneOrFail(User, userId);
  // A line of another university's product (tenants share the database) is nothing this shop
  // sells: it reads as missing, never as a product name from elsewhere.
  const carts = await loadCartLines(em, { id: { $in: ids }, user: userId, product: { university: member.university.id } });
  const byId = new Map(carts.map((cart) => [cart.id, cart]));
  const ordered = ids.map((id) => byId.get(id));
  if (ordered.some((cart) => cart === undefined)) throw notFound(CART_LINE_NOT_FOUND_MESSAGE);
  const lines = ordered as Cart[];

  const refusal = firstCartRefusal(
    lines.map((cart) => ({
      productName: cart.product.name,
      productId: cart.product.id,
      detailId: cart.productOptionDetail?.id ?? null,
      count: cart.count,
      factsFor: (demand) => {
        const facts = cartLineFacts(cart, demand);
        return { ...facts, stock: facts.stock + (early.held.get(cart.id) ?? 0) + own(stockKeyOf(cart.product.id, cart.productOptionDetail?.id ?? null)) };
      },
    })),
    { authority: viewerLevel({ userId, authority: member.authority }), now },
  );
  if (refusal) throw refusal;

  for (const cart of lines) cart.deliveryTemplate = cart.product.deliveryTemplate;
  return lines;
}
