import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import type { CourierSheetCourier, CourierSheetFormat, StaffOrderLineFilter } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { COURIER_OPTIONS, FORMAT_OPTIONS } from './courier-labels';
import styles from './shipping.module.css';
import { useRequestCourierExport } from './use-courier';

interface CourierExportFormProps {
  filter?: StaffOrderLineFilter | null;
  orderProductIds?: readonly number[] | null;
  /** What the button says: which lines go into the file. */
  label: string;
  onRequested?: () => void;
}

/** Courier and file type, then one button that queues the file (the list shows its progress). */
export function CourierExportForm({ filter, orderProductIds, label, onRequested }: CourierExportFormProps) {
  const [courier, setCourier] = useState<CourierSheetCourier>('CJ');
  const [format, setFormat] = useState<CourierSheetFormat>('XLSX');
  const requestExport = useRequestCourierExport();
  return (
    <form
      className={styles.exportForm}
      aria-label="택배 파일 내보내기"
      onSubmit={(event) => {
        event.preventDefault();
        requestExport.mutate({ courier, format, filter: filter ?? null, orderProductIds: orderProductIds ?? null }, { onSuccess: onRequested });
      }}
    >
      <Select label="택배사" value={courier} options={COURIER_OPTIONS} onChange={(event) => setCourier(event.target.value as CourierSheetCourier)} />
      <Select label="파일 형식" value={format} options={FORMAT_OPTIONS} onChange={(event) => setFormat(event.target.value as CourierSheetFormat)} />
      <Button type="submit" loading={requestExport.isPending} loadingLabel="요청하는 중">
        {label}
      </Button>
      {requestExport.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(requestExport.error)}
        </p>
      )}
      {requestExport.isSuccess && (
        <p role="status" className={styles.note}>
          파일을 만들고 있어요. 송장·배송 화면의 내보내기 기록에서 받을 수 있어요.
        </p>
      )}
    </form>
  );
}
