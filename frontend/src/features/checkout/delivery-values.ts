import { DELIVERY_FIELDS, type DeliveryField } from '../../widgets/delivery-address/delivery-rules';

/** `delivery.tel` (placeOrder's path of a refused field) → `tel`; null for anything else. */
export function deliveryFieldOf(path: unknown): DeliveryField | null {
  if (typeof path !== 'string' || !path.startsWith('delivery.')) return null;
  const field = path.slice('delivery.'.length);
  return (DELIVERY_FIELDS as readonly string[]).includes(field) ? (field as DeliveryField) : null;
}
