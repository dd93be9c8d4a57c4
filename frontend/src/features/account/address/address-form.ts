import type { AddressFieldsFragment } from '../../../lib/__generated__/graphql';
import type { SessionUser } from '../../../lib/session';
import { blankDelivery, deliveryValuesOf, type DeliveryValues } from '../../../widgets/delivery-address/delivery-rules';
import { formatTel } from '../../../lib/tel';

/** The saved address, or a blank one addressed to the member, who usually receives their own parcels. */
export function addressValuesOf(saved: AddressFieldsFragment | null, user: SessionUser | null): DeliveryValues {
  if (saved) return deliveryValuesOf(saved, formatTel(saved.tel));
  return blankDelivery({ name: user?.name ?? '', tel: formatTel(user?.tel) });
}
