import { useStore } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/graphql-client';
import { useSession, type SessionUser } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useMyPointSummary } from '../../../lib/point-queries';
import styles from '../account.module.css';
import { formatPoints } from '../points-text';
import { OrderStatusSummary } from './order-status-summary';
import { paths } from '../../../lib/paths';
import { RecentlyViewed } from '../../../widgets/recent/recently-viewed';

interface MenuLink {
  href: string;
  label: string;
  description?: string;
}

const SHOPPING: readonly MenuLink[] = [
  { href: paths.orders(), label: '주문 내역', description: '배송 조회, 주문 취소, 옵션·배송지 변경' },
  { href: paths.reviews(), label: '리뷰', description: '작성 가능한 리뷰와 내가 쓴 리뷰' },
  { href: paths.cart(), label: '장바구니' },
  { href: paths.points(), label: '포인트', description: '적립·사용 내역과 소멸 예정 포인트' },
  { href: paths.restock(), label: '재입고 알림', description: '품절 상품이 다시 들어오면 알려 드려요' },
  { href: paths.wishlist(), label: '찜한 상품', description: '마음에 둔 상품을 모아 볼 수 있어요' },
  { href: paths.myClassOrders(), label: '내 단체 주문', description: '과대표로 연 단체 주문의 링크와 명단을 볼 수 있어요' },
  { href: paths.messages(), label: '알림 내역', description: '받은 알림톡·문자·메일과 입금 안내' },
];

const ACCOUNT: readonly MenuLink[] = [
  { href: paths.profile(), label: '회원 정보 수정', description: '이름, 회원 유형, 입학·출생 연도, 마케팅 수신' },
  { href: paths.address(), label: '배송지 관리' },
  { href: paths.phone(), label: '휴대폰 번호 변경' },
  { href: paths.password(), label: '비밀번호 변경' },
];

function PointsCard() {
  const summary = useMyPointSummary();
  if (summary.isPending) {
    return (
      <div role="status" className={styles.pointsCard} aria-busy="true" aria-label="포인트를 불러오는 중이에요">
        <Skeleton width="50%" height="1.5rem" />
      </div>
    );
  }
  if (summary.isError) {
    return (
      <div className={styles.pointsCard} role="alert">
        <p className={styles.muted}>{errorMessage(summary.error)}</p>
        <Button variant="secondary" size="sm" onClick={() => void summary.refetch()}>
          다시 시도
        </Button>
      </div>
    );
  }
  const points = summary.data;
  return (
    <Link href={paths.points()} className={styles.pointsCard}>
      <span className={styles.pointsLabel}>사용 가능한 포인트</span>
      <strong className={styles.pointsValue}>{formatPoints(points?.balance ?? 0)}</strong>
      {points && points.reserved > 0 && <span className={styles.muted}>적립 예정 {formatPoints(points.reserved)}</span>}
      {points && points.expiringSoon > 0 && <span className={styles.warning}>30일 안에 소멸 예정 {formatPoints(points.expiringSoon)}</span>}
    </Link>
  );
}

function Menu({ title, links }: { title: string; links: readonly MenuLink[] }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.menu}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={styles.menuLink}>
              <span className={styles.menuLabel}>{link.label}</span>
              {link.description && <span className={styles.menuDescription}>{link.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Greeting({ user }: { user: SessionUser }) {
  return (
    <section className={styles.greeting} aria-label="내 정보">
      <p className={styles.greetingName}>
        <strong>{user.name}</strong>님, 안녕하세요
      </p>
      <p className={styles.muted}>
        {user.email}
        {user.userType && ` · ${user.userType.content}`}
      </p>
    </section>
  );
}

/** `/my`: who is signed in, their points and order status, and a way into every account screen. */
export function MyPage() {
  const { user, signOut } = useSession();
  const store = useStore();
  const [leaving, setLeaving] = useState(false);
  if (!user) return null;

  const logOut = async () => {
    setLeaving(true);
    await signOut();
    showToast('로그아웃했어요.', store);
  };

  return (
    <>
      <Greeting user={user} />
      <PointsCard />
      <OrderStatusSummary />
      <Menu title="쇼핑" links={SHOPPING} />
      <Menu title="회원 정보" links={ACCOUNT} />
      <RecentlyViewed />
      <div className={styles.hubFooter}>
        <Button variant="secondary" fullWidth loading={leaving} onClick={() => void logOut()}>
          로그아웃
        </Button>
        <Link href={paths.withdraw()} className={styles.quietLink}>
          회원 탈퇴
        </Link>
      </div>
    </>
  );
}
