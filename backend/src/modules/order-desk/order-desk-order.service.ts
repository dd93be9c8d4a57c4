// The order page (docs/decisions/0049-order-desk.md): buyer, address or pickup point, the payment
// record, every line as the desk shows it, and the status history built by the domain from the
// staff audit rows of its lines and the order's own timestamps.
import type { EntityManager } from '@mikro-orm/postgresql';
import { StaffAuditObjectType } from '../../../../domain/enums';
import { orderHistory, orderNotFound } from '../../../../domain/order-desk/order-desk';
import type * as G from '../../graphql/__generated__/resolvers-types';
import { Order } from '../order/order.entity';
import { StaffAudit } from '../staff/staff-audit.entity';
import type { StaffScope } from '../staff/staff-access';
import { LINE_COLUMNS, lineOfRow, type LineRow } from './order-desk-lines.service';
import { ORDER_LINE_FROM } from './order-line-filter-sql';

export async function staffOrderDetail(em: EntityManager, scope: StaffScope, id: number): Promise<G.StaffOrder> {
  const order =
    Number.isSafeInteger(id) && id > 0
      ? await em.findOne(Order, { id, university: scope.universityId }, { populate: ['user', 'orderDelivery', 'orderSpecification', 'orderProducts'], refresh: true })
      : null;
  if (!order) throw orderNotFound();
  const spec = order.orderSpecification;
  if (!spec) throw orderNotFound();
  const rows = await em.execute<LineRow[]>(`select ${LINE_COLUMNS} from ${ORDER_LINE_FROM} where o.id = ? order by op.id`, [order.id]);
  const lines = rows.map(lineOfRow);
  const lineIds = order.orderProducts.getItems().map((line) => line.id);
  const audits =
    lineIds.length === 0
      ? []
      : await em.find(
          StaffAudit,
          { university: scope.universityId, objectType: StaffAuditObjectType.ORDER_PRODUCT, objectId: { $in: lineIds } },
          { populate: ['staffUser'], orderBy: { id: 'asc' } },
        );
  const buyer = order.user;
  const delivery = order.orderDelivery ?? null;
  return {
    id: order.id,
    mUid: order.mUid,
    createdAt: order.createdAt,
    buyer: { id: buyer.id, name: buyer.name, email: buyer.email, tel: buyer.tel ?? null },
    delivery: delivery
      ? { name: delivery.name, postCode: delivery.postCode, address: delivery.address, detailAddress: delivery.detailAddress, tel: delivery.tel, note: delivery.note ?? null }
      : null,
    pickupPointName: delivery ? null : (lines.find((line) => line.pickupPointName)?.pickupPointName ?? null),
    payment: {
      payMethod: spec.payMethod,
      status: spec.status,
      mUid: order.mUid,
      impUid: spec.impUid ?? null,
      pgProvider: spec.pgProvider ?? null,
      paidAt: spec.paidAt ?? null,
      totalPrice: order.totalPrice,
      discountFee: order.discountFee,
      deliveryFee: order.deliveryFee,
      pointUsing: order.pointUsing,
      paidPrice: order.paidPrice,
      cancelPrice: order.cancelPrice,
      vbankName: spec.vbankName ?? null,
      vbankNum: spec.vbankNum ?? null,
      vbankHolder: spec.vbankHolder ?? null,
      vbankDate: spec.vbankDate ?? null,
      refundBankName: order.refundBankName ?? null,
      refundAccount: order.refundAccount ?? null,
      refundHolder: order.refundHolder ?? null,
      failReason: spec.failReason ?? null,
    },
    lines,
    history: orderHistory({
      createdAt: order.createdAt,
      paidAt: spec.paidAt ?? null,
      buyerName: buyer.name,
      lines: order.orderProducts.getItems().map((line) => ({
        id: line.id,
        productName: line.productName,
        status: line.status,
        cancelReason: line.cancelReason ?? null,
        updatedAt: line.updatedAt,
      })),
      audits: audits.map((row) => ({
        objectId: row.objectId,
        summary: row.summary,
        staffName: row.staffUser?.name ?? null,
        staffUserId: row.staffUser?.id ?? null,
        createdAt: row.createdAt,
        after: row.after ?? null,
      })),
    }),
  };
}
