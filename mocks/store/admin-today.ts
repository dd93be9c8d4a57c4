// The Today page and the numbers in the mocked API (docs/decisions/0054-today-and-numbers.md):
// the same domain rules over the store's orders, reviews, restocks, points and the refunds desk's
// cancel requests and refunds (mocks/store/refund-desk.ts).
import {
  TODAY_KINDS,
  TODAY_ROW_LIMIT,
  isLateShipping,
  isVbankExpiring,
  type TodayKind,
} from '../../domain/admin-today/today-rules';
import { buildSalesReport, parseSalesPeriod, type SalesLine } from '../../domain/admin-today/sales-report';
import { seoulDayEnd, seoulDayStart } from '../../domain/order-desk/order-line-filter';
import { isSoldOut } from '../scenarios/pricing';
import type { MockDb } from './db';
import { deskOf } from './refund-desk';
import { requireStaffReader } from './refusals';
import type { StoreMember } from './types';

interface TodayRow {
  id: number;
  label: string;
  at: string | null;
  orderId: number | null;
  productId: number | null;
}

const byAt = (a: TodayRow, b: TodayRow) => (a.at ?? '\uffff').localeCompare(b.at ?? '\uffff') || a.id - b.id;

function paidLines(db: MockDb) {
  return db.state.orders.flatMap((order) => order.lines.map((line) => ({ order, line })));
}

function rowsOf(db: MockDb, kind: TodayKind, now: Date): TodayRow[] {
  switch (kind) {
    case 'TO_CONFIRM':
      return paidLines(db)
        .filter(({ line }) => line.status === 'PAID')
        .map(({ order, line }) => ({ id: line.id, label: line.productName, at: order.specification.paidAt, orderId: order.id, productId: line.productId }))
        .sort(byAt);
    case 'LATE_SHIPPING':
      return paidLines(db)
        .flatMap(({ order, line }) => {
          const deliverEndedAt = db.product(line.productId)?.deliverEndedAt ?? null;
          const paidAt = order.specification.paidAt;
          const late = isLateShipping(
            { status: line.status, paidAt: paidAt ? new Date(paidAt) : null, deliverEndedAt: deliverEndedAt ? new Date(deliverEndedAt) : null },
            now,
          );
          return late ? [{ id: line.id, label: line.productName, at: deliverEndedAt ?? paidAt, orderId: order.id, productId: line.productId }] : [];
        })
        .sort(byAt);
    case 'CANCEL_REQUESTS':
      return deskOf(db)
        .requests.filter((request) => request.status === 'REQUESTED')
        .flatMap((request) => {
          const found = paidLines(db).find(({ line }) => line.id === request.orderProductId);
          return found ? [{ id: request.id, label: found.line.productName, at: request.createdAt, orderId: found.order.id, productId: found.line.productId }] : [];
        })
        .sort(byAt);
    case 'FAILED_REFUNDS':
      return deskOf(db)
        .refunds.filter((refund) => refund.status === 'FAILED')
        .map((refund) => {
          const order = db.state.orders.find((row) => row.id === refund.orderId);
          const line = order?.lines.find((row) => row.id === refund.orderProductId);
          return { id: refund.id, label: line?.productName ?? '', at: refund.createdAt, orderId: refund.orderId, productId: line?.productId ?? null };
        })
        .sort(byAt);
    case 'REVIEWS_WAITING':
      return db.state.reviews
        .filter((review) => review.status === 'READY')
        .map((review) => ({ id: review.id, label: db.product(review.productId)?.name ?? '', at: review.createdAt, orderId: null, productId: review.productId }))
        .sort(byAt);
    case 'SOLD_OUT_WAITING': {
      const waiting = new Map<number, { count: number; since: string }>();
      for (const row of db.state.restocks) {
        const seen = waiting.get(row.productId);
        waiting.set(row.productId, { count: (seen?.count ?? 0) + 1, since: seen && seen.since < row.createdAt ? seen.since : row.createdAt });
      }
      return [...waiting]
        .flatMap(([productId, { count, since }]) => {
          const product = db.product(productId);
          if (!product || product.universityId !== db.universityId || !isSoldOut(product)) return [];
          return [{ id: productId, label: `${product.name} · ${count}명 대기`, at: since, orderId: null, productId, count }];
        })
        .sort((a, b) => b.count - a.count || byAt(a, b))
        .map(({ count: _count, ...row }) => row);
    }
    case 'VBANK_EXPIRING':
      return db.state.orders
        .filter((order) =>
          isVbankExpiring(
            { ...order.specification, vbankDate: order.specification.vbankDate ? new Date(order.specification.vbankDate) : null },
            now,
          ),
        )
        .map((order) => ({ id: order.id, label: `${order.mUid} · ${order.paidPrice}원`, at: order.specification.vbankDate, orderId: order.id, productId: null }))
        .sort(byAt);
  }
}

export function staffToday(db: MockDb, viewer: StoreMember | null) {
  requireStaffReader(viewer);
  const now = db.now();
  return {
    at: now.toISOString(),
    items: TODAY_KINDS.map((kind) => {
      const rows = rowsOf(db, kind, now);
      return { kind, count: rows.length, rows: rows.slice(0, TODAY_ROW_LIMIT) };
    }),
  };
}

export function staffSalesReport(db: MockDb, viewer: StoreMember | null, args: { from: string; to: string }) {
  requireStaffReader(viewer);
  const period = parseSalesPeriod(args);
  const start = seoulDayStart(period.from).getTime();
  const end = seoulDayEnd(period.to).getTime();
  const within = (at: string | null) => at !== null && Date.parse(at) >= start && Date.parse(at) < end;
  const lines = db.state.orders.flatMap((order) =>
    within(order.specification.paidAt)
      ? order.lines.map(
          (line): SalesLine => ({
            ...line,
            orderId: order.id,
            payMethod: order.specification.payMethod,
            paidAt: new Date(order.specification.paidAt!),
          }),
        )
      : [],
  );
  const codeOf = new Map(db.catalogue.pointTypes.map((type) => [type.id, type.code]));
  const points = db.state.points
    .filter((row) => within(row.createdAt))
    .map((row) => ({ status: row.status, typeCode: codeOf.get(row.pointTypeId) ?? '', value: row.value }));
  return buildSalesReport(period, lines, points);
}
