import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { RadioGroup } from '../../../components/ui/radio-group';
import { TextField } from '../../../components/ui/text-field';
import {
  StaffCreateDeliveryTemplateDocument,
  StaffUpdateDeliveryTemplateDocument,
  type DeliveryType,
  type StaffTemplateRowFragment,
} from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { DELIVERY_TYPE_LABEL } from '../../../../../domain/catalog-setup/delivery-template-rules';
import type { DeliveryFeeRule } from '../../../../../domain/cart/delivery-fee';
import styles from './catalog-setup.module.css';
import { FeeCalculator } from './fee-calculator';
import { fieldOf, useSetupMutation } from './use-catalog-setup';

const NUMBER_FIELDS = [
  'deliveryFee',
  'condition',
  'quantity',
  'quantityCount0',
  'quantityCount1',
  'quantityCount2',
  'quantityPrice0',
  'quantityPrice1',
  'quantityPrice2',
  'returnFee',
  'exchangeFee',
] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

type Draft = Record<NumberField, string> & { name: string; deliveryType: DeliveryType; shippingAddress: string; returnAddress: string; perUnit: boolean };

const EMPTY: Draft = {
  name: '',
  deliveryType: 'PAY',
  shippingAddress: '',
  returnAddress: '',
  perUnit: true,
  ...(Object.fromEntries(NUMBER_FIELDS.map((key) => [key, '0'])) as Record<NumberField, string>),
};

function draftOf(template: StaffTemplateRowFragment | null): Draft {
  if (!template) return EMPTY;
  return {
    name: template.name,
    deliveryType: template.deliveryType,
    shippingAddress: template.shippingAddress,
    returnAddress: template.returnAddress,
    perUnit: template.quantity > 0,
    ...(Object.fromEntries(NUMBER_FIELDS.map((key) => [key, String(template[key])])) as Record<NumberField, string>),
  };
}

const toNumber = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The fields as sent; a BYQUANTITY template on tiers sends quantity 0, the rule's own switch. */
function fieldsOf(draft: Draft) {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((key) => [key, toNumber(draft[key])])) as Record<NumberField, number>;
  if (draft.deliveryType === 'BYQUANTITY' && !draft.perUnit) numbers.quantity = 0;
  return { name: draft.name, deliveryType: draft.deliveryType, shippingAddress: draft.shippingAddress, returnAddress: draft.returnAddress, ...numbers };
}

/** The unsaved draft as the fee function reads it (a field not yet a number counts as 0). */
function ruleOf(draft: Draft): DeliveryFeeRule {
  const fields = fieldsOf(draft);
  const safe = (value: number) => (Number.isSafeInteger(value) && value >= 0 ? value : 0);
  return { ...fields, ...(Object.fromEntries(NUMBER_FIELDS.map((key) => [key, safe(fields[key])])) as Record<NumberField, number>) };
}

const TYPE_OPTIONS = (Object.keys(DELIVERY_TYPE_LABEL) as DeliveryType[]).map((value) => ({ value, label: DELIVERY_TYPE_LABEL[value] }));

/** Creates a template, or edits `template`; the calculator beside it prices the unsaved draft. */
export function TemplateForm({ template, onDone }: { template: StaffTemplateRowFragment | null; onDone: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(template));
  const create = useSetupMutation(StaffCreateDeliveryTemplateDocument);
  const update = useSetupMutation(StaffUpdateDeliveryTemplateDocument);
  const saving = template ? update : create;
  const field = fieldOf(saving.error);
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = fieldsOf(draft);
    if (template) update.mutate({ data: { id: template.id, expectedUpdatedAt: template.updatedAt, template: fields } }, { onSuccess: onDone });
    else create.mutate({ data: fields }, { onSuccess: onDone });
  };
  const numberField = (key: NumberField, label: string) => (
    <TextField
      key={key}
      label={label}
      inputMode="numeric"
      value={draft[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      error={field === key ? errorMessage(saving.error) : null}
      required
    />
  );
  const type = draft.deliveryType;
  return (
    <div className={styles.form}>
      <form className={styles.form} onSubmit={submit} aria-labelledby="template-form-title" noValidate>
        <h2 id="template-form-title" className={styles.cardTitle}>
          {template ? `'${template.name}' 고치기` : '새 배송 템플릿'}
        </h2>
        <TextField label="템플릿 이름" value={draft.name} onChange={(event) => set({ name: event.target.value })} error={field === 'name' ? errorMessage(saving.error) : null} required />
        <RadioGroup legend="배송비 방식" layout="chips" name="deliveryType" options={TYPE_OPTIONS} value={type} onChange={(value) => set({ deliveryType: value })} />
        {type === 'BYQUANTITY' && (
          <RadioGroup
            legend="수량별 계산"
            name="byQuantityRule"
            options={[
              { value: 'unit', label: '정한 수량마다 배송비' },
              { value: 'tiers', label: '수량 구간 세 개' },
            ]}
            value={draft.perUnit ? 'unit' : 'tiers'}
            onChange={(value) => set({ perUnit: value === 'unit' })}
          />
        )}
        <div className={styles.fields}>
          {(type === 'PAY' || type === 'CONDITIONALFREE' || (type === 'BYQUANTITY' && draft.perUnit)) && numberField('deliveryFee', '배송비(원)')}
          {type === 'CONDITIONALFREE' && numberField('condition', '무료배송 기준 금액(원)')}
          {type === 'BYQUANTITY' && draft.perUnit && numberField('quantity', '몇 개마다')}
          {type === 'BYQUANTITY' && !draft.perUnit && (
            <>
              {numberField('quantityCount0', '첫 구간: 몇 개까지')}
              {numberField('quantityPrice0', '첫 구간 배송비(원)')}
              {numberField('quantityCount1', '둘째 구간: 몇 개까지')}
              {numberField('quantityPrice1', '둘째 구간 배송비(원)')}
              {numberField('quantityCount2', '마지막 구간: 몇 개까지(0: 제한 없음)')}
              {numberField('quantityPrice2', '그 이상 배송비(원)')}
            </>
          )}
          {numberField('returnFee', '반품 배송비(편도, 원)')}
          {numberField('exchangeFee', '교환 배송비(왕복, 원)')}
        </div>
        <TextField label="출고지 주소" value={draft.shippingAddress} onChange={(event) => set({ shippingAddress: event.target.value })} error={field === 'shippingAddress' ? errorMessage(saving.error) : null} required />
        <TextField label="반품 받을 주소" value={draft.returnAddress} onChange={(event) => set({ returnAddress: event.target.value })} error={field === 'returnAddress' ? errorMessage(saving.error) : null} required />
        {saving.isError && !field && (
          <p className={styles.error} role="alert">
            {errorMessage(saving.error)}
          </p>
        )}
        {saving.isError && field && !['name', 'shippingAddress', 'returnAddress', ...NUMBER_FIELDS].includes(field) && (
          <p className={styles.error} role="alert">
            {errorMessage(saving.error)}
          </p>
        )}
        <div className={styles.formActions}>
          <Button type="submit" loading={saving.isPending}>
            {template ? '저장' : '만들기'}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            닫기
          </Button>
        </div>
      </form>
      <FeeCalculator rule={ruleOf(draft)} title="이 설정으로 계산해 보기" />
    </div>
  );
}
