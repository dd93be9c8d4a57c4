import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Price } from '../../components/ui/price';
import type { ProductCardFragment } from '../../lib/__generated__/graphql';
import styles from './home-page.module.css';

/** Group purchases and group orders are what students come to the home page for; they get a label. */
const TYPE_LABELS: Partial<Record<ProductCardFragment['productType'], string>> = { SINGLEORDER: '공동구매', GROUPORDER: '단체주문' };

/** A compact product in a promoted row: photo, name and price; the full card lives on the list. */
export function ProductTile({ product, onSelect }: { product: ProductCardFragment; onSelect: () => void }) {
  const typeLabel = TYPE_LABELS[product.productType];
  return (
    <Link href={`/products/${product.id}`} className={styles.tile} onClick={onSelect}>
      <span className={product.isSoldOut ? `${styles.tileMedia} ${styles.tileSoldOut}` : styles.tileMedia}>
        {/* The name follows as text inside the same link; an alt would make the link say it twice. */}
        <img src={product.image} alt="" className={styles.tileImage} loading="lazy" decoding="async" />
        {product.isSoldOut && (
          <span className={styles.tileBadge}>
            <Badge tone="danger" appearance="solid">
              품절
            </Badge>
          </span>
        )}
      </span>
      {typeLabel && <span className={styles.tileType}>{typeLabel}</span>}
      <span className={styles.tileName}>{product.name}</span>
      <Price price={product.price} salePrice={product.salePrice} size="sm" />
    </Link>
  );
}
