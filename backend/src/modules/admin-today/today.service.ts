import type { EntityManager } from '@mikro-orm/postgresql';
import {
  TODAY_KINDS,
  TODAY_ROW_LIMIT,
  lateShippingCutoff,
  vbankWarningUntil,
  type TodayKind,
} from '../../../../domain/admin-today/today-rules';
import type { StaffScope } from '../staff/staff-access';

interface TodayRow {
  id: number;
  label: string;
  at: Date | null;
  orderId: number | null;
  productId: number | null;
}

// Each item is one statement returning its count and its oldest rows together (a window count
// over the rows that wait), tenant-scoped; the seven run one after another on the request's
// connection. The rules (cut-offs) come from domain/admin-today/today-rules.ts.
const ITEMS: Record<TodayKind, { sql: string; params: (scope: StaffScope, now: Date) => unknown[] }> = {
  TO_CONFIRM: {
    sql: `select op.id, op.product_name as label, os.paid_at as at, o.id as order_id, op.product_id
            from order_product op join "order" o on o.id = op.order_id join order_specification os on os.order_id = o.id
           where o.university_id = ? and op.status = 'PAID'
           order by os.paid_at nulls last, op.id`,
    params: (scope) => [scope.universityId],
  },
  LATE_SHIPPING: {
    sql: `select op.id, op.product_name as label, coalesce(p.deliver_ended_at, os.paid_at) as at, o.id as order_id, op.product_id
            from order_product op join "order" o on o.id = op.order_id join order_specification os on os.order_id = o.id
            join product p on p.id = op.product_id
           where o.university_id = ? and op.status in ('PAID', 'PREPARING')
             and (case when p.deliver_ended_at is not null then p.deliver_ended_at < ? else os.paid_at < ? end)
           order by 3, op.id`,
    params: (scope, now) => [scope.universityId, now, lateShippingCutoff(now)],
  },
  CANCEL_REQUESTS: {
    sql: `select r.id, op.product_name as label, r.created_at as at, o.id as order_id, op.product_id
            from order_cancel_request r join order_product op on op.id = r.order_product_id join "order" o on o.id = op.order_id
           where o.university_id = ? and r.status = 'REQUESTED'
           order by r.created_at, r.id`,
    params: (scope) => [scope.universityId],
  },
  FAILED_REFUNDS: {
    sql: `select f.id, o.m_uid || ' · ' || f.amount || '원' as label, f.updated_at as at, o.id as order_id, null::int as product_id
            from refund f join "order" o on o.id = f.order_id
           where f.university_id = ? and o.university_id = f.university_id and f.status = 'FAILED'
           order by f.updated_at, f.id`,
    params: (scope) => [scope.universityId],
  },
  REVIEWS_WAITING: {
    sql: `select rv.id, p.name as label, rv.created_at as at, null::int as order_id, p.id as product_id
            from review rv join product p on p.id = rv.product_id
           where p.university_id = ? and rv.status = 'READY'
           order by rv.created_at, rv.id`,
    params: (scope) => [scope.universityId],
  },
  SOLD_OUT_WAITING: {
    sql: `select p.id, p.name || ' · ' || count(*) || '명 대기' as label, min(n.created_at) as at, null::int as order_id, p.id as product_id
            from product_restock_notification n join product p on p.id = n.product_id
           where p.university_id = ?
             and (case when exists (select 1 from product_option_detail d where d.product_id = p.id and not d.retired)
                       then not exists (select 1 from product_option_detail d where d.product_id = p.id and not d.retired and d.count > 0)
                       else p.count <= 0 end)
           group by p.id
           order by count(*) desc, min(n.created_at), p.id`,
    params: (scope) => [scope.universityId],
  },
  VBANK_EXPIRING: {
    sql: `select o.id, o.m_uid || ' · ' || o.paid_price || '원' as label, os.vbank_date as at, o.id as order_id, null::int as product_id
            from "order" o join order_specification os on os.order_id = o.id
           where o.university_id = ? and os.pay_method = 'vbank' and os.status = 'READY'
             and os.vbank_date >= ? and os.vbank_date < ?
           order by os.vbank_date, o.id`,
    params: (scope, now) => [scope.universityId, now, vbankWarningUntil(now)],
  },
};

interface RawRow {
  id: number;
  label: string;
  at: Date | string | null;
  order_id: number | null;
  product_id: number | null;
  total: string | number;
}

async function item(em: EntityManager, scope: StaffScope, kind: TodayKind, now: Date) {
  const { sql, params } = ITEMS[kind];
  const rows = await em.execute<RawRow[]>(
    `select w.*, count(*) over () as total from (${sql}) w limit ${TODAY_ROW_LIMIT}`,
    params(scope, now),
  );
  const count = rows.length === 0 ? 0 : Number(rows[0]!.total);
  return {
    kind,
    count,
    rows: rows.map((row): TodayRow => ({
      id: row.id,
      label: row.label,
      at: row.at === null ? null : new Date(row.at),
      orderId: row.order_id,
      productId: row.product_id,
    })),
  };
}

/** docs/product-rules.md#today: every item with its count and its oldest rows. */
export async function staffToday(em: EntityManager, scope: StaffScope, now = new Date()) {
  const items = [];
  for (const kind of TODAY_KINDS) items.push(await item(em, scope, kind, now));
  return { items, at: now };
}
