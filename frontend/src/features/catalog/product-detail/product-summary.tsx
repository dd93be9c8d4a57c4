import { Link } from 'wouter';
import { paths } from '../../../lib/paths';
import { Badge } from '../../../components/ui/badge';
import { ImageGallery, type GalleryImage } from '../../../components/ui/image-gallery';
import { Price } from '../../../components/ui/price';
import { SaleDeadline } from '../../../components/ui/sale-deadline';
import { Stars } from '../../../components/ui/stars';
import { useNow } from '../../../lib/clock';
import { productTypeLabel } from '../../../lib/product-labels';
import { deliveryFeeSummary } from '../../../lib/delivery-fee-text';
import { WaitingRoomEntry } from '../../../widgets/waiting-room-entry/waiting-room-entry';
import { CampaignPanel } from './campaign-panel';
import { GroupPickup, SaleWindows } from './delivery-info';
import styles from './product-info.module.css';
import type { ProductDetail } from './use-product-detail';

export function galleryImages(product: Pick<ProductDetail, 'name' | 'image' | 'image2' | 'image3' | 'images'>): GalleryImage[] {
  const alt = (index: number) => (index === 0 ? product.name : `${product.name} 추가 이미지 ${index}`);
  if (product.images.length > 0) {
    return product.images.map((image, index) => ({ src: image.src, alt: alt(index), responsive: image }));
  }
  return [product.image, product.image2, product.image3]
    .filter((src): src is string => typeof src === 'string' && src !== '')
    .map((src, index) => ({ src, alt: alt(index) }));
}

interface ProductSummaryProps {
  product: ProductDetail;
  /** Opens the reviews tab, from the rating under the name. */
  onShowReviews: () => void;
}

/** The top of the product page: photos, badges, name, price, deadline, delivery fee and windows. */
export function ProductSummary({ product, onShowReviews }: ProductSummaryProps) {
  const now = useNow();
  const typeLabel = productTypeLabel(product.productType);
  return (
    <div className={styles.summary}>
      <ImageGallery images={galleryImages(product)} label={`${product.name} 사진`} thumbnails />
      <div className={styles.headline}>
        {(typeLabel || product.isSoldOut) && (
          <p className={styles.badges}>
            {typeLabel && <Badge tone="primary">{typeLabel}</Badge>}
            {product.isSoldOut && <Badge tone="danger">품절</Badge>}
          </p>
        )}
        <h1 className={styles.name}>{product.name}</h1>
        {product.description && <p className={styles.description}>{product.description}</p>}
        {product.reviewCount > 0 && (
          <button type="button" className={styles.ratingLink} onClick={onShowReviews}>
            <Stars rating={product.reviewAverage} />
            <span aria-hidden="true">{product.reviewAverage.toFixed(1)}</span>
            <span>리뷰 {product.reviewCount.toLocaleString('ko-KR')}개 보기</span>
          </button>
        )}
        <Price price={product.price} salePrice={product.salePrice} discountRate={product.discountRate} size="lg" />
        <SaleDeadline window={product} now={now} />
        {product.productTags.length > 0 && (
          <ul className={styles.tags} aria-label="태그">
            {product.productTags.map((tag) => (
              <li key={tag.id}>#{tag.content}</li>
            ))}
          </ul>
        )}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>배송비</dt>
            <dd>{deliveryFeeSummary(product.deliveryTemplate)}</dd>
          </div>
        </dl>
        <SaleWindows product={product} />
        {product.productType === 'GROUPORDER' && !product.isSoldOut && (
          // A class representative opens a class order here and shares its link (ADR 0065).
          <Link href={paths.classOrderNew({ product: product.id })}>과대표 단체 주문 열기</Link>
        )}
      </div>
      <WaitingRoomEntry productId={product.id} />
      <CampaignPanel product={product} />
      <GroupPickup product={product} />
    </div>
  );
}
