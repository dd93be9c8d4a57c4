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
