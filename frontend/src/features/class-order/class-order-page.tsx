import { Link, useParams } from 'wouter';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { ButtonLink } from '../../components/ui/button-link';
import { errorMessage } from '../../lib/graphql-client';
import { orderStatusLabel } from '../../lib/order-labels';
import { paths } from '../../lib/paths';
import { ScreenSkeleton } from '../../widgets/member-page/member-only';
import { ClassFacts } from './class-facts';
import { ClassJoinForm } from './class-join-form';
import styles from './class-order.module.css';
import { ClassShare } from './class-share';
import { useClassOrder } from './use-class-order';

/** `/class/<code>`: the shared link. A classmate joins and pays for themselves; the representative shares it. */
export function ClassOrderPage() {
  const { code = '' } = useParams<{ code: string }>();
  const query = useClassOrder(code);
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ScreenSkeleton label="단체 주문을 불러오는 중이에요" />;
  const classOrder = query.data;
  const mine = classOrder.myOrderProduct;
  return (
    <div className={styles.page}>
      <ClassFacts classOrder={classOrder} productName={classOrder.product.name} />
      {classOrder.isRepresentative && (
        <section className={styles.card} aria-label="과대표 메뉴">
          <ClassShare code={classOrder.code} title={`${classOrder.department} ${classOrder.className} 단체 주문`} />
          <Link href={paths.classRoster(classOrder.code)}>명단 보기</Link>
        </section>
      )}
      {mine ? (
        <section className={styles.card} aria-label="내 주문">
          <p className={styles.heading}>이미 참여했어요 · {orderStatusLabel(mine.status)}</p>
          <p className={styles.note}>
            {mine.optionText} {[mine.productOptionInput0, mine.productOptionInput1, mine.productOptionInput2].filter(Boolean).join(' · ')}
          </p>
          <ButtonLink href={paths.order(mine.orderId)} variant="secondary">
            주문 상세 보기
          </ButtonLink>
        </section>
      ) : classOrder.status === 'OPEN' ? (
        <ClassJoinForm code={classOrder.code} product={classOrder.product} />
      ) : (
        <EmptyState
          title={classOrder.status === 'LOCKED' ? '단체 주문이 마감되었어요' : '과대표가 취소한 단체 주문이에요'}
          description="더 참여할 수 없어요. 궁금한 점은 과대표에게 물어봐 주세요."
        />
      )}
    </div>
  );
}
