import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import {
  StaffSetPromotedCategoriesDocument,
  type StaffCategoryFieldsFragment,
  type StaffPromotedFieldsFragment,
} from '../../../lib/__generated__/graphql';
import { ApiError, errorMessage } from '../../../lib/graphql-client';
import { PROMOTED_MAX, PROMOTED_TITLE_MAX } from '../../../../../domain/catalog-setup/category-rules';
import styles from './catalog-setup.module.css';
import { useSetupMutation } from './use-catalog-setup';

interface Slot {
  categoryId: string;
  title: string;
}

const slotsOf = (promoted: StaffPromotedFieldsFragment): Slot[] =>
  Array.from({ length: PROMOTED_MAX }, (_, index) => {
    const entry = promoted.categories[index];
    return { categoryId: entry ? String(entry.categoryId) : '', title: entry?.title ?? '' };
  });

/** Which slot a refusal names (`categories.2.title` is the third slot's title). */
function refusedSlot(error: unknown): { index: number; field: string } | null {
  const field = error instanceof ApiError ? error.extensions.field : null;
  const match = typeof field === 'string' ? /^categories\.(\d+)\.(\w+)$/.exec(field) : null;
  return match ? { index: Number(match[1]), field: match[2]! } : null;
}

/**
 * The four rows of the home page: a category and the title above its products, in order. An empty
 * slot is left out; staff who may only look see the form disabled.
 */
export function PromotedForm({
  promoted,
  categories,
  canOperate,
}: {
  promoted: StaffPromotedFieldsFragment;
  categories: readonly StaffCategoryFieldsFragment[];
  canOperate: boolean;
}) {
  const [slots, setSlots] = useState(() => slotsOf(promoted));
  const save = useSetupMutation(StaffSetPromotedCategoriesDocument);
  const options = [
    { value: '', label: '비워 두기' },
    ...categories.filter((row) => !row.isGroup).map((row) => ({ value: String(row.id), label: `${row.content}${row.visible ? '' : ' (숨김)'}` })),
  ];
  const chosen = slots.filter((slot) => slot.categoryId !== '');
  const refused = refusedSlot(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      data: {
        expectedUpdatedAt: promoted.updatedAt,
        categories: chosen.map((slot) => ({ categoryId: Number(slot.categoryId), title: slot.title })),
      },
    });
  };
  const set = (index: number, patch: Partial<Slot>) => setSlots((current) => current.map((slot, at) => (at === index ? { ...slot, ...patch } : slot)));
  // A refusal names the position among the chosen slots; map it back to the slot on screen.
  const slotIndexOf = (chosenIndex: number) => slots.indexOf(chosen[chosenIndex]!);
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="promoted-title">
      <h2 id="promoted-title" className={styles.cardTitle}>
        홈 추천 카테고리
      </h2>
      <p className={styles.meta}>홈 화면에 차례대로 보여요. {PROMOTED_MAX}개까지 고를 수 있어요.</p>
      <fieldset disabled={!canOperate} className={styles.form}>
        <legend className={styles.meta}>추천 순서와 제목</legend>
        {slots.map((slot, index) => {
          const mine = refused && slotIndexOf(refused.index) === index ? refused.field : null;
          return (
            <div key={index} className={styles.promotedSlot}>
              <Select
                label={`${index + 1}번째 카테고리`}
                value={slot.categoryId}
                options={options}
                onChange={(event) => set(index, { categoryId: event.target.value })}
                error={mine === 'categoryId' ? errorMessage(save.error) : null}
              />
              <TextField
                label={`${index + 1}번째 제목`}
                value={slot.title}
                maxLength={PROMOTED_TITLE_MAX}
                onChange={(event) => set(index, { title: event.target.value })}
                error={mine === 'title' ? errorMessage(save.error) : null}
                disabled={!canOperate || slot.categoryId === ''}
              />
            </div>
          );
        })}
      </fieldset>
      {save.isError && !refused && (
        <p className={styles.error} role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      {save.isSuccess && <p role="status">홈 추천 카테고리를 저장했어요.</p>}
      {canOperate && (
        <div className={styles.formActions}>
          <Button type="submit" loading={save.isPending}>
            추천 저장
          </Button>
        </div>
      )}
    </form>
  );
}
