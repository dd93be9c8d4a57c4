// The order desk's list and status tabs (docs/decisions/0049-order-desk.md): one statement for a
// page (its rows and the matching total), one for the counts per status, both from the shared
// `orderLineWhere`, so the desk, the courier export and the numbers read the same lines.
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseInput } from '../../../../domain/errors/input';
import { DESK_PAGE_SIZE, DESK_STATUSES, deskPageInput, deskSortInput, lineInputs, type OrderLineSort } from '../../../../domain/order-desk/order-desk';
import type { OrderProductStatus, PayMethod } from '../../../../domain/enums';
import type { OrderLineFilter } from '../../../../domain/order-desk/order-line-filter';
import type * as G from '../../graphql/__generated__/resolvers-types';
import type { StaffScope } from '../staff/staff-access';
import { ORDER_LINE_FROM, orderLineWhere } from './order-line-filter-sql';
import { LINE_PICKUP_POINT } from '../pickup/pickup-lines';

// Every order ends with the line id so equal keys never shuffle lines between pages.
const ORDER_BY: Record<OrderLineSort, string> = {
  NEWEST: 'op.created_at desc, op.id desc',
  OLDEST: 'op.created_at asc, op.id asc',
  AMOUNT_HIGH: 'op.paid_price desc, op.id desc',
  AMOUNT_LOW: 'op.paid_price asc, op.id asc',
  BUYER_NAME: 'u.name asc, op.id desc',
};

/** The columns a desk row needs, shared by the page and the order page's lines. */
export const LINE_COLUMNS = `op.id, op.order_id, o.m_uid, o.created_at as ordered_at, u.name as buyer_name, u.tel as buyer_tel,
  op.product_id, op.product_name, op.option_text, op.product_option_input0, op.product_option_input1, op.product_option_input2,
  op.count, op.paid_price, op.status, os.pay_method, op.shipping_requested_at is not null as shipping_requested,
  case when o.order_delivery_id is null then (select coalesce(pp.name, pgd.name) from product_group_delivery pgd
    left join class_order co on co.id = op.class_order_id
    left join pickup_point pp on pp.id = ${LINE_PICKUP_POINT} where pgd.product_id = op.product_id) end as pickup_point_name,
  (select json_build_object('companyName', c.content, 'shippingNumber', s.shipping_number) from order_product_shipping s
    join order_delivery_company c on c.id = s.order_delivery_company_id
    where s.order_product_id = op.id order by s.id desc limit 1) as tracking`;

export interface LineRow {
  id: number | string;
  order_id: number | string;
  m_uid: string;
  ordered_at: Date | string;
  buyer_name: string;
  buyer_tel: string | null;
  product_id: number | string;
  product_name: string;
  option_text: string;
  product_option_input0: string | null;
  product_option_input1: string | null;
  product_option_input2: string | null;
  count: number | string;
  paid_price: number | string;
  status: OrderProductStatus;
  pay_method: PayMethod;
  pickup_point_name: string | null;
  shipping_requested: boolean;
  tracking: { companyName: string; shippingNumber: string } | string | null;
}

export function lineOfRow(row: LineRow): G.StaffOrderLine {
  const tracking = typeof row.tracking === 'string' ? (JSON.parse(row.tracking) as { companyName: string; shippingNumber: string }) : row.tracking;
  return {
    id: Number(row.id),
    orderId: Number(row.order_id),
    mUid: row.m_uid,
    orderedAt: new Date(row.ordered_at),
    buyerName: row.buyer_name,
    buyerTel: row.buyer_tel,
    productId: Number(row.product_id),
    productName: row.product_name,
    optionText: row.option_text,
    inputs: lineInputs({
      productOptionInput0: row.product_option_input0,
      productOptionInput1: row.product_option_input1,
      productOptionInput2: row.product_option_input2,
    }),
    count: Number(row.count),
    paidPrice: Number(row.paid_price),
    status: row.status,
    payMethod: row.pay_method,
    pickupPointName: row.pickup_point_name,
    shippingRequested: row.shipping_requested === true,
    tracking: tracking ?? null,
  };
}


/**
 * One page of the lines the filter keeps, with the total. The total is a scalar subquery over the
 * same condition rather than a window count, so the page itself can stop after its 50 rows when
 * an index gives the order (ADR 0049's plans).
 */
/**
 * The tables a count needs: the line and its order (the shop), the payment only for a pay-method
 * filter. The search is a semi-join on the order, so the buyer is never joined: fewer joins let
 * the planner count from the indexes instead of reading every line (ADR 0049).
 */
function countFrom(filter: OrderLineFilter): string {
  return `order_product op join "order" o on o.id = op.order_id${filter.payMethod ? ' join order_specification os on os.order_id = o.id' : ''}`;
}

export type OrderLinesArgs = { filter?: G.StaffOrderLineFilter | null; sort?: G.StaffOrderLineSort | null; page?: number | null };

