import { Link } from 'wouter';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/graphql-client';
import { paths } from '../../lib/paths';
import { ADMIN_NAV } from './admin-nav';
import { AdminPage } from './admin-page';
import styles from './admin.module.css';
import home from './admin-home.module.css';
import { AuditEntries } from './audit/audit-entries';
import { useAuditLog } from './audit/use-audit-log';
import { TodayList } from './today/today-list';
import { useStaffLevel } from './use-staff-level';

const SECTION_HINTS: Record<string, string> = {
  주문: '주문 확인, 일괄 처리, 주문 상세',
  '송장·배송': '택배사 엑셀 내려받기, 송장 번호 일괄 등록',
  '취소·환불': '취소 요청, 부분 환불, 환불 재시도',
  리뷰: '리뷰 승인·반려, 고정, 답변',
  '재입고 요청': '기다리는 회원 수, 재고 채우기',
  '매출 통계': '일별·상품별 매출, 결제 수단, 포인트',
  상품: '상품 등록·수정, 옵션과 재고, 이미지, 판매 기간',
  카테고리: '메인·서브 카테고리와 홈 화면 추천 카테고리',
  '배송·수령지': '배송비 템플릿과 단체 수령 장소',
  '배너·공지': '홈 배너와 상단 공지',
  '상점 설정': '상점 이름, 주소, 링크, 테마 색',
  회원: '회원 찾기, 포인트 지급·회수, 이용 정지',
  '알림 발송': '알림톡·문자·메일 발송 현황',
  '변경 기록': '운영진이 바꾼 모든 내용',
};

/** `/admin`: what needs a hand now (Today), where each kind of work lives, and the latest changes staff made. */
export function AdminHomePage() {
  const { canOperate } = useStaffLevel();
  const recent = useAuditLog({ page: 1 });
  return (
    <AdminPage
      title="운영 홈"
      description={canOperate ? '상점을 운영하는 데 필요한 일을 여기서 모두 할 수 있어요.' : '조회 전용 계정이에요. 모든 화면을 볼 수 있지만 바꿀 수는 없어요.'}
    >
      <TodayList />
      <ul className={home.sections} aria-label="운영 메뉴 바로가기">
        {ADMIN_NAV.filter((item) => item.href !== paths.adminHome()).map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={home.sectionLink}>
              <span className={home.sectionTitle}>{item.label}</span>
              <span className={styles.muted}>{SECTION_HINTS[item.label]}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="recent-changes" className={home.recent}>
        <h2 id="recent-changes">최근 변경</h2>
        {recent.isPending ? (
          <div role="status" aria-busy="true" aria-label="최근 변경을 불러오는 중이에요">
            <Skeleton shape="block" height="72px" />
          </div>
        ) : recent.isError ? (
          <ErrorState message={errorMessage(recent.error)} onRetry={() => void recent.refetch()} />
        ) : recent.data.total === 0 ? (
          <EmptyState title="아직 운영진이 바꾼 내용이 없어요" />
        ) : (
          <>
            <AuditEntries items={recent.data.items.slice(0, 5)} showObject />
            <Link href={paths.adminAudit()}>변경 기록 전체 보기</Link>
          </>
        )}
      </section>
    </AdminPage>
  );
}
