import { combinationKey, generateCombinations } from '../../../../../domain/catalog/option-grid';
import type { OptionInputRule } from '../../../../../domain/enums';
import type { StaffProductOptionsFieldsFragment, StaffSaveProductOptionsInput } from '../../../lib/__generated__/graphql';

/*
 * The grid screen's working copy: what staff typed, as text (a cell may hold "1,000" or nothing
 * while being edited), and what the server last answered, so that changed cells can be marked.
 * Rows are always every combination of the axes (domain/catalog/option-grid.ts); a row's cells
 * are kept by its values, so editing an axis keeps the prices and stock of the rows that remain.
 */

export const GRID_COLUMNS = ['extraPrice', 'count'] as const;
export type GridColumn = (typeof GRID_COLUMNS)[number];
export type Cell = Record<GridColumn, string>;

export interface DraftAxis {
  key: string;
  values: string[];
}

/** A buyer's text field and how its text is checked (ADR 0065: FREE, INITIALS, STUDENT_NUMBER). */
export interface DraftInput {
  label: string;
  rule: OptionInputRule;
}

export interface Draft {
  axes: DraftAxis[];
  /** Cells by combinationKey of the row's values. */
  cells: Record<string, Cell>;
  inputs: DraftInput[];
}

export interface GridRow {
  key: string;
  values: string[];
  cell: Cell;
  /** The saved cell, or null for a row the server does not have yet. */
  saved: Cell | null;
  soldCount: number;
}

const EMPTY_CELL: Cell = { extraPrice: '0', count: '0' };

const cellOf = (row: { extraPrice: number; count: number }): Cell => ({ extraPrice: String(row.extraPrice), count: String(row.count) });

export function draftFrom(options: StaffProductOptionsFieldsFragment): Draft {
  const live = options.combinations.filter((row) => !row.retired);
  return {
    axes: options.axes.map((axis) => ({ key: axis.key, values: [...axis.values] })),
    cells: Object.fromEntries(live.map((row) => [combinationKey(row.values), cellOf(row)])),
    inputs: options.inputs.map((input) => ({ label: input.label, rule: input.rule })),
  };
}

/** Every combination of the draft's axes, with its cell and the saved one. */
export function gridRows(draft: Draft, saved: StaffProductOptionsFieldsFragment): GridRow[] {
  const savedRows = new Map(saved.combinations.filter((row) => !row.retired).map((row) => [combinationKey(row.values), row]));
  return generateCombinations(draft.axes).map((values) => {
    const key = combinationKey(values);
    const stored = savedRows.get(key);
    return { key, values, cell: draft.cells[key] ?? EMPTY_CELL, saved: stored ? cellOf(stored) : null, soldCount: stored?.soldCount ?? 0 };
  });
}

export function isDirtyCell(row: GridRow, column: GridColumn): boolean {
  return row.saved === null || row.saved[column] !== row.cell[column];
}

/** "1,000", "1000원" and " 5 개" are what a spreadsheet or a person pastes; NaN when it is no whole number. */
export function cellNumber(text: string): number {
  const plain = text.replace(/[\s,원개]/g, '');
  return /^-?\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

export function setCell(draft: Draft, key: string, column: GridColumn, value: string): Draft {
  const cell = draft.cells[key] ?? EMPTY_CELL;
  return { ...draft, cells: { ...draft.cells, [key]: { ...cell, [column]: value } } };
}

/** "Set all": one value in one column of every row. */
export function setColumn(draft: Draft, rows: readonly GridRow[], column: GridColumn, value: string): Draft {
  const cells = { ...draft.cells };
  for (const row of rows) cells[row.key] = { ...(cells[row.key] ?? EMPTY_CELL), [column]: value };
  return { ...draft, cells };
}

/** Tab- and newline-separated text as a spreadsheet copies it: rows of cells, trailing blank line dropped. */
export function parsePasted(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

/** Pastes `block` with its top-left at (rowIndex, column); what falls outside the grid is dropped. */
export function pasteBlock(draft: Draft, rows: readonly GridRow[], at: { row: number; column: GridColumn }, block: string[][]): Draft {
  let next = draft;
  const first = GRID_COLUMNS.indexOf(at.column);
  block.forEach((cells, rowOffset) => {
    const row = rows[at.row + rowOffset];
    if (!row) return;
    cells.forEach((value, columnOffset) => {
      const column = GRID_COLUMNS[first + columnOffset];
      if (column) next = setCell(next, row.key, column, value.trim());
    });
  });
  return next;
}

/** The cell an arrow, Enter or Shift+Enter moves to; null when the key does not move. */
export function movedCell(
  at: { row: number; column: number },
  key: string,
  { shift, rows }: { shift: boolean; rows: number },
): { row: number; column: number } | null {
  const clampRow = (row: number) => Math.min(Math.max(row, 0), rows - 1);
  switch (key) {
    case 'ArrowUp':
      return { row: clampRow(at.row - 1), column: at.column };
    case 'ArrowDown':
      return { row: clampRow(at.row + 1), column: at.column };
    case 'Enter':
      return { row: clampRow(at.row + (shift ? -1 : 1)), column: at.column };
    case 'ArrowLeft':
      return { row: at.row, column: Math.max(at.column - 1, 0) };
    case 'ArrowRight':
      return { row: at.row, column: Math.min(at.column + 1, GRID_COLUMNS.length - 1) };
    default:
      return null;
  }
}

/** What the save mutation sends: every row of the grid, numbers parsed. */
export function saveInput(draft: Draft, rows: readonly GridRow[], productId: number, expectedUpdatedAt: string): StaffSaveProductOptionsInput {
  return {
    productId,
    expectedUpdatedAt,
    axes: draft.axes.map((axis) => ({ key: axis.key, values: axis.values })),
    combinations: rows.map((row) => ({
      values: row.values,
      extraPrice: cellNumber(row.cell.extraPrice),
      count: cellNumber(row.cell.count),
    })),
    inputs: draft.inputs.map((input) => ({ label: input.label, rule: input.rule })),
  };
}
