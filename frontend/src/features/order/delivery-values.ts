import type { OrderDeliveryFieldsFragment } from '../../lib/__generated__/graphql';
import { deliveryValuesOf, type DeliveryValues } from '../../widgets/delivery-address/delivery-rules';
import { formatTel } from '../../lib/tel';

/** How the order's phone reads: as the member wrote it, not in the stored international form. */
export function orderTel(delivery: OrderDeliveryFieldsFragment): string {
  return formatTel(delivery.tel);
}

/** The order's address as the "배송지 변경" form starts from it. */
export function orderDeliveryValues(delivery: OrderDeliveryFieldsFragment): DeliveryValues {
  return deliveryValuesOf(delivery, orderTel(delivery));
}
