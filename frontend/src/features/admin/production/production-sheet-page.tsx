import { useState } from 'react';
import { useParams } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ProductionSheetFieldsFragment } from '../../../lib/__generated__/graphql';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { paths } from '../../../lib/paths';
import { productionSheetFileName } from '../../../../../domain/production/production-sheet-files';
import { AdminPage } from '../admin-page';
import { downloadCourierFile } from '../shipping/use-courier';
import { CHANGE_LABELS, TRIGGER_LABELS } from './production-labels';
import styles from './production.module.css';
import { useProductionSheet } from './use-production';

function Summary({ sheet }: { sheet: ProductionSheetFieldsFragment }) {
  const axes = sheet.axisNames.length > 0 ? sheet.axisNames : ['옵션'];
  return (
    <section className={styles.section} aria-labelledby="sheet-summary">
      <h2 id="sheet-summary" className={styles.sectionTitle}>
        옵션별 수량
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            {axes.map((axis) => (
              <th key={axis} scope="col">
                {axis}
              </th>
            ))}
            <th scope="col">수량</th>
          </tr>
        </thead>
        <tbody>
          {sheet.summary.map((row) => (
            <tr key={row.optionText}>
              {axes.map((axis, at) => (
                <td key={axis} data-label={axis}>
                  {row.optionValues[at] ?? ''}
                </td>
              ))}
              <td data-label="수량">{row.units}개</td>
            </tr>
          ))}
          <tr className={styles.totals}>
            <td data-label="합계" colSpan={axes.length}>
              합계
            </td>
            <td data-label="수량">{sheet.totalUnits}개</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function People({ sheet }: { sheet: ProductionSheetFieldsFragment }) {
  return (
    <section className={styles.section} aria-labelledby="sheet-people">
      <h2 id="sheet-people" className={styles.sectionTitle}>
        주문자 명단 ({sheet.people.length}명)
      </h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">이름</th>
            <th scope="col">학과·반</th>
            <th scope="col">옵션</th>
            <th scope="col">자수</th>
            <th scope="col">수량</th>
          </tr>
        </thead>
        <tbody>
          {sheet.people.map((person) => (
            <tr key={person.orderProductId}>
              <td data-label="이름">{person.name}</td>
              <td data-label="학과·반">{person.classLabel ?? '-'}</td>
              <td data-label="옵션">{person.optionText ?? '-'}</td>
              <td data-label="자수">{person.inputs.map((input) => `${input.label}: ${input.value}`).join(', ') || '-'}</td>
              <td data-label="수량">{person.count}개</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Changes({ sheet }: { sheet: ProductionSheetFieldsFragment }) {
  if (sheet.version === 1) return null;
  return (
    <section className={styles.section} aria-labelledby="sheet-changes">
      <h2 id="sheet-changes" className={styles.sectionTitle}>
        v{sheet.version - 1}에서 바뀐 점
      </h2>
      {sheet.changes.length === 0 ? (
        <p className={styles.muted}>바뀐 주문이 없어요.</p>
      ) : (
        <ul>
          {sheet.changes.map((change) => (
            <li key={`${change.kind}-${change.orderProductId}`} className={styles.change}>
              <span>
                <Badge tone={CHANGE_LABELS[change.kind].tone}>{CHANGE_LABELS[change.kind].label}</Badge> {change.name}
              </span>
              {change.before && <span className={styles.muted}>이전: {change.before}</span>}
              {change.after && <span>지금: {change.after}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** `/admin/production-sheets/:id`: one immutable version for the factory, with its downloads. */
export function ProductionSheetPage() {
  const id = Number(useParams<{ id: string }>().id);
  const query = useProductionSheet(id);
  const [failure, setFailure] = useState<string | null>(null);
  const sheet = query.data?.staffProductionSheet;
  const download = (path: string, ext: 'xlsx' | 'csv') => {
    if (!sheet) return;
    setFailure(null);
    downloadCourierFile(path, productionSheetFileName(sheet.productName, sheet.version, ext)).catch((error: unknown) => setFailure(errorMessage(error)));
  };

  return (
    <AdminPage
      title={sheet ? `${sheet.productName} 제작 시트 v${sheet.version}` : '제작 시트'}
      description={sheet ? `${TRIGGER_LABELS[sheet.trigger]} · ${formatDateTime(sheet.createdAt)} · ${sheet.createdBy ?? '자동'} · 모두 ${sheet.totalUnits}개` : undefined}
      actions={
        sheet ? (
          <ButtonLink href={paths.adminProductProduction(sheet.productId)} variant="secondary" size="sm">
            모든 버전
          </ButtonLink>
        ) : undefined
      }
    >
      {query.isPending ? (
        <div aria-busy="true" aria-label="제작 시트를 불러오는 중">
          <Skeleton height="160px" />
          <Skeleton height="240px" />
        </div>
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <div className={styles.actions}>
            <Button size="sm" onClick={() => download(query.data.staffProductionSheet.xlsxPath, 'xlsx')}>
              엑셀(XLSX) 받기
            </Button>
            <Button size="sm" variant="secondary" onClick={() => download(query.data.staffProductionSheet.csvPath, 'csv')}>
              CSV 받기
            </Button>
          </div>
          {failure && (
            <p className={styles.error} role="alert">
              {failure}
            </p>
          )}
          <Changes sheet={query.data.staffProductionSheet} />
          <Summary sheet={query.data.staffProductionSheet} />
          <People sheet={query.data.staffProductionSheet} />
        </>
      )}
    </AdminPage>
  );
}
