import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { LINE_STATUS_TEXT } from '../../../../../domain/staff/staff-status-text';
import type { StaffOrderQuery } from '../../../lib/__generated__/graphql';
import { formatDateTime, formatKRW } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { payMethodLabel } from '../../../lib/pay-methods';
import { paths } from '../../../lib/paths';
import { AdminPage } from '../admin-page';
import { AuditTrail } from '../audit/audit-trail';
import { displayTel } from '../members/member-labels';
import { LineCancelAction } from '../refunds/line-cancel-action';
import { useStaffLevel } from '../use-staff-level';
import { DeskLines } from './desk-lines';
import { useReloadOrders, useStaffOrder } from './use-order-desk';
import styles from './orders.module.css';

type Order = StaffOrderQuery['staffOrder'];

const PAYMENT_STATUS_TEXT: Record<Order['payment']['status'], string> = { READY: '결제 대기', PAID: '결제 완료', CANCELLED: '취소' };
const ACTOR_TEXT: Record<Order['history'][number]['actor'], string> = { MEMBER: '구매자', STAFF: '운영진', SYSTEM: '자동' };

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value ?? '없음'}</dd>
        </div>
      ))}
    </dl>
  );
}

function PaymentRecord({ order }: { order: Order }) {
  const payment = order.payment;
  const rows: [string, ReactNode][] = [
    ['결제 수단', payMethodLabel(payment.payMethod)],
    ['결제 상태', PAYMENT_STATUS_TEXT[payment.status]],
    ['주문번호', payment.mUid],
    ['PortOne 결제번호', payment.impUid],
    ['PG', payment.pgProvider],
    ['결제 시각', payment.paidAt ? formatDateTime(payment.paidAt) : null],
    ['상품 금액', formatKRW(payment.totalPrice)],
    ['할인', formatKRW(payment.discountFee)],
    ['배송비', formatKRW(payment.deliveryFee)],
    ['포인트', formatKRW(payment.pointUsing)],
    ['결제 금액', formatKRW(payment.paidPrice)],
    ['환불한 금액', formatKRW(payment.cancelPrice)],
  ];
  if (payment.vbankNum) {
    rows.push(['가상계좌', `${payment.vbankName ?? ''} ${payment.vbankNum} (${payment.vbankHolder ?? ''})`]);
    rows.push(['입금 기한', payment.vbankDate ? formatDateTime(payment.vbankDate) : null]);
  }
  if (payment.refundAccount) rows.push(['환불 계좌', `${payment.refundBankName ?? ''} ${payment.refundAccount} (${payment.refundHolder ?? ''})`]);
  if (payment.failReason) rows.push(['실패 사유', payment.failReason]);
  return <Facts rows={rows} />;
}

/** `/admin/orders/:id`: buyer, address or pickup point, payment record, lines and their history. */
export function OrderPage() {
  const id = Number(useParams<{ id: string }>().id);
  const order = useStaffOrder(id);
  const { canOperate } = useStaffLevel();
  const reload = useReloadOrders();
  if (order.isError) {
    return (
      <AdminPage title="주문 상세">
        <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />
      </AdminPage>
    );
  }
  if (!order.data) {
    return (
      <AdminPage title="주문 상세">
        <div role="status" aria-busy="true" aria-label="주문을 불러오는 중이에요">
          <Skeleton width="100%" height="20rem" />
        </div>
      </AdminPage>
    );
  }
  const data = order.data.staffOrder;
  return (
    <AdminPage title={`주문 ${data.mUid}`} description={`${formatDateTime(data.createdAt)} 주문`}>
      <p>
        <Link href={paths.adminOrders()} className={styles.link}>
          ← 주문 목록
        </Link>
      </p>
      <div className={styles.sections}>
        <section className={styles.card} aria-labelledby="order-buyer">
          <h2 id="order-buyer">구매자</h2>
          <Facts
            rows={[
              ['이름', <Link key="name" href={paths.adminMember(data.buyer.id)} className={styles.link}>{data.buyer.name}</Link>],
              ['이메일', data.buyer.email],
              ['휴대폰', displayTel(data.buyer.tel)],
            ]}
          />
        </section>
        <section className={styles.card} aria-labelledby="order-delivery">
          <h2 id="order-delivery">{data.delivery ? '배송지' : '현장 수령'}</h2>
          {data.delivery ? (
            <Facts
              rows={[
                ['받는 분', data.delivery.name],
                ['연락처', data.delivery.tel],
                ['주소', `(${data.delivery.postCode}) ${data.delivery.address} ${data.delivery.detailAddress}`],
                ['요청 사항', data.delivery.note],
              ]}
            />
          ) : (
            <Facts rows={[['수령 장소', data.pickupPointName]]} />
          )}
        </section>
        <section className={styles.card} aria-labelledby="order-payment">
          <h2 id="order-payment">결제 기록</h2>
          <PaymentRecord order={data} />
        </section>
        <section className={styles.card} aria-labelledby="order-history">
          <h2 id="order-history">상태 변경 이력</h2>
          <ol className={styles.history}>
            {data.history.map((event, index) => (
              <li key={`${event.at}-${index}`}>
                <span className={styles.muted}>{formatDateTime(event.at)}</span> {event.summary}
                <span className={styles.muted}>
                  {' '}
                  · {ACTOR_TEXT[event.actor]}
                  {event.actorName ? ` ${event.actorName}` : ''}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <section aria-labelledby="order-lines">
        <h2 id="order-lines">주문 상품</h2>
        <DeskLines label="주문 상품" lines={data.lines} selected={null} />
        {canOperate && (
          <ul className={styles.views} aria-label="상품별 취소">
            {data.lines.map((line) => (
              <li key={line.id} style={{ listStyle: 'none' }}>
                <span className={styles.muted}>
                  {line.productName} · {LINE_STATUS_TEXT[line.status]}
                </span>{' '}
                <LineCancelAction orderProductId={line.id} onDone={reload} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {data.lines.map((line) => (
        <AuditTrail key={line.id} objectType="ORDER_PRODUCT" objectId={line.id} headingLevel="h3" />
      ))}
    </AdminPage>
  );
}
