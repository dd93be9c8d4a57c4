import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Checkbox } from '../../components/ui/checkbox';
import { Price } from '../../components/ui/price';
import { VisuallyHidden } from '../../components/ui/visually-hidden';
import { formatKRW } from '../../lib/format';
import { inputEntries, lineStatus, optionText, type CartLine } from './cart-facts';
import styles from './cart-line.module.css';
import { CartQuantity } from './cart-quantity';
import { useToggleCart } from './use-cart-mutations';
import { paths } from '../../lib/paths';

interface CartLineItemProps {
  line: CartLine;
  onRemove: (lines: CartLine[]) => void;
}

/** One line: its box for ordering, the product, what was chosen and typed, prices, count and removal. */
export function CartLineItem({ line, onRemove }: CartLineItemProps) {
  const toggle = useToggleCart();
  const { product } = line;
  const status = lineStatus(line);
  const options = optionText(line);
  const inputs = inputEntries(line);
  const href = paths.product(product.id);

  return (
    <li className={status.blocked ? `${styles.line} ${styles.blocked}` : styles.line}>
      <div className={styles.top}>
        <Checkbox
          className={styles.select}
          label={<VisuallyHidden>{product.name} 주문 선택</VisuallyHidden>}
          checked={line.selected && !status.blocked}
          disabled={status.blocked}
          onChange={(event) => toggle.mutate({ id: line.id, selected: event.currentTarget.checked })}
        />
        {/* The name beside it says what the photo shows. */}
        <Link href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
          <img src={product.image} alt="" className={styles.image} loading="lazy" decoding="async" />
        </Link>
        <div className={styles.info}>
          <Link href={href} className={styles.name}>
            {product.name}
          </Link>
          {options && <p className={styles.meta}>{options}</p>}
          {inputs.length > 0 && (
            <dl className={styles.inputs}>
              {inputs.map(([key, value]) => (
                <div key={key} className={styles.input}>
                  <dt>{key}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          )}
          <p className={styles.unit}>
            <VisuallyHidden>1개 가격 </VisuallyHidden>
            <Price price={line.unitPrice} salePrice={line.unitSalePrice} size="sm" />
          </p>
        </div>
        <button type="button" className={styles.remove} onClick={() => onRemove([line])} aria-label={`${product.name} 삭제`}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {(status.badge || line.problem) && (
        <p className={styles.problem}>
          {status.badge && <Badge tone={status.badge.tone}>{status.badge.label}</Badge>}
          {line.problem && <span>{line.problem}</span>}
          {status.blocked && <span className={styles.meta}>지금은 주문할 수 없어 선택되지 않아요.</span>}
        </p>
      )}
      <div className={styles.bottom}>
        {status.blocked ? <p className={styles.fixedCount}>수량 {line.count}개</p> : <CartQuantity line={line} />}
        <p className={styles.amount}>
          <VisuallyHidden>상품 금액 </VisuallyHidden>
          {formatKRW(line.unitSalePrice * line.count)}
        </p>
      </div>
    </li>
  );
}
