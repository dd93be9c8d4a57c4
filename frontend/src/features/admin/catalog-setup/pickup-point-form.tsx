import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/text-field';
import {
  StaffCreatePickupPointDocument,
  StaffUpdatePickupPointDocument,
  type StaffPickupPointRowFragment,
} from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import { PICKUP_NAME_MAX, PICKUP_NOTE_MAX } from '../../../../../domain/catalog-setup/pickup-point-rules';
import styles from './catalog-setup.module.css';
import { fieldOf, useSetupMutation } from './use-catalog-setup';

const FIELDS = ['name', 'postCode', 'address', 'detailAddress', 'tel', 'note'] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

const draftOf = (point: StaffPickupPointRowFragment | null): Draft =>
  Object.fromEntries(FIELDS.map((key) => [key, point?.[key] ?? ''])) as Draft;

/** Creates a group pickup point, or edits `point` (every product handing out there shows the change). */
export function PickupPointForm({ point, onDone }: { point: StaffPickupPointRowFragment | null; onDone: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(point));
  const create = useSetupMutation(StaffCreatePickupPointDocument);
  const update = useSetupMutation(StaffUpdatePickupPointDocument);
  const saving = point ? update : create;
  const field = fieldOf(saving.error);
  const errorFor = (key: keyof Draft) => (field === key ? errorMessage(saving.error) : null);
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (point) update.mutate({ data: { id: point.id, expectedUpdatedAt: point.updatedAt, point: draft } }, { onSuccess: onDone });
    else create.mutate({ data: draft }, { onSuccess: onDone });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="pickup-form-title" noValidate>
      <h2 id="pickup-form-title" className={styles.cardTitle}>
        {point ? `'${point.name}' 고치기` : '새 단체 수령지'}
      </h2>
      {point && point.productCount > 0 && <p className={styles.meta}>이 수령지를 쓰는 상품 {point.productCount}개에 바로 반영돼요.</p>}
      <TextField label="수령지 이름" value={draft.name} maxLength={PICKUP_NAME_MAX} onChange={set('name')} error={errorFor('name')} required />
      <div className={styles.fields}>
        <TextField label="우편번호" inputMode="numeric" value={draft.postCode} onChange={set('postCode')} error={errorFor('postCode')} required />
        <TextField label="연락처" inputMode="tel" value={draft.tel} onChange={set('tel')} error={errorFor('tel')} required />
      </div>
      <TextField label="도로명 주소" value={draft.address} onChange={set('address')} error={errorFor('address')} required />
      <TextField label="상세 주소" value={draft.detailAddress} onChange={set('detailAddress')} error={errorFor('detailAddress')} />
      <TextAreaField label="수령 안내" value={draft.note} maxLength={PICKUP_NOTE_MAX} onChange={set('note')} error={errorFor('note')} rows={3} />
      {saving.isError && !FIELDS.some((key) => key === field) && (
        <p className={styles.error} role="alert">
          {errorMessage(saving.error)}
        </p>
      )}
      <div className={styles.formActions}>
        <Button type="submit" loading={saving.isPending}>
          {point ? '저장' : '만들기'}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          닫기
        </Button>
      </div>
    </form>
  );
}
