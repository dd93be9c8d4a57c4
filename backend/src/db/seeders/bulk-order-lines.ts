import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A co-op's order history at real size for the order desk's speed goal (issue 16: the first page
 * with any filter under 300 ms at 50,000 lines; docs/decisions/0049-order-desk.md): `lines` order
 * lines, two per order, of up to 400 generated members (one per 125 lines, at least 10) (names and phones to search), over six months,
 * in every status and pay method, one order in six picked up at a group pickup point when the
 * shop has one, the shipped ones with a tracking number. Set-based SQL (generate_series), so
 * 50,000 lines load in seconds; idempotent by the orders' BULK- order numbers.
 */
export const BULK_MEMBERS = 400;
const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권'];
const GIVEN = ['민준', '서연', '도윤', '하은', '시우', '지우', '예준', '수아', '주원', '지민', '하준', '서윤', '유진', '현우', '채원'];

export interface BulkOrderLinesResult {
  /** Lines inserted now (0 when they were already there). */
  inserted: number;
}

// The status of order n: 5% awaiting a deposit, 20% paid, 15% preparing, 15% on the way, 35%
// delivered, 10% cancelled; pay methods cycle, and an unpaid one is always a virtual account.
const STATUS = (n: string) =>
  `(case when (${n} * 31) % 100 < 5 then 'READY' when (${n} * 31) % 100 < 25 then 'PAID' when (${n} * 31) % 100 < 40 then 'PREPARING'
    when (${n} * 31) % 100 < 55 then 'DELIVERING' when (${n} * 31) % 100 < 90 then 'COMPLETED' else 'CANCELLED' end)`;
const PAY = (n: string) => `(case when (${n} * 31) % 100 < 5 then 'vbank' else (array['card','card','kakaopay','vbank','trans','point'])[1 + ${n} % 6] end)`;
const PICKUP = (n: string) => `(${n} % 6 = 0)`;

