import { useCallback, useMemo, useState } from 'react';
import { optionFieldErrors } from '../../../../../domain/catalog/option-grid';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { StaffProductOptionsFieldsFragment } from '../../../lib/__generated__/graphql';
import { ApiError, errorMessage } from '../../../lib/graphql-client';
import { AxesEditor, InputsEditor } from './axes-editor';
import { OptionGridTable } from './option-grid-table';
import {
  draftFrom,
  gridRows,
  isDirtyCell,
  parsePasted,
  pasteBlock,
  saveInput,
  setCell,
  setColumn,
  type Draft,
  type GridColumn,
} from './options-draft';
import styles from './options.module.css';
import { useSaveProductOptions } from './use-product-options';

interface OptionsEditorProps {
  options: StaffProductOptionsFieldsFragment;
  readOnly: boolean;
  /** Reads the product again after another staff member saved first. */
  onReload: () => void;
}

function SetAll({ label, what, column, onApply }: {
  label: string;
  /** Names the button apart from its neighbour's: "재고 모두 적용". */
  what: string;
  column: GridColumn;
  onApply: (column: GridColumn, value: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <div className={styles.setAll}>
      <TextField label={label} inputMode="numeric" value={value} onChange={(event) => setValue(event.target.value)} />
      <Button type="button" size="sm" variant="secondary" disabled={value.trim() === ''} onClick={() => onApply(column, value.trim())}>
        {what} 모두 적용
      </Button>
    </div>
  );
}

/** Which save failure to show where: a field's sentence next to it, anything else above the grid. */
function serverErrors(error: unknown): { fields: Map<string, string>; banner: string | null; stale: boolean } {
  const stale = error instanceof ApiError && error.code === 'CONFLICT';
  // A stale version names expectedUpdatedAt, which no input shows: it is said above the save button.
  const field = !stale && error instanceof ApiError && typeof error.extensions.field === 'string' ? error.extensions.field : null;
  return field ? { fields: new Map([[field, errorMessage(error)]]), banner: null, stale } : { fields: new Map(), banner: errorMessage(error), stale };
}

/**
 * The whole options screen below the heading: axes and their values, the grid of every combination
 * (set all, paste, keyboard), the buyer's inputs, and one save. Errors are the domain schema's own,
 * so the screen marks the cells the server would refuse before anything is sent.
 */
export function OptionsEditor({ options, readOnly, onReload }: OptionsEditorProps) {
  const [draft, setDraft] = useState<Draft>(() => draftFrom(options));
  const [checked, setChecked] = useState(false);
  const save = useSaveProductOptions();
  const rows = useMemo(() => gridRows(draft, options), [draft, options]);
  const retired = options.combinations.filter((row) => row.retired);
  const input = useMemo(() => saveInput(draft, rows, options.productId, String(options.updatedAt)), [draft, rows, options]);
  const localErrors = useMemo(() => (checked ? optionFieldErrors(input) : new Map<string, string>()), [checked, input]);
  const server = save.isError ? serverErrors(save.error) : null;
  const errors = server && server.fields.size > 0 ? server.fields : localErrors;
  const dirtyCount = rows.reduce((sum, row) => sum + (isDirtyCell(row, 'extraPrice') || isDirtyCell(row, 'count') ? 1 : 0), 0);

  // Stable across keystrokes, so the memoised rows do not all re-render for one cell.
  const onCell = useCallback((rowKey: string, column: GridColumn, value: string) => {
    setDraft((current) => setCell(current, rowKey, column, value));
  }, []);
  const onPaste = useCallback(
    (rowIndex: number, column: GridColumn, text: string) => {
      setDraft((current) => pasteBlock(current, gridRows(current, options), { row: rowIndex, column }, parsePasted(text)));
    },
    [options],
  );
  const onSave = () => {
    setChecked(true);
    if (optionFieldErrors(input).size > 0) return;
    save.mutate(input, { onSuccess: (result) => setDraft(draftFrom(result.staffSaveProductOptions)) });
  };

  return (
    <form
      className={styles.editor}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <AxesEditor axes={draft.axes} errors={errors} readOnly={readOnly} onChange={(axes) => setDraft((current) => ({ ...current, axes }))} />
      <section className={styles.section} aria-labelledby="option-grid-heading">
        <h2 id="option-grid-heading">조합별 추가 금액과 재고 ({rows.length.toLocaleString('ko-KR')}개)</h2>
        {!readOnly && rows.length > 0 && (
          <div className={styles.toolbar}>
            <SetAll label="추가 금액 한 번에 넣기" what="추가 금액" column="extraPrice" onApply={(column, value) => setDraft((current) => setColumn(current, rows, column, value))} />
            <SetAll label="재고 한 번에 넣기" what="재고" column="count" onApply={(column, value) => setDraft((current) => setColumn(current, rows, column, value))} />
            <p className={styles.muted}>스프레드시트에서 한 열을 복사해 칸에 붙여 넣으면 아래로 채워져요. 방향키와 Enter로 칸을 옮겨요.</p>
          </div>
        )}
        {errors.get('combinations') && (
          <p role="alert" className={styles.error}>
            {errors.get('combinations')}
          </p>
        )}
        {rows.length > 0 || retired.length > 0 ? (
          <OptionGridTable
            axes={draft.axes}
            rows={rows}
            retired={retired}
            salePrice={options.salePrice}
            errors={errors}
            readOnly={readOnly}
            onCell={onCell}
            onPaste={onPaste}
          />
        ) : (
          <p className={styles.muted}>옵션 값을 넣으면 조합이 만들어져요.</p>
        )}
        {retired.length > 0 && (
          <p className={styles.muted}>회색 줄은 주문이나 장바구니에 남아 있어 지우지 않고 판매를 멈춘 조합이에요. 학생에게는 보이지 않아요.</p>
        )}
      </section>
      <InputsEditor inputs={draft.inputs} errors={errors} readOnly={readOnly} onChange={(inputs) => setDraft((current) => ({ ...current, inputs }))} />
      {!readOnly && (
        <div className={styles.saveBar}>
          {checked && localErrors.size > 0 && (
            <p role="alert" className={styles.error}>
              고칠 곳이 {localErrors.size}군데 있어요. 빨간 칸을 확인해 주세요.
            </p>
          )}
          {server?.banner && (
            <p role="alert" className={styles.error}>
              {server.banner}
            </p>
          )}
          {server?.stale && (
            <Button type="button" variant="secondary" onClick={onReload}>
              새로 불러오기
            </Button>
          )}
          {save.isSuccess && !save.isPending && dirtyCount === 0 && <p role="status">저장했어요.</p>}
          <Button type="submit" loading={save.isPending} loadingLabel="저장하는 중이에요">
            저장하기{dirtyCount > 0 ? ` (바뀐 조합 ${dirtyCount}개)` : ''}
          </Button>
        </div>
      )}
    </form>
  );
}
