// The order desk over the mock store's orders (docs/decisions/0049-order-desk.md): the same filter
// parse, matching, order, page size, history and view rules from domain/order-desk as the real
// SQL services. The mocked shop has one university, so another tenant's order is an unknown id.
import { badUserInput } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import {
  compareDeskLines,
  DESK_PAGE_SIZE,
  DESK_STATUSES,
  deskPageInput,
  deskSortInput,
  lineInputs,
  lineMatchesFilter,
  ORDER_DESK_MESSAGES,
  ORDER_VIEW_LIMIT,
  orderHistory,
  orderNotFound,
  orderViewNotFound,
  saveOrderViewInput,
  type DeskLineFacts,
} from '../../domain/order-desk/order-desk';
import { orderLineFilterInput, type OrderLineFilter } from '../../domain/order-desk/order-line-filter';
import type * as T from '../__generated__/types';
import type { MockDb } from './db';
import { requireStaffReader } from './refusals';
import { linePickupPointId } from './pickup';
import type { StoreMember, StoreOrder, StoreOrderLine, StoreOrderView } from './types';

interface DeskLine {
  facts: DeskLineFacts;
  order: StoreOrder;
  line: StoreOrderLine;
}

function pickupOf(db: MockDb, order: StoreOrder, line: StoreOrderLine): { id: number | null; name: string | null } {
  if (order.delivery) return { id: null, name: null };
  const group = db.product(line.productId)?.productGroupDelivery ?? null;
  // A class line's point is its class order's (ADR 0069), as the pickup roster reads it.
  const pointId = linePickupPointId(db, line) ?? group?.pickupPointId ?? null;
  const point = pointId ? db.catalogue.pickupPoints.find((row) => row.id === pointId) : undefined;
  return { id: pointId, name: point?.name ?? group?.name ?? null };
}

function deskLines(db: MockDb): DeskLine[] {
  return db.state.orders.flatMap((order) =>
    order.lines.map((line) => ({
      order,
      line,
      facts: {
        id: line.id,
        status: line.status,
        productId: line.productId,
        productOptionDetailId: line.productOptionDetailId,
        payMethod: order.specification.payMethod,
        createdAt: new Date(line.createdAt),
        pickupPointId: pickupOf(db, order, line).id,
        shippingRequested: line.shippingRequestedAt !== null,
        mUid: order.mUid,
        buyerName: order.buyer.name,
        buyerTel: order.buyer.tel,
        paidPrice: line.paidPrice,
      },
    })),
  );
}

function lineShape(db: MockDb, { order, line }: DeskLine): T.StaffOrderLine {
  const company = line.shipping ? db.catalogue.deliveryCompanies.find((row) => row.id === line.shipping!.orderDeliveryCompanyId) : undefined;
  return {
    __typename: 'StaffOrderLine',
    shippingRequested: line.shippingRequestedAt !== null,
    id: line.id,
    orderId: order.id,
    mUid: order.mUid,
    orderedAt: order.createdAt,
    buyerName: order.buyer.name,
    buyerTel: order.buyer.tel,
    productId: line.productId,
    productName: line.productName,
    optionText: line.optionText,
    inputs: lineInputs(line),
    count: line.count,
    paidPrice: line.paidPrice,
    status: line.status,
    payMethod: order.specification.payMethod,
    pickupPointName: pickupOf(db, order, line).name,
    tracking: line.shipping ? { __typename: 'StaffOrderLineTracking', companyName: company?.content ?? '', shippingNumber: line.shipping.shippingNumber } : null,
  };
}

export function staffOrderLines(db: MockDb, viewer: StoreMember | null, args: T.QueryStaffOrderLinesArgs): T.StaffOrderLinePage {
  requireStaffReader(viewer);
  const filter = parseInput(orderLineFilterInput, args.filter ?? {});
  const sort = parseInput(deskSortInput, args.sort, 'sort');
  const page = parseInput(deskPageInput, args.page, 'page');
  const matching = deskLines(db)
    .filter((row) => lineMatchesFilter(filter, row.facts))
    .sort((a, b) => compareDeskLines(sort)(a.facts, b.facts));
  const start = (page - 1) * DESK_PAGE_SIZE;
  return { __typename: 'StaffOrderLinePage', total: matching.length, items: matching.slice(start, start + DESK_PAGE_SIZE).map((row) => lineShape(db, row)) };
}

