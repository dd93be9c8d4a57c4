import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { rememberViewedProduct } from '../../../widgets/recent/recent-store';
import { useParams } from 'wouter';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { analyticsItem } from '../../../lib/analytics/analytics-item';
import { trackEvent } from '../../../lib/analytics/track';
import { ApiError, errorMessage } from '../../../lib/graphql-client';
import { useDocumentTitle } from '../../../lib/tenant';
import { afterLoad } from '../../../lib/after-load';
import { DeliveryInfo } from './delivery-info';
import styles from './product-info.module.css';
import { ProductSummary } from './product-summary';
import { BuyBar } from './buy-bar';
import { RichText } from './rich-text';
import { StoryPanel } from './story-panel';
import { useProductDetail, type ProductDetail } from './use-product-detail';
import { paths } from '../../../lib/paths';

type TabId = 'story' | 'info' | 'reviews' | 'delivery' | 'faq';

// The 상품 정보 (size guide) and 리뷰 tabs are closed when the page opens: their code is fetched
// after the page has loaded, not before its first paint (docs/decisions/0079).
const loadInfoPanel = () => import('./product-info-panel');
const loadReviews = () => import('./product-reviews');
const ProductInfoPanel = lazy(() => loadInfoPanel().then((module) => ({ default: module.ProductInfoPanel })));
const ProductReviews = lazy(() => loadReviews().then((module) => ({ default: module.ProductReviews })));

function LazyPanel({ label, children }: { label: string; children: ReactNode }) {
  const fallback = (
    <div role="status" aria-busy="true" aria-label={label}>
      <SkeletonText lines={3} />
    </div>
  );
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

function productIdOf(raw: string | undefined): number {
  return raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

function ProductNotFound() {
  useDocumentTitle('상품을 찾을 수 없어요');
  return (
    <section className={styles.notFound}>
      <h1 className={styles.name}>상품을 찾을 수 없어요</h1>
      <p>판매가 끝났거나 주소가 잘못되었을 수 있어요.</p>
      <ButtonLink href={paths.products()}>
        다른 상품 둘러보기
      </ButtonLink>
    </section>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" className={styles.page} aria-busy="true" aria-label="상품 정보를 불러오는 중이에요">
      <div className={styles.skeletonImage}>
        <Skeleton shape="block" height="100%" />
      </div>
      <Skeleton width="70%" height="1.75rem" />
      <Skeleton width="40%" height="1.5rem" />
      <SkeletonText lines={3} />
    </div>
  );
}

function ProductView({ product, onStale }: { product: ProductDetail; onStale: () => void }) {
  const [tab, setTab] = useState<TabId>('story');
  const tabsRef = useRef<HTMLDivElement>(null);
  const detail = product.productDetail;
  useEffect(
    () =>
      afterLoad(() => {
        // Only a head start: if it fails (offline), the tab asks again when it opens.
        loadInfoPanel().catch(() => undefined);
        loadReviews().catch(() => undefined);
      }),
    [],
  );
  const showReviews = () => {
    setTab('reviews');
    tabsRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <article className={styles.page}>
      <ProductSummary product={product} onShowReviews={showReviews} />
      <div ref={tabsRef} className={styles.tabs}>
        <VisuallyHidden>
          <h2>상품 상세 정보</h2>
        </VisuallyHidden>
        <Tabs<TabId>
          label="상품 상세 정보"
          value={tab}
          onChange={setTab}
          tabs={[
            {
              id: 'story',
              label: '상품 설명',
              panel: <StoryPanel story={detail?.story ?? ''} productName={product.name} images={product.detailImages} />,
            },
            {
              id: 'info',
              label: '상품 정보',
              panel: (
                <LazyPanel label="사이즈 정보를 불러오는 중이에요">
                  <ProductInfoPanel productId={product.id} productName={product.name} info={detail?.info ?? ''} />
                </LazyPanel>
              ),
            },
            {
              id: 'reviews',
              label: '리뷰',
              count: product.reviewCount,
              panel: (
                <LazyPanel label="리뷰를 불러오는 중이에요">
                  <ProductReviews productId={product.id} average={product.reviewAverage} count={product.reviewCount} />
                </LazyPanel>
              ),
            },
            { id: 'delivery', label: '배송·교환', panel: <DeliveryInfo product={product} /> },
            { id: 'faq', label: '자주 묻는 질문', panel: <RichText text={detail?.faq ?? ''} empty="등록된 질문이 아직 없어요." /> },
          ]}
        />
      </div>
      <BuyBar key={product.id} product={product} onStale={onStale} />
    </article>
  );
}

/** `/products/:id`: everything a student needs to choose and buy one product. */
export function ProductDetailPage() {
  const id = productIdOf(useParams<{ id: string }>().id);
  const query = useProductDetail(id);
  const product = query.data;
  useDocumentTitle(product?.name);

  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (!product || reported.current === product.id) return;
    reported.current = product.id;
    trackEvent('view_item', { currency: 'KRW', value: product.salePrice, items: [analyticsItem(product)] });
    rememberViewedProduct(product.id);
  }, [product]);

  if (id === 0) return <ProductNotFound />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.code === 'NOT_FOUND') return <ProductNotFound />;
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  if (!product) return <DetailSkeleton />;
  return <ProductView product={product} onStale={() => void query.refetch()} />;
}
