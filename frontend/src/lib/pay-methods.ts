import type { PayMethod } from './__generated__/graphql';

/** How each pay method is named on the checkout, the completion page and the order history. */
export const PAY_METHOD_LABELS: Readonly<Record<PayMethod, string>> = {
  card: '신용·체크카드',
  trans: '실시간 계좌이체',
  vbank: '가상계좌',
  kakaopay: '카카오페이',
  point: '포인트 결제',
};

/** The Korean name of a pay method (the raw value if the contract grows one this table misses). */
export function payMethodLabel(method: PayMethod): string {
  return PAY_METHOD_LABELS[method] ?? method;
}
