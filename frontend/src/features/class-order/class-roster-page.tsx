import { useStore } from 'jotai';
import { useLocation, useParams } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { errorMessage } from '../../lib/graphql-client';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { showToast } from '../../lib/toast';
import { ScreenSkeleton } from '../../widgets/member-page/member-only';
import { ClassFacts } from './class-facts';
import styles from './class-order.module.css';
import { ClassShare } from './class-share';
import { useCancelClassOrder, useClassRoster, useRemindClassOrder } from './use-class-order';

/** `/class/<code>/roster`: the representative's view: names, options, embroidery, paid or not, totals by size. */
export function ClassRosterPage() {
  const { code = '' } = useParams<{ code: string }>();
  const store = useStore();
  const [, navigate] = useLocation();
  const roster = useClassRoster(code);
  const remind = useRemindClassOrder();
  const cancel = useCancelClassOrder();
  if (roster.isError) return <ErrorState message={errorMessage(roster.error)} onRetry={() => void roster.refetch()} />;
  if (!roster.data) return <ScreenSkeleton label="명단을 불러오는 중이에요" />;
  const { classOrder, entries, sizes } = roster.data;
  const open = classOrder.status === 'OPEN';

  const sendReminder = () =>
    remind.mutate(code, {
      onSuccess: () => showToast('결제하지 않은 학생들에게 알림을 보냈어요.', store),
      onError: (error) => showToast(errorMessage(error), store),
    });
  const cancelOrder = () => {
    if (!window.confirm('단체 주문을 취소할까요? 결제 전 주문도 함께 취소돼요.')) return;
    cancel.mutate(code, {
      onSuccess: () => {
        showToast('단체 주문을 취소했어요.', store);
        navigate(paths.myClassOrders());
      },
      onError: (error) => showToast(errorMessage(error), store),
    });
  };

  return (
    <div className={styles.page}>
      <ClassFacts classOrder={classOrder} productName={classOrder.product.name} />
      {open && <ClassShare code={classOrder.code} title={`${classOrder.department} ${classOrder.className} 단체 주문`} />}
      {entries.length === 0 ? (
        <EmptyState title="아직 참여한 학생이 없어요" description="링크를 단톡방에 공유해 주세요. 참여하면 여기에 보여요." />
      ) : (
        <>
          <section aria-labelledby="sizes-heading" className={styles.card}>
            <h2 id="sizes-heading" className={styles.heading}>
              사이즈별 수량
            </h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">옵션</th>
                  <th scope="col">수량</th>
                  <th scope="col">결제</th>
                </tr>
              </thead>
              <tbody>
                {sizes.map((size) => (
                  <tr key={size.optionText}>
                    <td>{size.optionText}</td>
                    <td>{size.units}</td>
                    <td>{size.paidUnits}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-labelledby="roster-heading" className={styles.card}>
            <h2 id="roster-heading" className={styles.heading}>
              참여 명단
            </h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">이름</th>
                  <th scope="col">옵션 · 자수</th>
                  <th scope="col">결제</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.orderProductId}>
                    <td>{entry.name}</td>
                    <td>
                      {entry.optionText ?? '옵션 없음'} × {entry.count}
                      {entry.inputs.length > 0 && <br />}
                      {entry.inputs.join(' · ')}
                    </td>
                    <td>{entry.paid ? <Badge tone="success">결제 완료</Badge> : <Badge tone="warning">결제 전</Badge>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
      {open && (
        <div className={styles.actions}>
          <Button type="button" onClick={sendReminder} disabled={remind.isPending || classOrder.nextReminderAt != null}>
            결제 알림 보내기
          </Button>
          {classOrder.paidCount === 0 && (
            <Button type="button" variant="danger" onClick={cancelOrder} disabled={cancel.isPending}>
              단체 주문 취소
            </Button>
          )}
        </div>
      )}
      {open && classOrder.nextReminderAt && <p className={styles.note}>알림은 하루에 한 번 보낼 수 있어요. {formatDateTime(classOrder.nextReminderAt)}부터 다시 보낼 수 있어요.</p>}
    </div>
  );
}
