// Amounts in the Korean way messages show them: 12,000원.
export function won(amount: number): string {
  return `${amount.toLocaleString('ko-KR')}원`;
}
