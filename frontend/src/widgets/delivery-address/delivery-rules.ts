import { DELIVERY_ADDRESS_LIMITS, DELIVERY_TEL_MESSAGE, POSTCODE_MESSAGE } from '../../../../domain/account/delivery-address-limits';
import type { OrderDeliveryInput, UserDeliveryInput } from '../../lib/__generated__/graphql';
import { validateField, type FieldRules } from '../../lib/validate-field';

/** A delivery address as every address form holds it: the saved one, checkout's new one, an order's. */
export interface DeliveryValues {
  name: string;
  tel: string;
  postCode: string;
  address: string;
  detailAddress: string;
  note: string;
}

export type DeliveryField = keyof DeliveryValues;

export type DeliveryErrors = Partial<Record<DeliveryField, string>>;

export const DELIVERY_FIELDS: readonly DeliveryField[] = ['name', 'tel', 'postCode', 'address', 'detailAddress', 'note'];

export const SEARCH_FIRST_MESSAGE = '주소 검색 버튼을 눌러 주소를 찾아 주세요.';

/**
 * The API's own limits (domain/account/delivery-address-limits.ts; a 5-digit postcode), worded like every other form of the shop (validation-messages.ts, spec §5)
 * except where a bare "형식이 올바르지 않아요" would not say what to type.
 */
const RULES: Record<DeliveryField, FieldRules> = {
  name: { required: true, maxLength: DELIVERY_ADDRESS_LIMITS.nameMax },
  // A domestic number with or without hyphens, or an international one; the server checks the rest.
  tel: { required: true, pattern: /^(?:0\d{1,2}-?\d{3,4}-?\d{4}|\+[1-9][\d -]{6,16})$/, patternMessage: DELIVERY_TEL_MESSAGE },
  postCode: { required: true, pattern: /^\d{5}$/, patternMessage: POSTCODE_MESSAGE },
  address: { required: true, maxLength: DELIVERY_ADDRESS_LIMITS.addressMax },
  detailAddress: { maxLength: DELIVERY_ADDRESS_LIMITS.detailAddressMax },
  note: { maxLength: DELIVERY_ADDRESS_LIMITS.noteMax },
};

/**
 * The message under `field`, or null. While the search works the postcode and address come from
 * it (the fields are read-only), so a blank one asks for the search rather than for typing.
 */
export function deliveryProblem(field: DeliveryField, values: DeliveryValues, manual: boolean): string | null {
  const searched = field === 'postCode' || field === 'address';
  if (searched && !manual && values[field].trim() === '') return SEARCH_FIRST_MESSAGE;
  return validateField(values[field], RULES[field]);
}

/** Every checked field's problem; an empty object means the address can be sent. */
export function deliveryProblems(values: DeliveryValues, manual: boolean, fields: readonly DeliveryField[] = DELIVERY_FIELDS): DeliveryErrors {
  const errors: DeliveryErrors = {};
  for (const field of fields) {
    const problem = deliveryProblem(field, values, manual);
    if (problem !== null) errors[field] = problem;
  }
  return errors;
}

/** An address the API gave back (the saved one, an order's), whatever its fragment. */
export interface StoredAddress {
  name: string;
  postCode: string;
  address: string;
  detailAddress: string;
  note?: string | null | undefined;
}

/** A stored address as the form holds it; `tel` comes in the form the screen shows it in. */
export function deliveryValuesOf(stored: StoredAddress, tel: string): DeliveryValues {
  return {
    name: stored.name,
    tel,
    postCode: stored.postCode,
    address: stored.address,
    detailAddress: stored.detailAddress,
    note: stored.note ?? '',
  };
}

/** A fresh address for the member, who usually receives their own parcels. */
export function blankDelivery(member: { name: string; tel: string }): DeliveryValues {
  return { name: member.name, tel: member.tel, postCode: '', address: '', detailAddress: '', note: '' };
}

/** updateUserDelivery's input: trimmed, a blank note sent as none. */
export function toUserDeliveryInput(values: DeliveryValues): UserDeliveryInput {
  const note = values.note.trim();
  return {
    name: values.name.trim(),
    tel: values.tel.trim(),
    postCode: values.postCode.trim(),
    address: values.address.trim(),
    detailAddress: values.detailAddress.trim(),
    note: note === '' ? null : note,
  };
}

/** placeOrder's and updateOrderDelivery's input, which may also replace the saved address. */
export function toOrderDeliveryInput(values: DeliveryValues, saveAsDefault: boolean): OrderDeliveryInput {
  return { ...toUserDeliveryInput(values), saveAsDefault };
}
