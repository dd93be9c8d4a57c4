// Set-based bench data for the courier export (ADR 0051): `count` PREPARING lines, each in an order
// of its own with a delivery address and a payment record, cloned in four INSERT … SELECT
// statements from one seeded order that has a delivery address. Independent of the desk's seeder.
import type { EntityManager } from '@mikro-orm/postgresql';

async function columnsOf(em: EntityManager, table: string): Promise<string[]> {
  const rows = await em.execute<{ column_name: string }[]>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = ? order by ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/** Copies row `templateId` of `table` once per g in 1..count with ids base+g; `set` overrides columns (SQL over g). */
async function cloneRows(em: EntityManager, table: string, templateId: number, count: number, set: Record<string, string>): Promise<number> {
  const [row] = await em.execute<{ base: number }[]>(`select coalesce(max(id), 0) + 1000 as base from "${table}"`);
  const base = Number(row!.base);
  const columns = (await columnsOf(em, table)).filter((column) => column !== 'id');
  const values = columns.map((column) => set[column] ?? `t."${column}"`);
  await em.execute(
    `insert into "${table}" (id, ${columns.map((column) => `"${column}"`).join(', ')})
     select ${base} + g, ${values.join(', ')} from "${table}" t, generate_series(1, ${count}) g where t.id = ${templateId}`,
  );
  await em.execute(`select setval(pg_get_serial_sequence('"${table}"', 'id'), (select max(id) from "${table}"))`);
  return base;
}

/** One paid order with a delivery address, from the first member and product, when the seed has none. */
async function seedTemplateOrder(em: EntityManager, universityId: number): Promise<void> {
  const [product] = await em.execute<{ id: number; name: string; delivery_template_id: number; price: number; user_id: number }[]>(
    `select p.id, p.name, p.delivery_template_id, p.price, (select min(id) from "user") as user_id from product p where p.university_id = ? order by p.id limit 1`,
    [universityId],
  );
  if (!product) throw new Error('the seeded shop has no product');
  const [delivery] = await em.execute<{ id: number }[]>(
    `insert into order_delivery (name, post_code, address, detail_address, tel, note) values ('김한빛', '34134', '대전광역시 유성구 한빛대학로 123', '한빛관 305호', '01012345678', '문 앞에 놓아 주세요') returning id`,
  );
  const [order] = await em.execute<{ id: number }[]>(
    `insert into "order" (user_id, university_id, paid_price, m_uid, order_delivery_id, total_price) values (?, ?, ?, 'BENCH-COURIER-TEMPLATE', ?, ?) returning id`,
    [product.user_id, universityId, product.price, delivery!.id, product.price],
  );
  await em.execute(`insert into order_specification (order_id, pay_method, status, paid_at) values (?, 'card', 'PAID', now())`, [order!.id]);
  await em.execute(
    `insert into order_product (order_id, product_id, delivery_template_id, count, price, sale_price, paid_price, status, product_name, "check")
     values (?, ?, ?, 1, ?, ?, ?, 'PREPARING', ?, true)`,
    [order!.id, product.id, product.delivery_template_id, product.price, product.price, product.price, product.name],
  );
}

export async function seedCourierLines(em: EntityManager, universityId: number, count: number): Promise<void> {
  const [template] = await em.execute<{ order_id: number; delivery_id: number; spec_id: number; line_id: number }[]>(
    `select o.id as order_id, o.order_delivery_id as delivery_id, os.id as spec_id, min(op.id) as line_id
       from "order" o join order_specification os on os.order_id = o.id join order_product op on op.order_id = o.id
      where o.university_id = ? and o.order_delivery_id is not null
      group by o.id, os.id order by o.id limit 1`,
    [universityId],
  );
  if (!template) {
    await seedTemplateOrder(em, universityId);
    return seedCourierLines(em, universityId, count);
  }
  const delivery = await cloneRows(em, 'order_delivery', template.delivery_id, count, {});
  const order = await cloneRows(em, 'order', template.order_id, count, {
    order_delivery_id: `${delivery} + g`,
    m_uid: `'BENCH-COURIER-' || g`,
  });
  await cloneRows(em, 'order_specification', template.spec_id, count, { order_id: `${order} + g`, imp_uid: 'null', status: `'PAID'` });
  await cloneRows(em, 'order_product', template.line_id, count, { order_id: `${order} + g`, status: `'PREPARING'`, check: 'true' });
  await em.execute('analyze order_product; analyze "order"; analyze order_delivery; analyze order_specification');
}
