import { useState } from 'react';
import { useParams } from 'wouter';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { ButtonLink } from '../../components/ui/button-link';
import { errorMessage } from '../../lib/graphql-client';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { ScreenSkeleton } from '../../widgets/member-page/member-only';
import { useJoinWaitingRoom, useMyTicket, useWaitingRoomGate, useWaitingStatus } from './use-waiting-room';
import { WaitingStatusView } from './waiting-room-status';
import styles from './waiting-room.module.css';

/** `/products/:id/waiting-room`: join the product's queue, then watch the place move (ADR 0073). */
export function WaitingRoomPage() {
  const { id = '' } = useParams<{ id: string }>();
  const productId = Number(id);
  const gate = useWaitingRoomGate(productId);
  const ticket = useMyTicket(productId);
  const join = useJoinWaitingRoom();
  const status = useWaitingStatus(ticket.data?.ticket);
  // How many stood ahead when the page first saw the place: the progress bar's full length.
  const [firstAhead, setFirstAhead] = useState<number | null>(null);

  const failed = gate.error ?? ticket.error;
  if (failed) return <ErrorState message={errorMessage(failed)} onRetry={() => void Promise.all([gate.refetch(), ticket.refetch()])} />;
  if (gate.data === undefined || ticket.data === undefined) return <ScreenSkeleton label="대기열을 불러오는 중이에요" />;
  if (gate.data === null) {
    return (
      <EmptyState
        title="대기열이 없는 상품이에요"
        description="이 상품은 기다리지 않고 바로 구매할 수 있어요."
        action={<ButtonLink href={paths.product(productId)}>상품 보러 가기</ButtonLink>}
      />
    );
  }
  const opensAt = gate.data.opensAt as string;
  if (ticket.data === null) {
    return (
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="join-heading">
          <h2 id="join-heading">판매 시작 전에 줄을 서요</h2>
          <p className={styles.muted}>
            {formatDateTime(opensAt)}에 판매가 시작돼요. 대기열은 {formatDateTime(gate.data.queueOpensAt as string)}부터 열려요. 시작 전에 들어온 학생들은
            시작 시각에 순서를 추첨하고, 그 뒤에 온 학생은 들어온 순서대로 서요.
          </p>
          <p className={styles.muted}>입장하면 {gate.data.admissionMinutes}분 동안 주문할 수 있어요.</p>
          {join.error && (
            <p role="alert" className={styles.muted}>
              {errorMessage(join.error)}
            </p>
          )}
          <Button size="lg" fullWidth disabled={join.isPending} onClick={() => join.mutate(productId)}>
            대기열 들어가기
          </Button>
        </section>
      </div>
    );
  }
  const current = status.data ?? ticket.data.status;
  if (current.state === 'WAITING' && current.ahead != null && firstAhead === null) setFirstAhead(current.ahead);
  return (
    <div className={styles.page}>
      <WaitingStatusView productId={productId} status={current} opensAt={opensAt} firstAhead={firstAhead} />
      {status.isError && (
        <p role="status" className={styles.muted}>
          연결이 잠시 끊겼어요. 순서는 그대로니 잠시 후 다시 확인할게요.
        </p>
      )}
    </div>
  );
}
