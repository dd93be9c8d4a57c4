import type { AddressFieldsFragment, OrderDeliveryInput } from '../../lib/__generated__/graphql';

/** What the "새 배송지" form holds; the note is also asked for when the saved address is used. */
export interface DeliveryValues {
  name: string;
  tel: string;
  postCode: string;
  address: string;
  detailAddress: string;
  note: string;
}

export type DeliveryField = keyof DeliveryValues;

export const DELIVERY_FIELDS: readonly DeliveryField[] = ['name', 'tel', 'postCode', 'address', 'detailAddress', 'note'];

export type DeliveryErrors = Partial<Record<DeliveryField, string>>;

export const NOTE_MAX = 100;

/** Characters as a student counts them (a composed Hangul syllable is one). */
const lengthOf = (text: string) => [...text.normalize('NFC')].length;

// A domestic number with or without hyphens, or an international one; the server checks the rest.
const TEL_PATTERN = /^(?:0\d{1,2}-?\d{3,4}-?\d{4}|\+[1-9][\d -]{6,16})$/;

/**
 * The same limits and words as placeOrder's address check (recipient 1-20 characters, 5-digit
 * postcode, address up to 200, detail and note up to 100). While the search works the postcode
 * and address come from it, so a blank one asks for the search rather than for typing.
 */
export function deliveryProblem(field: DeliveryField, values: DeliveryValues, manual: boolean): string | null {
  const value = values[field].trim();
  switch (field) {
    case 'name':
      return lengthOf(value) >= 1 && lengthOf(value) <= 20 ? null : '받는 분 이름은 1~20자로 입력해 주세요.';
    case 'tel':
      return TEL_PATTERN.test(value) ? null : '받는 분 연락처를 다시 확인해 주세요. 예: 010-1234-5678';
    case 'postCode':
      if (value === '' && !manual) return '주소 검색 버튼을 눌러 주소를 찾아 주세요.';
      return /^\d{5}$/.test(value) ? null : '우편번호는 숫자 5자리로 입력해 주세요.';
    case 'address':
      if (value === '') return manual ? '주소를 입력해 주세요.' : '주소 검색 버튼을 눌러 주소를 찾아 주세요.';
      return lengthOf(value) <= 200 ? null : '주소는 200자까지 입력할 수 있습니다.';
    case 'detailAddress':
      return lengthOf(value) <= 100 ? null : '상세 주소는 100자까지 입력할 수 있습니다.';
    case 'note':
      return lengthOf(value) <= NOTE_MAX ? null : `배송 메모는 ${NOTE_MAX}자까지 입력할 수 있습니다.`;
  }
}

/** Every field's problem; an empty object means the address can be sent. */
export function deliveryProblems(values: DeliveryValues, manual: boolean, fields = DELIVERY_FIELDS): DeliveryErrors {
  const errors: DeliveryErrors = {};
  for (const field of fields) {
    const problem = deliveryProblem(field, values, manual);
    if (problem !== null) errors[field] = problem;
  }
  return errors;
}

/** A fresh address for the member, who usually receives their own parcels. */
export function blankDelivery(member: { name: string; tel: string }): DeliveryValues {
  return { name: member.name, tel: member.tel, postCode: '', address: '', detailAddress: '', note: '' };
}

/** The saved address as the form would hold it (its tel already in the domestic form). */
export function savedDelivery(saved: AddressFieldsFragment, tel: string): DeliveryValues {
  return {
    name: saved.name,
    tel,
    postCode: saved.postCode,
    address: saved.address,
    detailAddress: saved.detailAddress,
    note: saved.note ?? '',
  };
}

export function toOrderDeliveryInput(values: DeliveryValues, saveAsDefault: boolean): OrderDeliveryInput {
  const note = values.note.trim();
  return {
    name: values.name.trim(),
    tel: values.tel.trim(),
    postCode: values.postCode.trim(),
    address: values.address.trim(),
    detailAddress: values.detailAddress.trim(),
    note: note === '' ? null : note,
    saveAsDefault,
  };
}

/** `delivery.tel` (the server's path of a refused field) → `tel`; null for anything else. */
export function deliveryFieldOf(path: unknown): DeliveryField | null {
  if (typeof path !== 'string' || !path.startsWith('delivery.')) return null;
  const field = path.slice('delivery.'.length);
  return (DELIVERY_FIELDS as readonly string[]).includes(field) ? (field as DeliveryField) : null;
}
