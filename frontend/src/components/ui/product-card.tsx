import { useId } from 'react';
import { Link } from 'wouter';
import type { ProductCardFragment } from '../../lib/__generated__/graphql';
import { useNow } from '../../lib/clock';
import { productTypeLabel } from '../../lib/product-labels';
import { Badge } from './badge';
import { CampaignProgress } from './campaign-progress';
import { Price } from './price';
import styles from './product-card.module.css';
import { SaleDeadline } from './sale-deadline';
import { VisuallyHidden } from './visually-hidden';
import { PICTURE_SIZES, plainImage, ResponsivePicture } from './responsive-picture';
import { paths } from '../../lib/paths';

interface ProductCardProps {
  product: ProductCardFragment;
  /** Called before the link navigates, e.g. to report `select_item`. */
  onSelect?: (product: ProductCardFragment) => void;
  /**
   * The card is in the first row a page shows: its photo is likely the largest paint (LCP), so
   * it loads at once and ahead of other images instead of lazily.
   */
  priority?: boolean;
}

/**
 * One product in a grid: photo, badges, name, prices and the sale deadline. The link holds the
 * product's name alone (its name is exactly the visible name, WCAG 2.5.3) and stretches over the
 * whole card, so all of it is one tap; prices and badges are its description, so a screen reader
 * lists products by name instead of reading every card in full.
 */
export function ProductCard({ product, onSelect, priority = false }: ProductCardProps) {
  const detailsId = useId();
  const now = useNow();
  const typeLabel = productTypeLabel(product.productType);

  return (
    <div className={styles.card}>
      <span className={product.isSoldOut ? `${styles.media} ${styles.dimmed}` : styles.media}>
        <ResponsivePicture
          image={product.images[0] ?? plainImage(product.image)}
          alt={product.name}
          sizes={PICTURE_SIZES.card}
          className={styles.image}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        {product.isSoldOut && (
          <span className={styles.overlay} aria-hidden="true">
            <Badge tone="danger" appearance="solid">
              품절
            </Badge>
          </span>
        )}
      </span>
      <span className={styles.body}>
        <Link href={paths.product(product.id)} className={styles.link} aria-describedby={detailsId} onClick={() => onSelect?.(product)}>
          <span className={styles.name}>{product.name}</span>
        </Link>
        <span id={detailsId} className={styles.details}>
          {product.isSoldOut && <VisuallyHidden>품절</VisuallyHidden>}
          {typeLabel && (
            <span className={styles.badges}>
              <Badge tone="primary">{typeLabel}</Badge>
            </span>
          )}
          <Price price={product.price} salePrice={product.salePrice} discountRate={product.discountRate} size="sm" />
          <SaleDeadline window={product} now={now} />
          {product.campaign && <CampaignProgress campaign={product.campaign} now={now} saleStartedAt={product.saleStartedAt} />}
          {product.reviewCount > 0 && (
            <span className={styles.rating}>
              <span aria-hidden="true">★ {product.reviewAverage.toFixed(1)}</span>
              <span aria-hidden="true"> ({product.reviewCount.toLocaleString('ko-KR')})</span>
              <VisuallyHidden>
                별점 {product.reviewAverage.toFixed(1)}점, 리뷰 {product.reviewCount.toLocaleString('ko-KR')}개
              </VisuallyHidden>
            </span>
          )}
        </span>
      </span>
    </div>
  );
}