export function staffOrderLineCounts(db: MockDb, viewer: StoreMember | null, args: T.QueryStaffOrderLineCountsArgs): T.StaffOrderLineCount[] {
  requireStaffReader(viewer);
  const filter = parseInput(orderLineFilterInput, { ...(args.filter ?? {}), statuses: null });
  const matching = deskLines(db).filter((row) => lineMatchesFilter(filter, row.facts));
  return DESK_STATUSES.map((status) => ({ __typename: 'StaffOrderLineCount', status, count: matching.filter((row) => row.facts.status === status).length }));
}

export function staffOrder(db: MockDb, viewer: StoreMember | null, id: number): T.StaffOrder {
  requireStaffReader(viewer);
  const order = db.state.orders.find((row) => row.id === id);
  if (!order) throw orderNotFound();
  const rows = deskLines(db).filter((row) => row.order.id === order.id).sort((a, b) => a.line.id - b.line.id);
  const lines = rows.map((row) => lineShape(db, row));
  const lineIds = new Set(order.lines.map((line) => line.id));
  const spec = order.specification;
  return {
    __typename: 'StaffOrder',
    id: order.id,
    mUid: order.mUid,
    createdAt: order.createdAt,
    buyer: { __typename: 'StaffOrderBuyer', id: order.userId, name: order.buyer.name, email: order.buyer.email, tel: order.buyer.tel },
    delivery: order.delivery
      ? {
          __typename: 'StaffOrderAddress',
          name: order.delivery.name,
          postCode: order.delivery.postCode,
          address: order.delivery.address,
          detailAddress: order.delivery.detailAddress,
          tel: order.delivery.tel,
          note: order.delivery.note ?? null,
        }
      : null,
    pickupPointName: order.delivery ? null : (lines.find((line) => line.pickupPointName)?.pickupPointName ?? null),
    payment: {
      __typename: 'StaffOrderPayment',
      payMethod: spec.payMethod,
      status: spec.status,
      mUid: order.mUid,
      impUid: spec.impUid,
      pgProvider: spec.impUid ? (spec.payMethod === 'kakaopay' ? 'kakaopay' : 'tosspayments') : null,
      paidAt: spec.paidAt,
      totalPrice: order.totalPrice,
      discountFee: order.discountFee,
      deliveryFee: order.deliveryFee,
      pointUsing: order.pointUsing,
      paidPrice: order.paidPrice,
      cancelPrice: order.cancelPrice,
      vbankName: spec.vbankName,
      vbankNum: spec.vbankNum,
      vbankHolder: spec.vbankHolder,
      vbankDate: spec.vbankDate,
      refundBankName: order.refundBankName,
      refundAccount: order.refundAccount,
      refundHolder: order.refundHolder,
      failReason: spec.failReason,
    },
    lines,
    history: orderHistory({
      createdAt: new Date(order.createdAt),
      paidAt: spec.paidAt ? new Date(spec.paidAt) : null,
      buyerName: order.buyer.name,
      lines: order.lines.map((line) => ({
        id: line.id,
        productName: line.productName,
        status: line.status,
        cancelReason: line.cancelReason,
        updatedAt: new Date(line.createdAt),
      })),
      audits: db.state.staffAudit
        .filter((row) => row.objectType === 'ORDER_PRODUCT' && lineIds.has(row.objectId))
        .map((row) => ({
          objectId: row.objectId,
          summary: row.summary,
          staffName: row.staffUserId !== null ? (db.member(row.staffUserId)?.name ?? null) : null,
          staffUserId: row.staffUserId,
          createdAt: new Date(row.createdAt),
          after: row.after,
        })),
    }).map((event) => ({ __typename: 'StaffOrderEvent', ...event, at: event.at.toISOString() })),
  };
}