/** The page's one statement (exported for the bench's EXPLAIN): its rows and the matching total. */
export function orderLinesPageSql(scope: StaffScope, args: OrderLinesArgs) {
  const where = orderLineWhere(scope, args.filter);
  const sort = parseInput(deskSortInput, args.sort, 'sort');
  const page = parseInput(deskPageInput, args.page, 'page');
  return {
    where,
    sql: `select ${LINE_COLUMNS}, (select count(*) from ${countFrom(where.filter)} where ${where.sql}) as total
      from ${ORDER_LINE_FROM} where ${where.sql}
      order by ${ORDER_BY[sort]} limit ? offset ?`,
    params: [...where.params, ...where.params, DESK_PAGE_SIZE, (page - 1) * DESK_PAGE_SIZE],
  };
}

/**
 * One page of the lines the filter keeps, with the total. The total is a scalar subquery over the
 * same condition rather than a window count, so the page itself can stop after its 50 rows when
 * an index gives the order (ADR 0049's plans).
 */
export async function listOrderLines(em: EntityManager, scope: StaffScope, args: OrderLinesArgs): Promise<G.StaffOrderLinePage> {
  const { where, sql, params } = orderLinesPageSql(scope, args);
  const rows = await em.execute<(LineRow & { total: string | number })[]>(sql, params);
  const total = rows[0] ? Number(rows[0].total) : await countLines(em, where);
  return { total, items: rows.map(lineOfRow) };
}

// A page past the end has no row to carry the total.
async function countLines(em: EntityManager, where: { sql: string; params: unknown[]; filter: OrderLineFilter }): Promise<number> {
  const [row] = await em.execute<{ total: string }[]>(`select count(*) as total from ${countFrom(where.filter)} where ${where.sql}`, where.params);
  return Number(row?.total ?? 0);
}

/** How many lines of each status the filter keeps when its own statuses are set aside (the tabs). */
/** The counts' one statement (exported for the bench's EXPLAIN). */
export function orderLineCountsSql(scope: StaffScope, filter: G.StaffOrderLineFilter | null | undefined) {
  const where = orderLineWhere(scope, { ...(filter ?? {}), statuses: null });
  return { sql: `select op.status, count(*) as count from ${countFrom(where.filter)} where ${where.sql} group by op.status`, params: where.params };
}

/** How many lines of each status the filter keeps when its own statuses are set aside (the tabs). */
export async function countOrderLines(em: EntityManager, scope: StaffScope, filter: G.StaffOrderLineFilter | null | undefined): Promise<G.StaffOrderLineCount[]> {
  const { sql, params } = orderLineCountsSql(scope, filter);
  const rows = await em.execute<{ status: OrderProductStatus; count: string }[]>(sql, params);
  const counted = new Map(rows.map((row) => [row.status, Number(row.count)]));
  return DESK_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 }));
}

// Raw rows carry timestamptz as Postgres text ("2026-11-01 00:00:00+00"); the DateTime scalar takes a Date.
const instantOrNull = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));

/** The pickers' choices: products and combinations that have lines in this shop, and its pickup points. */
export async function orderDeskPickers(em: EntityManager, scope: StaffScope): Promise<G.StaffOrderDeskPickers> {
  const rows = await em.execute<{ product_id: number; name: string; option_id: number | null; option_text: string }[]>(
    `select op.product_id, max(op.product_name) as name, op.product_option_detail_id as option_id, max(op.option_text) as option_text
       from order_product op join "order" o on o.id = op.order_id where o.university_id = ? group by op.product_id, op.product_option_detail_id`,
    [scope.universityId],
  );
  const points = await em.execute<{ id: number; name: string }[]>('select id, name from pickup_point where university_id = ? order by name, id', [scope.universityId]);
  // The sale windows of the ordered products: the desk offers each as a period.
  const windows = new Map(
    (
      await em.execute<{ id: number; sale_started_at: string | Date | null; sale_ended_at: string | Date | null }[]>(
        'select p.id, p.sale_started_at, p.sale_ended_at from product p where p.university_id = ? and exists (select 1 from order_product op where op.product_id = p.id)',
        [scope.universityId],
      )
    ).map((row) => [Number(row.id), { saleStartedAt: instantOrNull(row.sale_started_at), saleEndedAt: instantOrNull(row.sale_ended_at) }]),
  );
  const products = new Map<number, G.StaffOrderDeskProduct>();
  for (const row of rows) {
    const window = windows.get(Number(row.product_id));
    const product = products.get(Number(row.product_id)) ?? {
      id: Number(row.product_id),
      name: row.name,
      options: [],
      saleStartedAt: window?.saleStartedAt ?? null,
      saleEndedAt: window?.saleEndedAt ?? null,
    };
    products.set(product.id, product);
    if (row.option_id !== null) product.options.push({ id: Number(row.option_id), text: row.option_text || `#${row.option_id}` });
  }
  const byText = (a: { text: string }, b: { text: string }) => a.text.localeCompare(b.text, 'ko');
  return {
    products: [...products.values()].map((product) => ({ ...product, options: product.options.sort(byText) })).sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.id - b.id),
    pickupPoints: points.map((point) => ({ id: Number(point.id), name: point.name })),
  };
}
