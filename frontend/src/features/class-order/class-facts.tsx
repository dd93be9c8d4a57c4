import { Badge, type BadgeTone } from '../../components/ui/badge';
import type { ClassOrderFieldsFragment, ClassOrderStatus } from '../../lib/__generated__/graphql';
import { formatDateTime } from '../../lib/format';
import styles from './class-order.module.css';

export const CLASS_STATUS_LABELS = {
  OPEN: { text: '참여 받는 중', tone: 'primary' },
  LOCKED: { text: '마감', tone: 'neutral' },
  CANCELLED: { text: '취소됨', tone: 'danger' },
} as const satisfies Record<ClassOrderStatus, { text: string; tone: BadgeTone }>;

/** The class, its pickup point and deadline, and how many joined and paid. */
export function ClassFacts({ classOrder, productName }: { classOrder: ClassOrderFieldsFragment; productName: string }) {
  const status = CLASS_STATUS_LABELS[classOrder.status];
  return (
    <section className={styles.card} aria-label="단체 주문 정보">
      <p className={styles.heading}>
        {classOrder.department} {classOrder.className} · <Badge tone={status.tone}>{status.text}</Badge>
      </p>
      <dl className={styles.facts}>
        <dt>상품</dt>
        <dd>{productName}</dd>
        <dt>과대표</dt>
        <dd>{classOrder.representativeName}</dd>
        <dt>마감</dt>
        <dd>{formatDateTime(classOrder.closesAt)}</dd>
        <dt>수령 장소</dt>
        <dd>
          {classOrder.pickupPoint.name} ({classOrder.pickupPoint.address} {classOrder.pickupPoint.detailAddress})
        </dd>
        <dt>참여</dt>
        <dd>
          {classOrder.joinedCount}명 참여 · {classOrder.paidCount}명 결제
        </dd>
      </dl>
    </section>
  );
}
