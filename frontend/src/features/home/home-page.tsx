import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/graphql-client';
import { useDocumentTitle } from '../../lib/tenant';
import { AdBanners } from './ad-banners';
import styles from './home-page.module.css';
import { PromotedCategories } from './promoted-categories';
import { TopNotice } from './top-notice';
import { useHome } from './use-home';
import { paths } from '../../lib/paths';
import { RecentlyViewed } from '../../widgets/recent/recently-viewed';

export function HomePage() {
  useDocumentTitle();
  const home = useHome();

  if (home.isPending) {
    return (
      // The same boxes as the page it stands for (title, a 3:1 banner, a row of square tiles), so
      // the page replaces it without moving anything (ADR 0055).
      <div className={styles.home} aria-busy="true">
        <div className={styles.title}>
          <Skeleton width="60%" height="1.3em" />
        </div>
        <div className={styles.adSkeleton}>
          <Skeleton shape="block" height="100%" />
        </div>
        <div className={styles.row}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={styles.tileSkeleton}>
              <Skeleton shape="block" height="100%" />
            </div>
          ))}
        </div>
      </div>
    );
  }

  if (home.isError) {
    return <ErrorState message={errorMessage(home.error)} onRetry={() => void home.refetch()} />;
  }

  const { shopName, topNotice, promotedCategories } = home.data;
  return (
    <div className={styles.home}>
      <h1 className={styles.title}>{shopName}</h1>
      {topNotice && <TopNotice text={topNotice} />}
      <AdBanners />
      {promotedCategories.length > 0 ? (
        <PromotedCategories categories={promotedCategories} />
      ) : (
        <EmptyState
          title="추천 상품을 준비하고 있어요"
          description="곧 새 학기 단체복과 굿즈를 소개해 드릴게요. 지금 판매 중인 상품은 전체 상품에서 볼 수 있어요."
          action={
            <ButtonLink href={paths.products()}>
              전체 상품 보기
            </ButtonLink>
          }
        />
      )}
      <RecentlyViewed />
    </div>
  );
}
