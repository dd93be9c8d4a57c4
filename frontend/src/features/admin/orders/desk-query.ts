// The order desk's address (the contract in docs/decisions/0049-order-desk.md): the filter, order,
// page and saved view as search parameters, so a link from Today or a reload opens the same desk.
// `status` is comma-separated OrderProductStatus values; `product`, `option`, `pickup`, `view` ids;
// `pay` a PayMethod; `from`/`to` YYYY-MM-DD; `ship=1` only 택배 요청 lines; `q` the search; `sort` a
// StaffOrderLineSort; `page`.
import { OrderProductStatus, PayMethod } from '../../../../../domain/enums';
import { ORDER_LINE_SORTS, type OrderLineSort } from '../../../../../domain/order-desk/order-desk';
import type { OrderLineFilter } from '../../../../../domain/order-desk/order-line-filter';
import type { StaffOrderLineFilter } from '../../../lib/__generated__/graphql';
import { paths } from '../../../lib/paths';

export interface DeskQuery {
  statuses: OrderProductStatus[];
  product: number | null;
  option: number | null;
  pay: PayMethod | null;
  from: string | null;
  to: string | null;
  pickup: number | null;
  /** Only pickup lines the buyer asked to have shipped instead (ADR 0070). */
  ship: boolean;
  q: string;
  sort: OrderLineSort;
  page: number;
  view: number | null;
}

export const EMPTY_DESK_QUERY: DeskQuery = {
  statuses: [],
  product: null,
  option: null,
  pay: null,
  from: null,
  to: null,
  pickup: null,
  ship: false,
  q: '',
  sort: 'NEWEST',
  page: 1,
  view: null,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATUSES = new Set<string>(Object.values(OrderProductStatus));
const PAYS = new Set<string>(Object.values(PayMethod));

const idOf = (raw: string | null): number | null => {
  const value = Number(raw);
  return raw && Number.isSafeInteger(value) && value > 0 ? value : null;
};

/**
 * The desk query an address holds. Unknown or malformed values are dropped (a hand-edited
 * address opens the desk, never an error); the server still checks what remains.
 */
export function deskQueryOf(search: string): DeskQuery {
  const params = new URLSearchParams(search);
  const statuses = (params.get('status') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value): value is OrderProductStatus => STATUSES.has(value));
  const pay = params.get('pay');
  const sort = params.get('sort');
  const from = params.get('from');
  const to = params.get('to');
  const product = idOf(params.get('product'));
  return {
    statuses: [...new Set(statuses)],
    product,
    option: product ? idOf(params.get('option')) : null,
    pay: pay && PAYS.has(pay) ? (pay as PayMethod) : null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    pickup: idOf(params.get('pickup')),
    ship: params.get('ship') === '1',
    q: (params.get('q') ?? '').slice(0, 50),
    sort: sort && (ORDER_LINE_SORTS as readonly string[]).includes(sort) ? (sort as OrderLineSort) : 'NEWEST',
    page: idOf(params.get('page')) ?? 1,
    view: idOf(params.get('view')),
  };
}

/** The API's filter for a desk query (what the list, the counts and the courier export read). */
export function deskFilterOf(query: DeskQuery): OrderLineFilter & StaffOrderLineFilter {
  return {
    statuses: query.statuses.length > 0 ? query.statuses : null,
    productId: query.product,
    productOptionDetailId: query.product ? query.option : null,
    payMethod: query.pay,
    from: query.from,
    to: query.to,
    pickupPointId: query.pickup,
    shippingRequested: query.ship ? true : null,
    search: query.q.trim() || null,
  };
}

/** The desk query a saved view opens. */
export function deskQueryOfView(view: { id: number; sort: OrderLineSort; filter: { statuses: readonly OrderProductStatus[]; productId?: number | null; productOptionDetailId?: number | null; payMethod?: PayMethod | null; from?: string | null; to?: string | null; pickupPointId?: number | null; shippingRequested?: boolean | null; search?: string | null } }): DeskQuery {
  const { filter } = view;
  return {
    statuses: [...filter.statuses],
    product: filter.productId ?? null,
    option: filter.productOptionDetailId ?? null,
    pay: filter.payMethod ?? null,
    from: filter.from ?? null,
    to: filter.to ?? null,
    pickup: filter.pickupPointId ?? null,
    ship: filter.shippingRequested === true,
    q: filter.search ?? '',
    sort: view.sort,
    page: 1,
    view: view.id,
  };
}

/** The desk's address for a query (defaults left out, so the plain desk is `/admin/orders`). */
export function deskAddressOf(query: DeskQuery): string {
  return paths.adminOrders({
    status: query.statuses.join(','),
    product: query.product,
    option: query.product ? query.option : null,
    pay: query.pay,
    from: query.from,
    to: query.to,
    pickup: query.pickup,
    ship: query.ship,
    q: query.q.trim(),
    sort: query.sort === 'NEWEST' ? null : query.sort,
    page: query.page,
    view: query.view,
  });
}
