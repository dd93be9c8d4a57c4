import type { AddressFieldsFragment, UserDeliveryInput } from '../../../lib/__generated__/graphql';
import type { SessionUser } from '../../../lib/session';
import { validateField, type FieldRules } from '../../../lib/validate-field';
import { formatTel } from '../tel-text';

export interface AddressValues {
  name: string;
  postCode: string;
  address: string;
  detailAddress: string;
  tel: string;
  note: string;
}

export type AddressField = keyof AddressValues;
export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'postCode', 'address', 'detailAddress', 'tel', 'note'];

export const SEARCH_FIRST_MESSAGE = '주소 검색 버튼을 눌러 주소를 찾아 주세요.';
export const TEL_MESSAGE = '받는 분 연락처를 다시 확인해 주세요. 예: 010-1234-5678';

/** The saved address, or a blank one addressed to the member, who usually receives their own parcels. */
export function addressValuesOf(saved: AddressFieldsFragment | null, user: SessionUser | null): AddressValues {
  if (saved) {
    return {
      name: saved.name,
      postCode: saved.postCode,
      address: saved.address,
      detailAddress: saved.detailAddress,
      tel: formatTel(saved.tel),
      note: saved.note ?? '',
    };
  }
  return { name: user?.name ?? '', postCode: '', address: '', detailAddress: '', tel: formatTel(user?.tel), note: '' };
}

/**
 * The API's own limits (recipient 1-20 characters, 5-digit postcode, address up to 200, detail
 * and note up to 100). While the search works the postcode and address come from it, so a blank
 * one asks for the search rather than for typing.
 */
const ADDRESS_RULES: Record<AddressField, FieldRules> = {
  name: { required: true, maxLength: 20 },
  postCode: { required: true, pattern: /^\d{5}$/, patternMessage: '우편번호는 숫자 5자리로 입력해 주세요.' },
  address: { required: true, maxLength: 200 },
  detailAddress: { maxLength: 100 },
  tel: { required: true, pattern: /^(0\d{1,2}-?\d{3,4}-?\d{4}|\+[1-9][\d -]{6,16})$/, patternMessage: TEL_MESSAGE },
  note: { maxLength: 100 },
};

export function addressValidator(manual: boolean) {
  return (field: AddressField, values: AddressValues): string | null => {
    const searchedField = field === 'postCode' || field === 'address';
    if (!manual && searchedField && values[field].trim() === '') return SEARCH_FIRST_MESSAGE;
    return validateField(values[field], ADDRESS_RULES[field]);
  };
}

export function toUserDeliveryInput(values: AddressValues): UserDeliveryInput {
  const note = values.note.trim();
  return {
    name: values.name.trim(),
    postCode: values.postCode.trim(),
    address: values.address.trim(),
    detailAddress: values.detailAddress.trim(),
    tel: values.tel.trim(),
    note: note === '' ? null : note,
  };
}
