import { SkeletonText } from '../../../components/ui/skeleton';
import { RichText } from './rich-text';
import { SizeAdvice } from './size-advice';
import { SizeChartTable } from './size-chart-table';
import styles from './size-guide.module.css';
import { useSizeGuide } from './use-size-guide';

interface ProductInfoPanelProps {
  productId: number;
  productName: string;
  info: string;
}

/**
 * The 상품 정보 tab: the size chart staff made and, once enough reviews give a build, the size
 * students of the same height and weight bought; then the staff's own product information.
 */
export function ProductInfoPanel({ productId, productName, info }: ProductInfoPanelProps) {
  const guide = useSizeGuide(productId);
  const chart = guide.data?.sizeChart ?? null;
  const recommendable = guide.data?.sizeRecommendable ?? false;
  return (
    <div className={styles.guide}>
      {guide.isPending ? (
        <div role="status" aria-busy="true" aria-label="사이즈 정보를 불러오는 중이에요">
          <SkeletonText lines={3} />
        </div>
      ) : (
        (chart || recommendable) && (
          <section className={styles.guide} aria-labelledby="size-guide-title" id="size-guide">
            <h3 id="size-guide-title" className={styles.title}>
              사이즈 정보
            </h3>
            {chart && <SizeChartTable chart={chart} productName={productName} />}
            {recommendable && <SizeAdvice productId={productId} />}
          </section>
        )
      )}
      <RichText text={info} empty="상품 정보가 아직 없어요." />
    </div>
  );
}