export async function seedBulkOrderLines(em: EntityManager, options: { universityId: number; lines: number }): Promise<BulkOrderLinesResult> {
  const total = Math.max(0, Math.floor(options.lines));
  if (total === 0) return { inserted: 0 };
  const u = options.universityId;
  const result = await em.transactional(async (tx): Promise<BulkOrderLinesResult> => {
    const db = tx;
    const [existing] = await db.execute<{ lines: string; orders: string }[]>(
      `select count(op.id) as lines, count(distinct o.id) as orders from "order" o left join order_product op on op.order_id = o.id
        where o.university_id = ? and o.m_uid like 'BULK-%'`,
      [u],
    );
    const haveLines = Number(existing?.lines ?? 0);
    if (haveLines >= total) return { inserted: 0 };
    // A few buyers for a few lines (the e2e desk), 400 at real size.
    const members = Math.min(BULK_MEMBERS, Math.max(10, Math.ceil(total / 125)));
    await db.execute(
      `insert into "user" (university_id, email, name, tel, recommendation_code, created_at, updated_at)
       select ?, 'bulk-buyer-' || n || '@example.com', (?::text[])[1 + n % ?] || (?::text[])[1 + (n / ?) % ?],
              '+8210' || (20000000 + (n * 7919) % 79000000)::text, 'BULKBUYER' || n, now() - interval '1 year', now()
         from generate_series(1, ?) as n
       on conflict do nothing`,
      [u, pgArray(SURNAMES), SURNAMES.length, pgArray(GIVEN), SURNAMES.length, GIVEN.length, members],
    );
    await db.execute(
      `insert into user_config (user_id, marketing) select u.id, false from "user" u
        where u.university_id = ? and u.email like 'bulk-buyer-%' and not exists (select 1 from user_config c where c.user_id = u.id)`,
      [u],
    );
    const firstOrder = Number(existing?.orders ?? 0) + 1;
    const lastOrder = firstOrder + Math.ceil((total - haveLines) / 2) - 1;
    const span = `(${lastOrder}::numeric)`;
    await db.execute(
      `insert into "order" (user_id, university_id, paid_price, point_using, m_uid, delivery_fee, total_price, discount_fee, cancel_price, created_at, updated_at)
       select m.ids[1 + (n * 7) % array_length(m.ids, 1)], ?, 0, case when n % 9 = 0 then 1000 else 0 end, 'BULK-' || lpad(n::text, 8, '0'),
              case when ${PICKUP('n')} then 0 else 3000 end, 0, 0, 0,
              now() - ((${span} - n) / ${span}) * interval '180 days' - (n % 13) * interval '37 minutes', now()
         from generate_series(?::int, ?::int) as n
        cross join (select array_agg(id order by id) as ids from "user" where university_id = ? and email like 'bulk-buyer-%') as m`,
      [u, firstOrder, lastOrder, u],
    );
    // Statistics inside the load too: planned as empty tables, the joins below would loop.
    await db.execute('analyze "user", "order"');
    // The catalogue lines are drawn from: every product (with its combinations), and the ones
    // handed over at a group pickup point for pickup orders.
    await db.execute(
      `create temporary table bulk_catalogue on commit drop as
       select row_number() over (partition by picked order by p.id, pod.id) as rn, picked, p.id as product_id, pod.id as pod_id, p.name,
              p.delivery_template_id, p.price + coalesce(pod.price, 0) as price, p.sale_price + coalesce(pod.price, 0) as sale_price,
              coalesce(concat_ws(' / ', pod.option0, pod.option1, pod.option2), '') as option_text
         from product p
         left join product_option_detail pod on pod.product_id = p.id
         cross join lateral (select exists (select 1 from product_group_delivery g where g.product_id = p.id and g.pickup_point_id is not null) as picked) as k
        where p.university_id = ?`,
      [u],
    );
    await db.execute('create index on bulk_catalogue (picked, rn)');
    await db.execute('analyze bulk_catalogue');
    const sizes = await db.execute<{ picked: boolean; size: string }[]>('select picked, count(*) as size from bulk_catalogue group by picked');
    const picked = Number(sizes.find((row) => row.picked)?.size ?? 0);
    const shipped = Number(sizes.find((row) => !row.picked)?.size ?? 0);
    if (shipped === 0) throw new Error(`university ${u} has no products: seed the demo shop first`);
    await db.execute(
      `insert into order_product (order_id, product_id, product_option_detail_id, product_option_input0, delivery_template_id, count, price, sale_price,
                                  paid_price, delivery_fee, point_using, status, product_name, option_text, cancel_reason, completed_at, created_at, updated_at)
       select o.id, c.product_id, c.pod_id, case when l % 11 = 0 then '이니셜 ' || chr(65 + l % 26) || chr(65 + (l / 26) % 26) end, c.delivery_template_id,
              1 + l % 3, c.price, c.sale_price, c.sale_price * (1 + l % 3) - case when l % 2 = 1 then o.point_using else 0 end,
              case when l % 2 = 1 then o.delivery_fee else 0 end, case when l % 2 = 1 then o.point_using else 0 end,
              ${STATUS('x.n')}, c.name, c.option_text, case when ${STATUS('x.n')} = 'CANCELLED' then '단순 변심' end,
              case when ${STATUS('x.n')} = 'COMPLETED' then o.created_at + interval '4 days' end, o.created_at, o.created_at + interval '1 day'
         from generate_series(?::int, ?::int) as l
        cross join lateral (select ${firstOrder} + (l - ?) / 2 as n) as x
         join "order" o on o.m_uid = 'BULK-' || lpad(x.n::text, 8, '0')
         cross join lateral (select ${PICKUP('x.n')} and ${picked > 0} as picked) as k
         join bulk_catalogue c on c.picked = k.picked and c.rn = 1 + (l * 13) % (case when k.picked then ${picked} else ${shipped} end)`,
      [haveLines + 1, total, haveLines + 1],
    );
    await db.execute('analyze order_product');
    await db.execute(
      `update "order" o set total_price = t.goods, paid_price = greatest(0, t.goods + o.delivery_fee - o.point_using),
              cancel_price = case when t.cancelled then greatest(0, t.goods + o.delivery_fee - o.point_using) else 0 end
         from (select order_id, sum(sale_price * count) as goods, bool_and(status = 'CANCELLED') as cancelled from order_product group by order_id) as t
        where t.order_id = o.id and o.m_uid like 'BULK-%' and o.total_price = 0`,
    );
    await db.execute(
      `insert into order_specification (order_id, pay_method, status, vbank_num, vbank_name, vbank_holder, vbank_date, imp_uid, pg_provider, paid_at, created_at)
       select o.id, ${PAY('x.n')}, case ${STATUS('x.n')} when 'READY' then 'READY' when 'CANCELLED' then 'CANCELLED' else 'PAID' end,
              case when ${PAY('x.n')} = 'vbank' then '5610' || lpad(x.n::text, 8, '0') end, case when ${PAY('x.n')} = 'vbank' then '국민은행' end,
              case when ${PAY('x.n')} = 'vbank' then '한빛생협' end, case when ${PAY('x.n')} = 'vbank' then o.created_at + interval '3 days' end,
              case when ${STATUS('x.n')} <> 'READY' and ${PAY('x.n')} <> 'point' then 'imp_bulk_' || x.n end,
              case when ${PAY('x.n')} = 'kakaopay' then 'kakaopay' when ${PAY('x.n')} <> 'point' then 'tosspayments' end,
              case when ${STATUS('x.n')} <> 'READY' then o.created_at + interval '5 minutes' end, o.created_at
         from "order" o cross join lateral (select substring(o.m_uid from 6)::int as n) as x
        where o.university_id = ? and o.m_uid like 'BULK-%' and not exists (select 1 from order_specification s where s.order_id = o.id)`,
      [u],
    );
    // One address per shipped order: the CTE is read twice, so each order's new id is drawn once.
    await db.execute(
      `with pairs as (select o.id as order_id, nextval(pg_get_serial_sequence('order_delivery', 'id')) as delivery_id, u.name, u.tel
                        from "order" o join "user" u on u.id = o.user_id
                       where o.university_id = ? and o.m_uid like 'BULK-%' and o.order_delivery_id is null and o.delivery_fee > 0),
            added as (insert into order_delivery (id, name, post_code, address, detail_address, tel, note)
                      select delivery_id, name, '0' || (3000 + order_id % 6000)::text, '서울특별시 서대문구 연세로 ' || (1 + order_id % 50),
                             (100 + order_id % 900) || '호', tel, case when order_id % 4 = 0 then '문 앞에 놓아 주세요' end from pairs returning id)
       update "order" o set order_delivery_id = p.delivery_id from pairs p where o.id = p.order_id and exists (select 1 from added)`,
      [u],
    );
    await db.execute(
      `insert into order_product_shipping (order_product_id, shipping_number, order_delivery_company_id, status, created_at)
       select op.id, lpad((600000000000 + op.id)::text, 12, '0'), c.ids[1 + op.id % array_length(c.ids, 1)],
              case when op.status = 'COMPLETED' then 'COMPLETED' else 'DELIVERING' end, op.created_at + interval '2 days'
         from order_product op join "order" o on o.id = op.order_id
        cross join (select array_agg(id order by id) as ids from order_delivery_company) as c
        where o.university_id = ? and o.m_uid like 'BULK-%' and o.order_delivery_id is not null
          and op.status in ('DELIVERING', 'COMPLETED') and c.ids is not null
          and not exists (select 1 from order_product_shipping s where s.order_product_id = op.id)`,
      [u],
    );
    return { inserted: total - haveLines };
  });
  // Fresh statistics so the planner sees 50,000 lines, not an empty table (as bulk-catalogue.ts).
  // VACUUM too: it marks the pages all-visible, so counts can be answered from the indexes alone.
  if (result.inserted > 0) await em.getConnection().execute('vacuum analyze "user", "order", order_product, order_specification, order_delivery, order_product_shipping');
  return result;
}

function pgArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
