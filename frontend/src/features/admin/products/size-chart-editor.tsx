import { useState, type FormEvent } from 'react';
import { DEFAULT_MEASUREMENTS, SIZE_CHART_LIMITS } from '../../../../../domain/catalog/size-chart';
import { Button } from '../../../components/ui/button';
import type { AdminProductEditorFieldsFragment } from '../../../lib/__generated__/graphql';
import { errorMessage } from '../../../lib/graphql-client';
import styles from './size-chart-editor.module.css';
import { useSetProductSizeChart } from './use-admin-products';

type Chart = NonNullable<AdminProductEditorFieldsFragment['product']['sizeChart']>;
interface Draft {
  measurements: string[];
  rows: { size: string; values: string[] }[];
}

function draftOf(chart: Chart | null): Draft {
  if (!chart) return { measurements: [...DEFAULT_MEASUREMENTS], rows: ['S', 'M', 'L', 'XL'].map((size) => ({ size, values: DEFAULT_MEASUREMENTS.map(() => '') })) };
  return { measurements: [...chart.measurements], rows: chart.rows.map((row) => ({ size: row.size, values: row.values.map(String) })) };
}

/** A blank or non-numeric cell goes as -1, which the server refuses with the sentence of domain/catalog/size-chart.ts. */
const number = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? -1 : Number(text));

/**
 * The product's size chart (cm): staff name the measurements (총장, 가슴단면…) and fill one row per
 * size; the server checks it (domain/catalog/size-chart.ts) and the product page shows it.
 */
export function SizeChartEditor({ productId, chart, readOnly }: { productId: number; chart: Chart | null; readOnly: boolean }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(chart));
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSetProductSizeChart();
  const { maxMeasurements, maxRows } = SIZE_CHART_LIMITS;

  const setMeasurement = (index: number, name: string) =>
    setDraft((current) => ({ ...current, measurements: current.measurements.map((old, at) => (at === index ? name : old)) }));
  const setCell = (row: number, column: number, value: string) =>
    setDraft((current) => ({
      ...current,
      rows: current.rows.map((old, at) => (at === row ? { ...old, values: old.values.map((cell, c) => (c === column ? value : cell)) } : old)),
    }));
  const setSize = (row: number, size: string) =>
    setDraft((current) => ({ ...current, rows: current.rows.map((old, at) => (at === row ? { ...old, size } : old)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const sizeChart = { measurements: draft.measurements, rows: draft.rows.map((row) => ({ size: row.size, values: row.values.map(number) })) };
    save.mutate({ productId, sizeChart }, { onSuccess: () => setSaved('사이즈표를 저장했어요.') });
  };
  const remove = () => {
    setSaved(null);
    save.mutate({ productId, sizeChart: null }, { onSuccess: () => { setDraft(draftOf(null)); setSaved('사이즈표를 지웠어요.'); } });
  };

  return (
    <form className={styles.editor} onSubmit={submit} aria-labelledby="size-chart-editor-title">
      <h2 id="size-chart-editor-title" className={styles.title}>
        사이즈표 (cm)
      </h2>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">사이즈</th>
              {draft.measurements.map((name, index) => (
                <th key={index} scope="col">
                  <input aria-label={`치수 ${index + 1} 이름`} value={name} disabled={readOnly} onChange={(event) => setMeasurement(index, event.currentTarget.value)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                <th scope="row">
                  <input aria-label={`${rowIndex + 1}번째 줄 사이즈`} value={row.size} disabled={readOnly} onChange={(event) => setSize(rowIndex, event.currentTarget.value)} />
                </th>
                {row.values.map((value, column) => (
                  <td key={column}>
                    <input
                      aria-label={`${row.size || `${rowIndex + 1}번째 줄`} ${draft.measurements[column] || `치수 ${column + 1}`} (cm)`}
                      inputMode="decimal"
                      value={value}
                      disabled={readOnly}
                      onChange={(event) => setCell(rowIndex, column, event.currentTarget.value)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {save.isError && <p role="alert">{errorMessage(save.error)}</p>}
      {saved && <p role="status">{saved}</p>}
      {!readOnly && (
        <div className={styles.actions}>
          <Button
            type="button"
            variant="secondary"
            disabled={draft.rows.length >= maxRows}
            onClick={() => setDraft((current) => ({ ...current, rows: [...current.rows, { size: '', values: current.measurements.map(() => '') }] }))}
          >
            사이즈 줄 추가
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={draft.measurements.length >= maxMeasurements}
            onClick={() => setDraft((current) => ({ measurements: [...current.measurements, ''], rows: current.rows.map((row) => ({ ...row, values: [...row.values, ''] })) }))}
          >
            치수 추가
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={draft.rows.length <= 1}
            onClick={() => setDraft((current) => ({ ...current, rows: current.rows.slice(0, -1) }))}
          >
            마지막 줄 빼기
          </Button>
          <Button type="submit" disabled={save.isPending}>
            사이즈표 저장
          </Button>
          {chart && (
            <Button type="button" variant="danger" disabled={save.isPending} onClick={remove}>
              사이즈표 지우기
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
