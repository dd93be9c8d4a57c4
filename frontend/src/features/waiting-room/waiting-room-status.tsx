import { useEffect } from 'react';
import { ButtonLink } from '../../components/ui/button-link';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useSecondsLeft } from '../../lib/use-seconds-left';
import { keepAdmissionPass } from '../../lib/waiting-room-passes';
import type { PollStatus } from './use-waiting-room';
import styles from './waiting-room.module.css';

/** "약 3분", "1분 안에": a rough wait said calmly, never to the second. */
export function estimateText(seconds: number | null | undefined): string | null {
  if (seconds == null) return null;
  if (seconds < 60) return '1분 안에';
  if (seconds < 3600) return `약 ${Math.ceil(seconds / 60)}분`;
  return `약 ${Math.floor(seconds / 3600)}시간 ${Math.ceil((seconds % 3600) / 60)}분`;
}

function Admitted({ productId, admission }: { productId: number; admission: { token: string; expiresAt: string } }) {
  const left = useSecondsLeft(admission.expiresAt);
  useEffect(() => keepAdmissionPass({ productId, ...admission }), [productId, admission]);
  const minutes = String(Math.floor(left / 60)).padStart(2, '0');
  const seconds = String(left % 60).padStart(2, '0');
  return (
    <section className={styles.card} aria-labelledby="admitted-heading">
      <h2 id="admitted-heading">입장했어요</h2>
      <p className={styles.muted}>아래 시간 안에 주문을 마쳐 주세요. 시간이 지나면 대기열에 다시 들어가야 해요.</p>
      <p className={styles.countdown} aria-label={`남은 시간 ${Number(minutes)}분 ${Number(seconds)}초`}>
        {minutes}:{seconds}
      </p>
      <ButtonLink href={paths.product(productId)} size="lg" fullWidth>
        주문하러 가기
      </ButtonLink>
    </section>
  );
}

interface StatusViewProps {
  productId: number;
  status: PollStatus;
  opensAt: string | null;
  /** How many stood ahead when the page first knew the member's place, for the progress bar. */
  firstAhead: number | null;
}

/** One status of the member's place: waiting (with a calm progress bar), let in, spent or closed. */
export function WaitingStatusView({ productId, status, opensAt, firstAhead }: StatusViewProps) {
  if (status.state === 'ADMITTED' && status.admission) return <Admitted productId={productId} admission={status.admission} />;
  if (status.state === 'EXPIRED') {
    return (
      <section className={styles.card} aria-labelledby="expired-heading">
        <h2 id="expired-heading">입장 시간이 끝났어요</h2>
        <p className={styles.muted}>주문하지 않은 채로 입장 시간이 지났어요. 남은 수량은 다음 순서의 학생에게 넘어가요.</p>
      </section>
    );
  }
  if (status.state === 'CLOSED') {
    return (
      <section className={styles.card} aria-labelledby="closed-heading">
        <h2 id="closed-heading">대기열이 닫혔어요</h2>
        <p className={styles.muted}>판매가 끝났거나 대기열이 꺼졌어요. 상품 화면에서 다시 확인해 주세요.</p>
      </section>
    );
  }
  const estimate = estimateText(status.estimateSeconds);
  if (status.position == null) {
    return (
      <section className={styles.card} aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">대기열에 들어왔어요</h2>
        <p className={styles.muted}>
          판매가 시작되는 {opensAt ? formatDateTime(opensAt) : '시각'}에 먼저 온 학생들의 순서를 공정하게 추첨해요. 이 화면을 닫아도 순서는 그대로예요.
        </p>
        {estimate && <p className={styles.muted}>시작까지 {estimate}</p>}
      </section>
    );
  }
  const ahead = status.ahead ?? status.position - 1;
  const total = Math.max(firstAhead ?? ahead, ahead, 1);
  return (
    <section className={styles.card} aria-labelledby="waiting-heading">
      <h2 id="waiting-heading">내 순서</h2>
      <p className={styles.position}>{status.position.toLocaleString('ko-KR')}번째</p>
      <p className={styles.muted}>
        내 앞에 {ahead.toLocaleString('ko-KR')}명이 있어요{estimate ? ` · 예상 대기 ${estimate}` : ''}
      </p>
      <progress className={styles.progress} max={total} value={total - ahead} aria-label="대기 진행 정도" />
      <p className={styles.muted}>순서가 되면 이 화면이 바로 바뀌어요. 새로고침하지 않아도 돼요.</p>
    </section>
  );
}
