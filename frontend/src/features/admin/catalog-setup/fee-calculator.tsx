import { useId, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { formatKRW } from '../../../lib/format';
import { deliveryFeeQuote, type DeliveryFeeRule } from '../../../../../domain/cart/delivery-fee';
import styles from './catalog-setup.module.css';

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * What a group of this many items and this subtotal pays under `rule`, computed live by the very
 * function the cart and placeOrder use (domain/cart/delivery-fee.ts), so the preview cannot differ
 * from what a student is charged. `rule` may be the unsaved template being edited.
 */
export function FeeCalculator({
  rule,
  title = '배송비 계산기',
  headingLevel: Heading = 'h3',
}: {
  rule: DeliveryFeeRule | null;
  title?: string;
  /** h2 where the calculator is a section of its own, h3 inside the template form's section. */
  headingLevel?: 'h2' | 'h3';
}) {
  const titleId = useId();
  const [quantity, setQuantity] = useState('1');
  const [subtotal, setSubtotal] = useState('30000');
  const count = wholeNumber(quantity);
  const amount = wholeNumber(subtotal);
  let result: string;
  if (!rule) result = '배송비 방식을 먼저 정해 주세요.';
  else if (count === null || amount === null) result = '수량과 금액을 0 이상의 숫자로 입력해 주세요.';
  else {
    const quote = deliveryFeeQuote(rule, { quantity: count, subtotal: amount });
    const remaining = quote.freeDeliveryRemaining === null ? '' : ` (${formatKRW(quote.freeDeliveryRemaining)} 더 사면 무료)`;
    result = `배송비 ${quote.deliveryFee === 0 ? '무료' : formatKRW(quote.deliveryFee)}${remaining}`;
  }
  return (
    <section className={styles.calculator} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.cardTitle}>
        {title}
      </Heading>
      <div className={styles.fields}>
        <TextField label="수량(개)" inputMode="numeric" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
        <TextField label="할인가 합계(원)" inputMode="numeric" value={subtotal} onChange={(event) => setSubtotal(event.target.value)} />
      </div>
      <p className={styles.fee} role="status" aria-live="polite">
        {result}
      </p>
    </section>
  );
}
