import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { periodOf } from '../../../../../domain/order-desk/order-line-filter';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { StaffSalesReportDocument } from '../../../lib/__generated__/graphql';
import { formatKRW } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { queryOptionsFor } from '../../../lib/query-options';
import { AdminPage } from '../admin-page';
import { PeriodPicker, type Period } from '../period-picker';
import { DailyNetChart, PayMethodChart } from './sales-charts';
import { downloadSalesCsv, type SalesReport } from './sales-csv';
import { SalesProducts } from './sales-products';
import styles from './sales.module.css';

function Summary({ report }: { report: SalesReport }) {
  const figures: [string, string][] = [
    ['순매출', formatKRW(report.total.net)],
    ['총매출', formatKRW(report.total.gross)],
    ['환불', formatKRW(report.total.refunds)],
    ['판매 수량', `${report.total.units.toLocaleString('ko-KR')}개`],
    ['주문', `${report.orders.toLocaleString('ko-KR')}건`],
    ['포인트 지급', `${report.points.issued.toLocaleString('ko-KR')}P`],
    ['포인트 사용', `${report.points.spent.toLocaleString('ko-KR')}P`],
  ];
  return (
    <dl className={styles.summary} aria-label="기간 합계">
      {figures.map(([label, value]) => (
        <div key={label} className={styles.figureBox}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `/admin/sales?from=&to=`: the period's sales by day, product and pay method, as charts, tables and a CSV. */
export function SalesPage({ now }: { now?: Date } = {}) {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const fallback = periodOf('month', now ?? new Date());
  const period: Period = params.has('from') || params.has('to') ? { from: params.get('from'), to: params.get('to') } : fallback;
  const complete = Boolean(period.from && period.to);
  const report = useQuery({
    ...queryOptionsFor(StaffSalesReportDocument, { from: period.from ?? '', to: period.to ?? '' }, { select: (data) => data.staffSalesReport }),
    enabled: complete,
    placeholderData: keepPreviousData,
  });
  const choose = (next: Period) => navigate(paths.adminSales({ from: next.from ?? '', to: next.to ?? '' }), { replace: true });

  let body;
  if (!complete) {
    body = <EmptyState title="시작일과 종료일을 모두 골라 주세요" />;
  } else if (report.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="매출을 불러오는 중이에요">
        <Skeleton shape="block" height="240px" />
      </div>
    );
  } else if (report.isError) {
    body = <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  } else if (report.data.orders === 0 && report.data.points.issued === 0 && report.data.points.spent === 0) {
    body = <EmptyState title="이 기간에는 결제된 주문이 없어요" />;
  } else {
    const data = report.data;
    body = (
      <>
        <Summary report={data} />
        <div className={styles.charts}>
          <DailyNetChart report={data} />
          <PayMethodChart report={data} />
        </div>
        <SalesProducts report={data} />
      </>
    );
  }
  return (
    <AdminPage
      title="매출 통계"
      description="결제된 날(한국 시간)을 기준으로 세요. 환불은 그 주문이 결제된 날에서 빼요."
      actions={
        report.data && complete ? (
          <Button variant="secondary" onClick={() => downloadSalesCsv(report.data)}>
            CSV 내려받기
          </Button>
        ) : undefined
      }
    >
      <div className={styles.picker}>
        <PeriodPicker value={period} onChange={choose} now={now} />
      </div>
      {body}
    </AdminPage>
  );
}