function viewShape(view: StoreOrderView): T.StaffOrderView {
  const filter = view.filter;
  return {
    __typename: 'StaffOrderView',
    id: view.id,
    name: view.name,
    sort: view.sort,
    createdAt: view.createdAt,
    filter: {
      __typename: 'StaffOrderLineFilterValue',
      statuses: filter.statuses ?? [],
      productId: filter.productId ?? null,
      productOptionDetailId: filter.productOptionDetailId ?? null,
      payMethod: filter.payMethod ?? null,
      from: filter.from ?? null,
      to: filter.to ?? null,
      pickupPointId: filter.pickupPointId ?? null,
      shippingRequested: filter.shippingRequested ?? null,
      search: filter.search ?? null,
    },
  };
}

const viewsOf = (db: MockDb) => (db.state.orderViews ??= []);

export function staffOrderViews(db: MockDb, viewer: StoreMember | null): T.StaffOrderView[] {
  const staff = requireStaffReader(viewer);
  return viewsOf(db)
    .filter((view) => view.ownerId === staff.id)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id))
    .map(viewShape);
}

export function saveOrderView(db: MockDb, viewer: StoreMember | null, args: T.MutationStaffSaveOrderViewArgs): T.StaffOrderView {
  const staff = requireStaffReader(viewer);
  const { name, sort } = parseInput(saveOrderViewInput, { name: args.name, sort: args.sort });
  const filter: OrderLineFilter = parseInput(orderLineFilterInput, args.filter ?? {}, 'filter');
  const views = viewsOf(db);
  const existing = views.find((view) => view.ownerId === staff.id && view.name === name);
  if (existing) {
    Object.assign(existing, { filter, sort });
    return viewShape(existing);
  }
  if (views.filter((view) => view.ownerId === staff.id).length >= ORDER_VIEW_LIMIT) throw badUserInput(ORDER_DESK_MESSAGES.viewLimit, 'name');
  const view: StoreOrderView = { id: Math.max(0, ...views.map((row) => row.id)) + 1, ownerId: staff.id, name, filter, sort, createdAt: db.nowIso() };
  views.push(view);
  return viewShape(view);
}

export function deleteOrderView(db: MockDb, viewer: StoreMember | null, id: number): boolean {
  const staff = requireStaffReader(viewer);
  const views = viewsOf(db);
  const index = views.findIndex((view) => view.id === id && view.ownerId === staff.id);
  if (index < 0) throw orderViewNotFound();
  views.splice(index, 1);
  return true;
}

export function staffOrderDeskPickers(db: MockDb, viewer: StoreMember | null): T.StaffOrderDeskPickers {
  requireStaffReader(viewer);
  const products = new Map<number, T.StaffOrderDeskProduct>();
  for (const line of db.state.orders.flatMap((order) => order.lines)) {
    const sold = db.product(line.productId);
    const product = products.get(line.productId) ?? {
      __typename: 'StaffOrderDeskProduct' as const,
      id: line.productId,
      name: line.productName,
      options: [],
      saleStartedAt: sold?.saleStartedAt ?? null,
      saleEndedAt: sold?.saleEndedAt ?? null,
    };
    products.set(line.productId, product);
    if (line.productOptionDetailId !== null && !product.options.some((option) => option.id === line.productOptionDetailId)) {
      product.options.push({ __typename: 'StaffOrderDeskOption', id: line.productOptionDetailId, text: line.optionText || `#${line.productOptionDetailId}` });
    }
  }
  const byText = (a: { text: string }, b: { text: string }) => a.text.localeCompare(b.text, 'ko');
  return {
    __typename: 'StaffOrderDeskPickers',
    products: [...products.values()].map((product) => ({ ...product, options: [...product.options].sort(byText) })).sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.id - b.id),
    pickupPoints: [...db.catalogue.pickupPoints]
      .sort((a, b) => a.name.localeCompare(b.name, 'ko') || a.id - b.id)
      .map((point) => ({ __typename: 'StaffOrderDeskPickupPoint', id: point.id, name: point.name })),
  };
}
