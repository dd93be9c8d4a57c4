import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import type { CheckoutHoldFieldsFragment } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { clockText, useSecondsLeft } from '../../../lib/use-seconds-left';
import styles from './checkout-hold.module.css';
import { useCheckoutHold } from './use-checkout-hold';

type Hold = CheckoutHoldFieldsFragment;

/** From here on the card warns: two minutes is about what the payment window takes. */
export const HOLD_WARNING_SECONDS = 120;

const unitsOf = (hold: Hold) => hold.lines.reduce((sum, line) => sum + line.units, 0);
const linesText = (hold: Hold) => hold.lines.map((line) => `${line.optionText ?? hold.productName} ${line.units}개`).join(', ');

/**
 * What the live region says: once a minute while there is time, once more in the last minute,
 * and once at the end. The visible clock (role="timer", not announced) changes every second.
 */
export function holdAnnouncement(secondsLeft: number): string {
  if (secondsLeft <= 0) return '잡아 둔 시간이 끝나 재고가 다른 학생에게 돌아갔어요.';
  if (secondsLeft <= 60) return '잡아 둔 시간이 1분도 남지 않았어요. 서둘러 결제해 주세요.';
  return `잡아 둔 시간이 ${Math.ceil(secondsLeft / 60)}분 남았어요.`;
}

function HeldStock({ hold, onRetry, retrying }: { hold: Hold; onRetry: () => void; retrying: boolean }) {
  const left = useSecondsLeft(hold.expiresAt as string);
  const near = left > 0 && left <= HOLD_WARNING_SECONDS;
  const headingId = `hold-${hold.productId}`;
  return (
    <section className={`${styles.card} ${near || left === 0 ? styles.near : ''}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {left > 0 ? '재고를 잡아 뒀어요' : '잡아 둔 시간이 끝났어요'}
      </h2>
      {left > 0 ? (
        <>
          <p className={styles.muted}>
            {hold.productName} · {linesText(hold)}. 남은 시간 안에 결제를 마쳐 주세요. 시간이 지나면 다른 학생에게 돌아가요.
          </p>
          <p className={styles.countdown} role="timer" aria-label={`남은 시간 ${Math.floor(left / 60)}분 ${left % 60}초`}>
            {clockText(left)}
          </p>
          {near && <p className={styles.warning}>곧 시간이 끝나요. 서둘러 결제해 주세요.</p>}
        </>
      ) : (
        <>
          <p className={styles.muted}>
            잡아 둔 {unitsOf(hold)}개는 다른 학생이 살 수 있게 돌아갔어요. 입장 시간이 남아 있으면 다시 잡아 볼 수 있고, 끝났다면 대기열에 다시 서 주세요.
          </p>
          <div className={styles.actions}>
            <Button onClick={onRetry} loading={retrying} loadingLabel="다시 잡는 중">
              다시 잡아 보기
            </Button>
            <ButtonLink href={paths.waitingRoom(hold.productId)} variant="secondary">
              대기 화면으로 가기
            </ButtonLink>
          </div>
        </>
      )}
      <span role="status">
        <VisuallyHidden>{holdAnnouncement(left)}</VisuallyHidden>
      </span>
    </section>
  );
}

/**
 * The checkout's held stock (issue 21): for lines behind a waiting room, the units kept aside and
 * the time left to pay, a warning near the end, and at the end the way back (hold again while the
 * admission lasts, or queue again). Nothing shows for a checkout without held lines.
 */
export function CheckoutHold({ cartIds }: { cartIds: readonly number[] }) {
  const { query: hold, asked, productIds } = useCheckoutHold(cartIds);
  if (!asked) return null;
  if (hold.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="재고를 잡아 두는 중이에요" className={styles.card}>
        <Skeleton width="100%" height="4.5rem" />
      </div>
    );
  }
  if (hold.isError) {
    return (
      <section className={`${styles.card} ${styles.near}`} aria-labelledby="hold-problem">
        <h2 id="hold-problem" className={styles.heading}>
          재고를 잡아 두지 못했어요
        </h2>
        <p role="alert" className={styles.muted}>
          {errorMessage(hold.error)}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void hold.refetch()} loading={hold.isFetching} loadingLabel="다시 시도하는 중">
            다시 시도
          </Button>
          {productIds.map((productId) => (
            <ButtonLink key={productId} href={paths.waitingRoom(productId)} variant="secondary">
              대기 화면으로 가기
            </ButtonLink>
          ))}
        </div>
      </section>
    );
  }
  return hold.data.map((held) => <HeldStock key={held.productId} hold={held} onRetry={() => void hold.refetch()} retrying={hold.isFetching} />);
}
