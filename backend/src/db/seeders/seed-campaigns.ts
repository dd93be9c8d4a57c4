import type { EntityManager } from '@mikro-orm/postgresql';
import { CampaignSettleMode, CampaignStatus, OrderProductStatus } from '../../../../domain/enums';

/**
 * The demo shop's group purchases (docs/decisions/0062-campaign-core.md): 한빛 클래식 과잠 running
 * near its goal (132 of 150, D-3, PAY_NOW) and 2025 총학생회 과잠 closed CONFIRMED two weeks ago,
 * each with its participants' paid orders. Set-based SQL (generate_series) so it loads in one
 * go; the participants are generated members who cannot sign in (no password).
 */
// `freezeDays`: the closed one still lets its members swap sizes for a few days before production
// starts, so the demo shows a freeze to come (and staff can freeze by hand, ADR 0066).
export const DEMO_CAMPAIGNS = [
  { key: 'RUN', productId: 5, minUnits: 150, maxUnits: 200, perMemberLimit: 2, participants: 132, days: 3, freezeDays: 3, status: CampaignStatus.OPEN, lineStatus: OrderProductStatus.PAID },
  { key: 'DONE', productId: 4, minUnits: 40, maxUnits: null, perMemberLimit: 1, participants: 48, days: -14, freezeDays: 3, status: CampaignStatus.CONFIRMED, lineStatus: OrderProductStatus.PREPARING },
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the Seoul day `days` from `now` (23:59:59 KST), where co-op deadlines fall. */
function seoulDayEnd(now: Date, days: number): Date {
  const seoul = new Date(now.getTime() + 9 * 3600_000 + days * DAY_MS);
  return new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate(), 14, 59, 59));
}

export async function seedDemoCampaigns(em: EntityManager, universityId: number, now: Date): Promise<void> {
  for (const demo of DEMO_CAMPAIGNS) {
    const closesAt = seoulDayEnd(now, demo.days);
    const [campaign] = await em.execute<{ id: number }[]>(
      `insert into campaign (university_id, product_id, min_units, max_units, per_member_limit, closes_at, production_freeze_at,
                             settle_mode, status, closed_at, close_outcome, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (product_id) do nothing returning id`,
      [
        universityId, demo.productId, demo.minUnits, demo.maxUnits, demo.perMemberLimit, closesAt, seoulDayEnd(now, demo.freezeDays), CampaignSettleMode.PAY_NOW,
        demo.status, demo.status === CampaignStatus.CONFIRMED ? closesAt : null, demo.status === CampaignStatus.CONFIRMED ? demo.status : null,
        new Date(now.getTime() - 20 * DAY_MS), now,
      ],
    );
    if (!campaign) continue;
    const tag = `campaign-${demo.key.toLowerCase()}`;
    await em.execute(
      `insert into "user" (university_id, email, name, tel, recommendation_code, created_at, updated_at)
       select ?, ? || '-' || n || '@example.com', (array['김','이','박','최','정','강','조','윤'])[1 + n % 8] || (array['민준','서연','도윤','하은','시우','지우','예준','수아','주원'])[1 + n % 9],
              '+8210' || (30000000 + n * 7919 + ?)::text, upper(?) || n, ?, ?
         from generate_series(1, ?) as n`,
      [universityId, tag, demo.productId * 100_000, tag.replace('-', ''), now, now, demo.participants],
    );
    await em.execute(
      `insert into user_config (user_id, marketing) select id, false from "user" where email like ? || '-%@example.com'`,
      [tag],
    );
    // One order of one unit per participant, paid, across the product's combinations.
    await em.execute(
      `with buyers as (select id, row_number() over (order by id) as n from "user" where email like ? || '-%@example.com'),
            details as (select d.id, d.price, concat_ws(' / ', d.option0, d.option1, d.option2) as text, row_number() over (order by d.id) as n,
                               count(*) over () as total from product_option_detail d where d.product_id = ? and not d.retired and d.count > 0),
            placed as (
              insert into "order" (user_id, university_id, paid_price, point_using, m_uid, delivery_fee, total_price, discount_fee, cancel_price, created_at, updated_at)
              select b.id, ?, p.sale_price + coalesce(d.price, 0), 0, 'CAMP-' || ? || '-' || lpad(b.n::text, 4, '0'), 0, p.sale_price + coalesce(d.price, 0), 0, 0,
                     ?::timestamptz - (b.n || ' hours')::interval, ?
                from buyers b join product p on p.id = ? left join details d on d.n = 1 + (b.n * 7) % d.total
              returning id, user_id, paid_price, created_at)
       insert into order_product (order_id, product_id, product_option_detail_id, delivery_template_id, count, price, sale_price, paid_price,
                                  delivery_fee, point_using, status, product_name, option_text, created_at, updated_at)
       select o.id, p.id, d.id, p.delivery_template_id, 1, p.price + coalesce(d.price, 0), o.paid_price, o.paid_price, 0, 0, ?, p.name,
              coalesce(d.text, ''), o.created_at, o.created_at
         from placed o join buyers b on b.id = o.user_id join product p on p.id = ? left join details d on d.n = 1 + (b.n * 7) % d.total`,
      [tag, demo.productId, universityId, demo.key, closesAt, now, demo.productId, demo.lineStatus, demo.productId],
    );
    await em.execute(
      `insert into order_specification (order_id, pay_method, status, pg_provider, paid_at, created_at)
       select o.id, 'card', 'PAID', 'tosspayments', o.created_at + interval '2 minutes', o.created_at
         from "order" o where o.m_uid like 'CAMP-' || ? || '-%' and not exists (select 1 from order_specification s where s.order_id = o.id)`,
      [demo.key],
    );
  }
}
