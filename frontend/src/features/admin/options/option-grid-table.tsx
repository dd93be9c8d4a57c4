import { memo, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { StaffProductOptionsFieldsFragment } from '../../../lib/__generated__/graphql';
import { formatKRW } from '../../../lib/format';
import { GRID_COLUMNS, isDirtyCell, movedCell, type GridColumn, type GridRow } from './options-draft';
import styles from './options.module.css';

const COLUMN_LABELS: Record<GridColumn, string> = { extraPrice: '추가 금액', count: '재고' };

interface GridTableProps {
  axes: readonly { key: string }[];
  rows: readonly GridRow[];
  retired: StaffProductOptionsFieldsFragment['combinations'];
  salePrice: number;
  errors: ReadonlyMap<string, string>;
  readOnly: boolean;
  onCell: (rowKey: string, column: GridColumn, value: string) => void;
  onPaste: (rowIndex: number, column: GridColumn, text: string) => void;
}

interface RowProps {
  row: GridRow;
  index: number;
  salePrice: number;
  extraError: string | undefined;
  countError: string | undefined;
  readOnly: boolean;
  onCell: GridTableProps['onCell'];
  onPaste: GridTableProps['onPaste'];
}

const label = (row: GridRow) => row.values.join(' / ');

/** Rows are rebuilt on every change; what a row shows is compared instead. */
function sameRow(a: RowProps, b: RowProps): boolean {
  return (
    a.row.key === b.row.key &&
    a.row.cell.extraPrice === b.row.cell.extraPrice &&
    a.row.cell.count === b.row.cell.count &&
    a.row.saved?.extraPrice === b.row.saved?.extraPrice &&
    a.row.saved?.count === b.row.saved?.count &&
    a.row.soldCount === b.row.soldCount &&
    a.index === b.index &&
    a.salePrice === b.salePrice &&
    a.extraError === b.extraError &&
    a.countError === b.countError &&
    a.readOnly === b.readOnly &&
    a.onCell === b.onCell &&
    a.onPaste === b.onPaste
  );
}

/** One combination; memoised so that typing in one cell re-renders one row of two hundred. */
const Row = memo(function Row({ row, index, salePrice, extraError, countError, readOnly, onCell, onPaste }: RowProps) {
  const errorOf = { extraPrice: extraError, count: countError };
  const extra = Number(row.cell.extraPrice.replace(/[,\s원]/g, ''));
  return (
    <tr data-new={row.saved === null || undefined}>
      {row.values.map((value, axis) => (
        <th scope="row" key={axis}>
          {value}
        </th>
      ))}
      {GRID_COLUMNS.map((column, columnIndex) => (
        <td key={column} className={isDirtyCell(row, column) ? styles.dirty : undefined}>
          <input
            className={styles.cell}
            inputMode="numeric"
            aria-label={`${label(row)} ${COLUMN_LABELS[column]}`}
            aria-invalid={errorOf[column] ? true : undefined}
            title={errorOf[column]}
            data-row={index}
            data-column={columnIndex}
            value={row.cell[column]}
            readOnly={readOnly}
            onChange={(event) => onCell(row.key, column, event.target.value)}
            onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
              const text = event.clipboardData.getData('text/plain');
              if (!/[\t\n]/.test(text.trimEnd()) || readOnly) return;
              event.preventDefault();
              onPaste(index, column, text);
            }}
          />
        </td>
      ))}
      <td className={styles.number}>{Number.isFinite(extra) ? formatKRW(salePrice + extra) : '-'}</td>
      <td className={styles.number}>{row.soldCount.toLocaleString('ko-KR')}</td>
    </tr>
  );
}, sameRow);

/**
 * Every combination in a spreadsheet-like table: arrows and Enter move between cells, Tab goes on
 * as usual, a pasted column (or block) from a spreadsheet fills the cells below, retired
 * combinations follow greyed out and read-only.
 */
export function OptionGridTable({ axes, rows, retired, salePrice, errors, readOnly, onCell, onPaste }: GridTableProps) {
  const body = useRef<HTMLTableSectionElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = event.target as HTMLElement;
    if (!(target instanceof HTMLInputElement) || target.dataset.row === undefined) return;
    const at = { row: Number(target.dataset.row), column: Number(target.dataset.column) };
    const next = movedCell(at, event.key, { shift: event.shiftKey, rows: rows.length });
    if (!next) return;
    event.preventDefault();
    body.current?.querySelector<HTMLInputElement>(`input[data-row="${next.row}"][data-column="${next.column}"]`)?.focus();
  };
  const axisHeaders = axes.length > 0 ? axes.map((axis) => axis.key) : ['옵션'];
  return (
    <div className={styles.scroller} role="region" aria-label="옵션 조합 표" tabIndex={0}>
      <table className={styles.grid}>
        <thead>
          <tr>
            {axisHeaders.map((key, index) => (
              <th scope="col" key={index}>
                {key}
              </th>
            ))}
            <th scope="col">추가 금액(원)</th>
            <th scope="col">재고(개)</th>
            <th scope="col">판매가</th>
            <th scope="col">판매량</th>
          </tr>
        </thead>
        <tbody ref={body} onKeyDown={onKeyDown}>
          {rows.map((row, index) => (
            <Row
              key={row.key}
              row={row}
              index={index}
              salePrice={salePrice}
              extraError={errors.get(`combinations.${index}.extraPrice`)}
              countError={errors.get(`combinations.${index}.count`)}
              readOnly={readOnly}
              onCell={onCell}
              onPaste={onPaste}
            />
          ))}
          {retired.map((row) => (
            <tr key={`retired-${row.id}`} className={styles.retired}>
              {axisHeaders.map((_key, axis) => (
                <th scope="row" key={axis}>
                  {row.values[axis] ?? ''}
                </th>
              ))}
              <td>{formatKRW(row.extraPrice)}</td>
              <td>{row.count.toLocaleString('ko-KR')}</td>
              <td>판매 중지</td>
              <td className={styles.number}>{row.soldCount.toLocaleString('ko-KR')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
