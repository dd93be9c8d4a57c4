import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import type { CourierSheetCourier, TrackingImportFieldsFragment } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { COURIER_OPTIONS, OUTCOME } from './courier-labels';
import styles from './shipping.module.css';
import { uploadCourierFile, useApplyTrackingImport, usePreviewTrackingImport } from './use-courier';

/** Every row of a preview or result; refused rows are marked and carry their reason. */
export function TrackingImportRows({ result }: { result: TrackingImportFieldsFragment }) {
  return (
    <>
      <p className={styles.summary} role="status">
        {result.applied ? '적용했어요' : '미리보기'}: 발송 처리 {result.shipCount}건 · 이미 등록됨 {result.alreadyCount}건 · 제외{' '}
        {result.refusedCount}건
      </p>
      <table className={styles.table} aria-label={result.applied ? '송장 가져오기 결과' : '송장 가져오기 미리보기'}>
        <thead>
          <tr>
            <th scope="col">줄</th>
            <th scope="col">주문상품번호</th>
            <th scope="col">상품</th>
            <th scope="col">송장 번호</th>
            <th scope="col">처리</th>
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.row} className={row.outcome === 'REFUSED' ? styles.refused : undefined}>
              <td data-label="줄">{row.row}</td>
              <td data-label="주문상품번호">{row.orderProductId ?? '-'}</td>
              <td data-label="상품">{row.productName ?? '-'}</td>
              <td data-label="송장 번호">{row.trackingNumber ?? '-'}</td>
              <td data-label="처리">
                <Badge tone={OUTCOME[row.outcome].tone}>{OUTCOME[row.outcome].label}</Badge>
                {row.outcome === 'REFUSED' && row.reason && <span className={styles.reason}>{row.reason}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Choose the courier's returned file, preview every row, then apply (ADMIN); look-only staff preview. */
export function TrackingImport({ canOperate }: { canOperate: boolean }) {
  const [courier, setCourier] = useState<CourierSheetCourier>('CJ');
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<{ importId: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const preview = usePreviewTrackingImport(upload?.importId ?? null, courier);
  const apply = useApplyTrackingImport();

  const send = async () => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    apply.reset();
    try {
      setUpload(await uploadCourierFile(file));
    } catch (error) {
      setUploadError(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };

  const result = apply.data ?? preview.data?.staffPreviewTrackingImport;
  return (
    <div className={styles.importFlow}>
      <form
        className={styles.exportForm}
        aria-label="송장 번호 가져오기"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Select label="택배사" value={courier} options={COURIER_OPTIONS} onChange={(event) => setCourier(event.target.value as CourierSheetCourier)} />
        <label className={styles.fileField}>
          <span>택배사에서 받은 파일 (XLSX, CSV)</span>
          <input
            type="file"
            accept=".xlsx,.csv"
            disabled={!canOperate}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setUpload(null);
            }}
          />
        </label>
        <Button type="submit" variant="secondary" disabled={!canOperate || !file} loading={uploading} loadingLabel="올리는 중">
          미리보기
        </Button>
      </form>
      {!canOperate && <p className={styles.note}>보기 전용 계정은 송장 파일을 올리거나 적용할 수 없어요.</p>}
      {uploadError && (
        <p role="alert" className={styles.error}>
          {uploadError}
        </p>
      )}
      {upload && preview.isError && <ErrorState message={errorMessage(preview.error)} onRetry={() => void preview.refetch()} />}
      {upload && preview.isPending && (
        <div role="status" aria-busy="true" aria-label="미리보기를 만드는 중이에요">
          <Skeleton width="100%" height="6rem" />
        </div>
      )}
      {result && <TrackingImportRows result={result} />}
      {result && !apply.data && canOperate && (
        <Button
          loading={apply.isPending}
          loadingLabel="적용하는 중"
          disabled={result.shipCount === 0}
          onClick={() => upload && apply.mutate({ importId: upload.importId, courier })}
        >
          {result.shipCount}건 발송 처리하기
        </Button>
      )}
      {apply.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(apply.error)}
        </p>
      )}
    </div>
  );
}
