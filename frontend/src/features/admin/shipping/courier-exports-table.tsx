import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { COURIER_NAMES } from '../../../../../domain/courier/courier-layouts';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/graphql-client';
import { EXPORT_STATUS } from './courier-labels';
import styles from './shipping.module.css';
import { downloadCourierFile, useCourierExports } from './use-courier';

/** The shop's recent courier files: status while the job writes them, then a download. */
export function CourierExportsTable() {
  const exports = useCourierExports();
  const [failure, setFailure] = useState<string | null>(null);
  if (exports.isError) return <ErrorState message={errorMessage(exports.error)} onRetry={() => void exports.refetch()} />;
  if (!exports.data) {
    return (
      <div role="status" aria-busy="true" aria-label="내보내기 기록을 불러오는 중이에요">
        <Skeleton width="100%" height="8rem" />
      </div>
    );
  }
  const rows = exports.data.staffCourierExports;
  if (rows.length === 0) return <EmptyState title="아직 내보낸 택배 파일이 없어요" description="보낼 상품을 택배 파일로 내보내면 여기에 쌓여요." />;
  return (
    <>
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <table className={styles.table} aria-label="택배 파일 내보내기 기록">
        <thead>
          <tr>
            <th scope="col">요청 시각</th>
            <th scope="col">택배사</th>
            <th scope="col">상태</th>
            <th scope="col">줄 수</th>
            <th scope="col">요청한 사람</th>
            <th scope="col">파일</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label="요청 시각">{formatDateTime(row.createdAt)}</td>
              <td data-label="택배사">
                {COURIER_NAMES[row.courier]} · {row.format}
              </td>
              <td data-label="상태">
                <Badge tone={EXPORT_STATUS[row.status].tone}>{EXPORT_STATUS[row.status].label}</Badge>
                {row.error && <span className={styles.reason}>{row.error}</span>}
              </td>
              <td data-label="줄 수">{row.rowCount == null ? '-' : `${row.rowCount.toLocaleString('ko-KR')}줄`}</td>
              <td data-label="요청한 사람">{row.requestedBy ?? '-'}</td>
              <td data-label="파일">
                {row.downloadPath ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${row.fileName} 받기`}
                    onClick={() => {
                      setFailure(null);
                      downloadCourierFile(row.downloadPath!, row.fileName).catch((error: unknown) => setFailure(errorMessage(error)));
                    }}
                  >
                    받기
                  </Button>
                ) : (
                  '-'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
