import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ReviewStatus, StaffMemberFieldsFragment } from '../../../lib/__generated__/graphql';
import { formatDateTime, formatKRW } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { orderStatusLabel, orderStatusTone } from '../../../lib/order-labels';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { AdminPage } from '../admin-page';
import { AuditTrail } from '../audit/audit-trail';
import { useStaffLevel } from '../use-staff-level';
import { LevelDialog, PointsDialog, RestoreDialog, SuspendDialog } from './member-dialogs';
import { displayTel, standingBadge } from './member-labels';
import styles from './members.module.css';
import { useStaffMember } from './use-members';

type Member = StaffMemberFieldsFragment;
type DialogName = 'points' | 'suspend' | 'restore' | 'level';

const REVIEW_STATUS: Record<ReviewStatus, { label: string; tone: BadgeTone }> = {
  READY: { label: '검수 중', tone: 'info' },
  APPLIED: { label: '게시됨', tone: 'success' },
  REJECT: { label: '반려됨', tone: 'danger' },
};

function Profile({ member }: { member: Member }) {
  const badge = standingBadge(member);
  const facts: [string, string][] = [
    ['이메일', member.email],
    ['휴대폰', displayTel(member.tel)],
    ['회원 구분', member.userTypeName ?? '없음'],
    ['입학 연도', member.admissionYear ? `${member.admissionYear}년` : '없음'],
    ['가입일', formatDateTime(member.createdAt)],
  ];
  if (member.suspended) {
    facts.push(['정지일', member.suspendedAt ? formatDateTime(member.suspendedAt) : '알 수 없음'], ['정지 사유', member.suspendReason ?? '없음']);
  }
  return (
    <section className={styles.section} aria-labelledby="member-profile">
      <h2 id="member-profile">
        {member.name} <Badge tone={badge.tone}>{badge.label}</Badge>
      </h2>
      <dl className={styles.profile}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Actions({ member, open }: { member: Member; open: (name: DialogName) => void }) {
  const { canOperate } = useStaffLevel();
  const { user } = useSession();
  if (!canOperate || member.resigned) return null;
  const self = user?.id === member.id;
  return (
    <div className={styles.actions}>
      {!member.suspended && <Button variant="secondary" onClick={() => open('points')}>포인트 지급·회수</Button>}
      {!member.suspended && !self && <Button variant="secondary" onClick={() => open('level')}>등급 변경</Button>}
      {!member.suspended && !self && member.authority < 2 && (
        <Button variant="danger" onClick={() => open('suspend')}>
          회원 정지
        </Button>
      )}
      {member.suspended && <Button onClick={() => open('restore')}>정지 풀기</Button>}
    </div>
  );
}

function Points({ member }: { member: Member }) {
  const { balance, reserved, expiringSoon } = member.pointSummary;
  return (
    <section className={styles.section} aria-labelledby="member-points">
      <h2 id="member-points">포인트</h2>
      <p className={styles.notice}>
        잔액 <strong>{balance.toLocaleString('ko-KR')}P</strong> · 적립 예정 {reserved.toLocaleString('ko-KR')}P · 30일 안에 소멸{' '}
        {expiringSoon.toLocaleString('ko-KR')}P
      </p>
      {member.recentPoints.length === 0 ? (
        <EmptyState title="포인트 내역이 없어요" />
      ) : (
        <ul className={styles.rows} aria-label="포인트 내역">
          {member.recentPoints.map((row) => {
            const adds = row.status === 'GAIN' || row.status === 'RESERVED';
            return (
              <li key={row.id}>
                <div className={styles.rowHead}>
                  <span>
                    {row.typeName}
                    {row.status === 'RESERVED' && ' (적립 예정)'}
                  </span>
                  <span className={adds ? styles.plus : styles.minus}>
                    {adds ? '+' : '-'}
                    {row.value.toLocaleString('ko-KR')}P
                  </span>
                </div>
                {row.reason && <span>사유: {row.reason}</span>}
                <span className={styles.muted}>{formatDateTime(row.createdAt)}</span>
              </li>
            );
          })}
        </ul>
      )}
      {member.pointCount > member.recentPoints.length && (
        <p className={styles.muted}>최근 {member.recentPoints.length}건만 보여요 (전체 {member.pointCount}건).</p>
      )}
    </section>
  );
}

function Orders({ member }: { member: Member }) {
  return (
    <section className={styles.section} aria-labelledby="member-orders">
      <h2 id="member-orders">최근 주문 ({member.orderCount}건)</h2>
      {member.recentOrders.length === 0 ? (
        <EmptyState title="주문 내역이 없어요" />
      ) : (
        <ul className={styles.rows} aria-label="최근 주문">
          {member.recentOrders.map((order) => (
            <li key={order.id}>
              <div className={styles.rowHead}>
                <strong>주문 {order.id}</strong>
                <span>
                  {formatKRW(order.paidPrice)}
                  {order.pointUsing > 0 && ` + ${order.pointUsing.toLocaleString('ko-KR')}P`}
                </span>
              </div>
              <span className={styles.muted}>{formatDateTime(order.createdAt)}</span>
              <ul className={styles.rows}>
                {order.lines.map((line) => (
                  <li key={line.id}>
                    <div className={styles.rowHead}>
                      <Link href={paths.product(line.productId)}>{line.productName}</Link>
                      <Badge tone={orderStatusTone(line.status)}>{orderStatusLabel(line.status)}</Badge>
                    </div>
                    <span className={styles.muted}>
                      {line.optionText ? `${line.optionText} · ` : ''}
                      {line.count}개 · {formatKRW(line.paidPrice)}
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Reviews({ member }: { member: Member }) {
  return (
    <section className={styles.section} aria-labelledby="member-reviews">
      <h2 id="member-reviews">리뷰 ({member.reviewCount}건)</h2>
      {member.recentReviews.length === 0 ? (
        <EmptyState title="작성한 리뷰가 없어요" />
      ) : (
        <ul className={styles.rows} aria-label="리뷰">
          {member.recentReviews.map((review) => (
            <li key={review.id}>
              <div className={styles.rowHead}>
                <Link href={paths.product(review.productId)}>{review.productName}</Link>
                <Badge tone={REVIEW_STATUS[review.status].tone}>{REVIEW_STATUS[review.status].label}</Badge>
              </div>
              <span>
                별점 {review.rating}점 · {review.note}
              </span>
              <span className={styles.muted}>{formatDateTime(review.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MemberDetail({ member }: { member: Member }) {
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const close = () => setDialog(null);
  return (
    <div className={styles.detail}>
      <Profile member={member} />
      <Actions member={member} open={setDialog} />
      <Points member={member} />
      <Orders member={member} />
      <Reviews member={member} />
      <AuditTrail objectType="MEMBER" objectId={member.id} />
      {/* Mounted only while open, so each opening starts with an empty form. */}
      {dialog === 'points' && <PointsDialog member={member} open onClose={close} />}
      {dialog === 'suspend' && <SuspendDialog member={member} open onClose={close} />}
      {dialog === 'restore' && <RestoreDialog member={member} open onClose={close} />}
      {dialog === 'level' && <LevelDialog member={member} open onClose={close} />}
    </div>
  );
}

/** `/admin/members/:id`: one member's profile, standing, points, orders and reviews. */
export function MemberPage() {
  const { id } = useParams<{ id: string }>();
  const memberId = Number(id);
  const member = useStaffMember(memberId);
  let body;
  if (member.isError) body = <ErrorState message={errorMessage(member.error)} onRetry={() => void member.refetch()} />;
  else if (!member.data) {
    body = (
      <div role="status" aria-busy="true" aria-label="회원 정보를 불러오는 중이에요">
        <Skeleton width="100%" height="16rem" />
      </div>
    );
  } else body = <MemberDetail member={member.data.staffMember} />;
  return (
    <AdminPage title={member.data ? `회원 · ${member.data.staffMember.name}` : '회원 정보'}>
      <Link href={paths.adminMembers()}>← 회원 목록</Link>
      {body}
    </AdminPage>
  );
}
