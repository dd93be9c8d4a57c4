import type { EntityManager } from '@mikro-orm/postgresql';
import {
  buildSalesReport,
  parseSalesPeriod,
  type SalesLine,
  type SalesPointRow,
} from '../../../../domain/admin-today/sales-report';
import { seoulDayEnd, seoulDayStart } from '../../../../domain/order-desk/order-line-filter';
import type { StaffScope } from '../staff/staff-access';

interface LineRow {
  order_id: number;
  product_id: number;
  product_name: string;
  product_option_detail_id: number | null;
  option_text: string;
  status: string;
  count: number;
  sale_price: number;
  paid_price: number;
  delivery_fee: number;
  point_using: number;
  cancel_price: number;
  pay_method: string;
  paid_at: Date | string;
}

/**
 * docs/product-rules.md#numbers: the lines of this shop's orders paid in the period (Seoul days)
 * and the period's point rows, two statements; domain/admin-today/sales-report.ts adds them up,
 * the same function the mocked API calls.
 */
export async function staffSalesReport(em: EntityManager, scope: StaffScope, args: { from: string; to: string }) {
  const period = parseSalesPeriod(args);
  const start = seoulDayStart(period.from);
  const end = seoulDayEnd(period.to);
  const lines = await em.execute<LineRow[]>(
    `select op.order_id, op.product_id, op.product_name, op.product_option_detail_id, op.option_text, op.status, op.count,
            op.sale_price, op.paid_price, op.delivery_fee, op.point_using, op.cancel_price, os.pay_method, os.paid_at
       from order_product op join "order" o on o.id = op.order_id join order_specification os on os.order_id = o.id
      where o.university_id = ? and os.paid_at >= ? and os.paid_at < ?`,
    [scope.universityId, start, end],
  );
  const points = await em.execute<{ status: string; code: string; value: string | number }[]>(
    `select pt.status, t.code, sum(pt.value) as value
       from point pt join "user" u on u.id = pt.user_id join point_type t on t.id = pt.point_type_id
      where u.university_id = ? and pt.created_at >= ? and pt.created_at < ?
      group by pt.status, t.code`,
    [scope.universityId, start, end],
  );
  return buildSalesReport(
    period,
    lines.map(
      (row): SalesLine => ({
        orderId: row.order_id,
        productId: row.product_id,
        productName: row.product_name,
        productOptionDetailId: row.product_option_detail_id,
        optionText: row.option_text,
        status: row.status,
        count: row.count,
        salePrice: row.sale_price,
        paidPrice: row.paid_price,
        deliveryFee: row.delivery_fee,
        pointUsing: row.point_using,
        cancelPrice: row.cancel_price,
        payMethod: row.pay_method,
        paidAt: new Date(row.paid_at),
      }),
    ),
    points.map((row): SalesPointRow => ({ status: row.status, typeCode: row.code, value: Number(row.value) })),
  );
}
