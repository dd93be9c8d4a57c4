import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderCancelRequestStatus, PayMethod, StaffRefundStatus } from '../../../../domain/enums';
import type { OrderProductStatus } from '../../../../domain/enums';
import type { StaffCancelRequest, StaffRefund } from '../../graphql/__generated__/resolvers-types';

/*
 * The desk's rows as the screens read them, joined in one query (buyer, order number, product):
 * a page of 10 costs one statement, not one per row.
 */

interface RefundRow {
  id: number;
  order_id: number;
  m_uid: string;
  order_product_id: number | null;
  product_name: string | null;
  other_lines: number;
  buyer_name: string;
  pay_method: PayMethod | null;
  amount: number;
  reason: string;
  status: StaffRefundStatus;
  attempts: number;
  last_error: string | null;
  next_retry_at: Date | null;
  created_at: Date;
  done_at: Date | null;
}

const REFUND_SELECT = `select r.id, r.order_id, o.m_uid, r.order_product_id, op.product_name,
    r.line_count - 1 as other_lines,
    u.name as buyer_name, os.pay_method, r.amount, r.reason, r.status, r.attempts, r.last_error, r.next_retry_at, r.created_at, r.done_at
  from refund r join "order" o on o.id = r.order_id join "user" u on u.id = o.user_id
  left join order_specification os on os.order_id = o.id left join order_product op on op.id = r.order_product_id`;

function refundOf(row: RefundRow): StaffRefund {
  const name = row.product_name ?? '';
  return {
    id: row.id,
    orderId: row.order_id,
    orderMUid: row.m_uid,
    orderProductId: row.order_product_id,
    productName: row.other_lines > 0 ? `${name} 외 ${row.other_lines}건` : name,
    buyerName: row.buyer_name,
    payMethod: row.pay_method,
    amount: row.amount,
    reason: row.reason,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextRetryAt: row.next_retry_at ? new Date(row.next_retry_at) : null,
    createdAt: new Date(row.created_at),
    doneAt: row.done_at ? new Date(row.done_at) : null,
  };
}

export async function readStaffRefunds(
  em: EntityManager,
  universityId: number,
  { status, id, limit, offset }: { status?: StaffRefundStatus | null; id?: number; limit: number; offset: number },
): Promise<{ items: StaffRefund[]; total: number }> {
  const where = ['r.university_id = ?'];
  const params: unknown[] = [universityId];
  if (status) {
    where.push('r.status = ?');
    params.push(status);
  }
  if (id !== undefined) {
    where.push('r.id = ?');
    params.push(id);
  }
  const clause = where.join(' and ');
  const rows = await em.execute<RefundRow[]>(`${REFUND_SELECT} where ${clause} order by r.id desc limit ? offset ?`, [...params, limit, offset]);
  const [count] = await em.execute<{ total: number }[]>(`select count(*)::int as total from refund r where ${clause}`, params);
  return { items: rows.map(refundOf), total: count?.total ?? 0 };
}

export async function readStaffRefund(em: EntityManager, universityId: number, id: number): Promise<StaffRefund> {
  const { items } = await readStaffRefunds(em, universityId, { id, limit: 1, offset: 0 });
  if (!items[0]) throw new Error(`Refund ${id} vanished`);
  return items[0];
}

interface RequestRow {
  id: number;
  order_id: number;
  m_uid: string;
  order_product_id: number;
  product_name: string;
  buyer_name: string;
  line_status: OrderProductStatus;
  reason: string;
  status: OrderCancelRequestStatus;
  answer: string | null;
  created_at: Date;
  decided_at: Date | null;
}

export async function readStaffCancelRequests(
  em: EntityManager,
  universityId: number,
  { status, id, limit, offset }: { status?: OrderCancelRequestStatus | null; id?: number; limit: number; offset: number },
): Promise<{ items: StaffCancelRequest[]; total: number }> {
  const where = ['o.university_id = ?'];
  const params: unknown[] = [universityId];
  if (status) {
    where.push('q.status = ?');
    params.push(status);
  }
  if (id !== undefined) {
    where.push('q.id = ?');
    params.push(id);
  }
  const from = `from order_cancel_request q join order_product op on op.id = q.order_product_id join "order" o on o.id = op.order_id
    join "user" u on u.id = q.user_id where ${where.join(' and ')}`;
  const rows = await em.execute<RequestRow[]>(
    `select q.id, o.id as order_id, o.m_uid, op.id as order_product_id, op.product_name, u.name as buyer_name, op.status as line_status,
       q.reason, q.status, q.answer, q.created_at, q.decided_at ${from} order by q.id asc limit ? offset ?`,
    [...params, limit, offset],
  );
  const [count] = await em.execute<{ total: number }[]>(`select count(*)::int as total ${from}`, params);
  const items = rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    orderMUid: row.m_uid,
    orderProductId: row.order_product_id,
    productName: row.product_name,
    buyerName: row.buyer_name,
    lineStatus: row.line_status,
    reason: row.reason,
    status: row.status,
    answer: row.answer,
    createdAt: new Date(row.created_at),
    decidedAt: row.decided_at ? new Date(row.decided_at) : null,
  }));
  return { items, total: count?.total ?? 0 };
}
