import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { ButtonLink } from '../../components/ui/button-link';
import { errorMessage } from '../../lib/graphql-client';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { ScreenSkeleton } from '../../widgets/member-page/member-only';
import { CLASS_STATUS_LABELS } from './class-facts';
import styles from './class-order.module.css';
import { useMyClassOrders } from './use-class-order';

/** `/my/class-orders`: the class orders the member opened as representative, newest first. */
export function MyClassOrdersPage() {
  const list = useMyClassOrders();
  if (list.isError) return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) return <ScreenSkeleton label="단체 주문을 불러오는 중이에요" />;
  if (list.data.length === 0) {
    return (
      <EmptyState
        title="연 단체 주문이 없어요"
        description="과잠 같은 단체 주문 상품 페이지에서 과대표 단체 주문을 열 수 있어요."
        action={<ButtonLink href={paths.products()}>단체 주문 상품 보기</ButtonLink>}
      />
    );
  }
  return (
    <ul className={styles.list} aria-label="내 단체 주문 목록">
      {list.data.map((row) => (
        <li key={row.id} className={styles.item}>
          <Link href={paths.classRoster(row.code)}>
            {row.department} {row.className} · {row.product.name}
          </Link>
          <p className={styles.note}>
            <Badge tone={CLASS_STATUS_LABELS[row.status].tone}>{CLASS_STATUS_LABELS[row.status].text}</Badge> 마감 {formatDateTime(row.closesAt)} ·{' '}
            {row.joinedCount}명 참여 · {row.paidCount}명 결제
          </p>
        </li>
      ))}
    </ul>
  );
}
