import { useId } from 'react';
import { deliveryHint, groupFeeLabel, type CartGroup, type CartLine } from './cart-facts';
import { CartLineItem } from './cart-line';
import styles from './cart-page.module.css';

interface CartGroupSectionProps {
  group: CartGroup;
  onRemove: (lines: CartLine[]) => void;
}

/** The lines shipping under one delivery template, with the fee the API computed for the group. */
export function CartGroupSection({ group, onRemove }: CartGroupSectionProps) {
  const headingId = useId();
  const hint = deliveryHint(group);
  const fee = groupFeeLabel(group);
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <header className={styles.groupHeader}>
        <h2 id={headingId} className={styles.groupTitle}>
          {group.deliveryTemplate.name}
        </h2>
        {fee && <p className={styles.groupFee}>{fee}</p>}
        {hint && <p className={styles.groupHint}>{hint}</p>}
      </header>
      <ul className={styles.lines} aria-label={`${group.deliveryTemplate.name} 상품 목록`}>
        {group.carts.map((line) => (
          <CartLineItem key={line.id} line={line} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}
