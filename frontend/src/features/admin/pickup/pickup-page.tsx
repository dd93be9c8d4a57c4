import { Link, useSearch } from 'wouter';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { AdminPage } from '../admin-page';
import { PickupRoster } from './pickup-roster';
import styles from './pickup.module.css';
import { usePickupPoints } from './use-pickup';

function PointPicker() {
  const points = usePickupPoints();
  if (points.isError) return <ErrorState message={errorMessage(points.error)} onRetry={() => void points.refetch()} />;
  if (!points.data) {
    return (
      <div role="status" aria-busy="true" aria-label="수령 장소를 불러오는 중이에요">
        <Skeleton width="100%" height="6rem" />
      </div>
    );
  }
  if (points.data.staffPickupPoints.length === 0) {
    return <EmptyState title="수령 장소가 없어요" description="배송·수령지 화면에서 수령 장소를 먼저 만들어 주세요." />;
  }
  return (
    <ul className={styles.points} aria-label="수령 장소">
      {points.data.staffPickupPoints.map((point) => (
        <li key={point.id}>
          <Link className={styles.pointLink} href={paths.adminPickup({ point: point.id })}>
            <strong>{point.name}</strong>
            <span className={styles.muted}>
              {point.address} {point.detailAddress}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** `/admin/pickup?point=`: pick a pickup point, then its roster for pickup day (ADR 0067). */
export function PickupPage() {
  const raw = new URLSearchParams(useSearch()).get('point') ?? '';
  const point = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const points = usePickupPoints();
  const name = points.data?.staffPickupPoints.find((row) => row.id === point)?.name;
  return (
    <AdminPage
      title={point === null ? '단체 수령' : `단체 수령 · ${name ?? '명단'}`}
      description={point === null ? '수령 장소를 고르면 그날 건넬 명단이 보여요.' : <Link href={paths.adminPickup()}>다른 수령 장소 고르기</Link>}
    >
      {point === null ? <PointPicker /> : <PickupRoster key={point} pickupPointId={point} />}
    </AdminPage>
  );
}
