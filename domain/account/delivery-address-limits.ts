// docs/product-rules.md: a delivery address's lengths, free of zod and libphonenumber-js so that
// the address forms import the same figures without shipping them (delivery-address-input.ts
// builds its schema from these).

export const DELIVERY_ADDRESS_LIMITS = {
  nameMax: 20,
  addressMax: 200,
  detailAddressMax: 100,
  noteMax: 100,
} as const;

export const DELIVERY_TEL_MESSAGE = '받는 분 연락처를 다시 확인해 주세요. 예: 010-1234-5678';

/**
 * The typed postcode's rule, said the same by the form and the API. It names no search button:
 * it is also what a student reads after the address search failed and the fields became typed.
 */
export const POSTCODE_MESSAGE = '우편번호는 숫자 5자리로 입력해 주세요.';
export const ADDRESS_REQUIRED_MESSAGE = '주소를 입력해 주세요.';
