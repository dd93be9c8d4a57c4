// The production sheet's refusals (해요체), said the same by the backend and the mocked API.
export const PRODUCTION_MESSAGES = {
  sheetNotFound: '제작 시트를 찾을 수 없어요.',
  productNotFound: '상품을 찾을 수 없어요.',
} as const;
