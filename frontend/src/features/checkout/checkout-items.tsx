import { Price } from '../../components/ui/price';
import type { CartGroupFieldsFragment, CartLineFragment } from '../../lib/__generated__/graphql';
import { formatKRW } from '../../lib/format';
import styles from './checkout.module.css';
import { inputSummary, optionSummary, pickupPlaceOf } from './checkout-rules';

function deliveryFeeText(fee: number): string {
  return fee === 0 ? '배송비 무료' : `배송비 ${formatKRW(fee)}`;
}

function CheckoutLine({ line }: { line: CartLineFragment }) {
  const options = optionSummary(line);
  const inputs = inputSummary(line);
  const pickup = pickupPlaceOf(line);
  return (
    <li className={styles.line}>
      <img className={styles.thumb} src={line.product.image} alt="" width={64} height={64} loading="lazy" />
      <div className={styles.lineBody}>
        <p className={styles.lineName}>{line.product.name}</p>
        {options && <p className={styles.lineMeta}>{options}</p>}
        {inputs.map((input) => (
          <p key={input.key} className={styles.lineMeta}>
            {input.key}: {input.value}
          </p>
        ))}
        <p className={styles.lineMeta}>
          {line.count}개{pickup && ` · 단체 수령 (${pickup.name})`}
        </p>
        <p className={styles.linePrice}>
          <Price price={line.unitPrice * line.count} salePrice={line.unitSalePrice * line.count} size="sm" />
        </p>
        {line.problem && (
          <p className={styles.formError}>{line.problem}</p>
        )}
      </div>
    </li>
  );
}

/** The selected lines grouped by how they ship, as the cart shows them, with each group's fee. */
export function CheckoutItems({ groups, count }: { groups: readonly CartGroupFieldsFragment[]; count: number }) {
  return (
    <section className={styles.card} aria-labelledby="checkout-items-title">
      <h2 id="checkout-items-title" className={styles.cardTitle}>
        주문 상품 {count}개
      </h2>
      <ul className={styles.groups} aria-label="주문 상품 목록">
        {groups.map((group) => (
          <li key={group.deliveryTemplate.id} className={styles.group}>
            <div className={styles.groupHeader}>
              <span>{group.deliveryTemplate.name}</span>
              <span>{deliveryFeeText(group.deliveryFee)}</span>
            </div>
            <ul className={styles.lines}>
              {group.carts.map((line) => (
                <CheckoutLine key={line.id} line={line} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
