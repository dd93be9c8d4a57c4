import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { Select } from '../../../../components/ui/select';
import { TextAreaField, TextField } from '../../../../components/ui/text-field';
import type { StaffShipOrderProductsRow } from '../../../../lib/__generated__/graphql';
import { ApiError, errorMessage } from '../../../../lib/graphql-client';
import styles from './bulk.module.css';
import { useDeliveryCompanies } from './use-bulk-actions';

interface ShipDialogProps {
  open: boolean;
  orderProductIds: readonly number[];
  pending: boolean;
  /** The whole call's refusal: a bad row is named by `rows.N.field`. */
  error: unknown;
  onClose: () => void;
  onSubmit: (rows: StaffShipOrderProductsRow[]) => void;
}

/** Which row and field a refusal names (`rows.3.shippingNumber`), to show it under that input. */
function rowFailure(error: unknown): { index: number; field: string; message: string } | { index: null; message: string } | null {
  if (!error) return null;
  const field = error instanceof ApiError ? error.extensions.field : undefined;
  const match = typeof field === 'string' ? /^rows\.(\d+)\.(\w+)$/.exec(field) : null;
  return match ? { index: Number(match[1]), field: match[2]!, message: errorMessage(error) } : { index: null, message: errorMessage(error) };
}

/** A pasted column (from a spreadsheet or a courier's list): one tracking number per line, blanks skipped. */
export function pastedColumn(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** Company and tracking number for each selected line, with a pasted column filling the numbers in order. */
export function ShipDialog({ open, orderProductIds, pending, error, onClose, onSubmit }: ShipDialogProps) {
  const formId = useId();
  const companies = useDeliveryCompanies(open);
  const options = (companies.data?.orderDeliveryCompanies ?? []).map((company) => ({ value: String(company.id), label: company.content }));
  const [companyOf, setCompanyOf] = useState<Record<number, string>>({});
  const [numberOf, setNumberOf] = useState<Record<number, string>>({});
  const [pasted, setPasted] = useState('');
  const fallback = options[0]?.value ?? '';
  const failure = rowFailure(error);

  const paste = (text: string) => {
    setPasted(text);
    const numbers = pastedColumn(text);
    setNumberOf((current) => {
      const next = { ...current };
      orderProductIds.forEach((id, index) => {
        if (numbers[index] !== undefined) next[id] = numbers[index];
      });
      return next;
    });
  };
  const allCompanies = (value: string) => setCompanyOf(Object.fromEntries(orderProductIds.map((id) => [id, value])));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(
      orderProductIds.map((id) => ({
        orderProductId: id,
        orderDeliveryCompanyId: Number(companyOf[id] ?? fallback),
        shippingNumber: numberOf[id] ?? '',
      })),
    );
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="발송 처리"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button type="submit" form={formId} loading={pending} disabled={options.length === 0}>
            {orderProductIds.length}개 발송 처리
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <Select label="택배사 한꺼번에 고르기" options={options} value="" placeholder="고르면 모든 줄에 적용돼요" onChange={(event) => allCompanies(event.target.value)} />
        <TextAreaField
          label="송장 번호 붙여넣기"
          hint="스프레드시트의 송장 번호 열을 복사해 붙여 넣으면 위에서부터 차례로 채워져요."
          rows={3}
          value={pasted}
          onChange={(event) => paste(event.target.value)}
        />
        <ol className={styles.shipRows} aria-label="발송할 주문 상품">
          {orderProductIds.map((id, index) => (
            <li key={id} className={styles.shipRow}>
              <span className={styles.rowName}>주문 상품 {id}</span>
              <Select
                label={`주문 상품 ${id} 택배사`}
                options={options}
                value={companyOf[id] ?? fallback}
                onChange={(event) => setCompanyOf((current) => ({ ...current, [id]: event.target.value }))}
                error={failure?.index === index && failure.field === 'orderDeliveryCompanyId' ? failure.message : null}
              />
              <TextField
                label={`주문 상품 ${id} 송장 번호`}
                inputMode="numeric"
                autoComplete="off"
                value={numberOf[id] ?? ''}
                onChange={(event) => setNumberOf((current) => ({ ...current, [id]: event.target.value }))}
                error={failure?.index === index && failure.field === 'shippingNumber' ? failure.message : null}
                required
              />
            </li>
          ))}
        </ol>
        {failure && failure.index === null && (
          <p role="alert" className={styles.refused}>
            {failure.message}
          </p>
        )}
      </form>
    </Modal>
  );
}
