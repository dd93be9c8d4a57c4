import type { OrderDeliveryFieldsFragment, OrderDeliveryInput } from '../../lib/__generated__/graphql';
import { validateField, type FieldRules } from '../../lib/validate-field';
import { displayTel } from '../../widgets/phone-certification/phone-number';

export interface DeliveryValues {
  name: string;
  tel: string;
  postCode: string;
  address: string;
  detailAddress: string;
  note: string;
  saveAsDefault: boolean;
}

export type DeliveryField = Exclude<keyof DeliveryValues, 'saveAsDefault'>;

/** The API's own limits for an order address (the saved-address rules, place-order-input.ts). */
const RULES: Record<DeliveryField, FieldRules> = {
  name: { required: true, maxLength: 20 },
  tel: {
    required: true,
    pattern: /^(0\d{1,2}-?\d{3,4}-?\d{4}|\+[1-9][\d -]{6,16})$/,
    patternMessage: '받는 분 연락처를 다시 확인해 주세요. 예: 010-1234-5678',
  },
  postCode: { required: true, pattern: /^\d{5}$/, patternMessage: '우편번호는 숫자 5자리로 입력해 주세요.' },
  address: { required: true, maxLength: 200 },
  detailAddress: { maxLength: 100 },
  note: { maxLength: 100 },
};

export const DELIVERY_FIELDS = Object.keys(RULES) as DeliveryField[];

/** The order's address as the form starts from it; the phone reads as the member wrote it. */
export function deliveryValuesOf(delivery: OrderDeliveryFieldsFragment): DeliveryValues {
  return {
    name: delivery.name,
    tel: displayTel(delivery.tel, ['+82']),
    postCode: delivery.postCode,
    address: delivery.address,
    detailAddress: delivery.detailAddress,
    note: delivery.note ?? '',
    saveAsDefault: false,
  };
}

export function deliveryErrors(values: DeliveryValues): Partial<Record<DeliveryField, string>> {
  const errors: Partial<Record<DeliveryField, string>> = {};
  for (const field of DELIVERY_FIELDS) {
    const error = validateField(values[field], RULES[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function toDeliveryInput(values: DeliveryValues): OrderDeliveryInput {
  const note = values.note.trim();
  return {
    name: values.name.trim(),
    tel: values.tel.trim(),
    postCode: values.postCode.trim(),
    address: values.address.trim(),
    detailAddress: values.detailAddress.trim(),
    note: note === '' ? null : note,
    saveAsDefault: values.saveAsDefault,
  };
}
