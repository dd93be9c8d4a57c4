import { describe, expect, it } from 'vitest';
import type { StaffProductOptionsFieldsFragment } from '../../../lib/__generated__/graphql';
import { cellNumber, draftFrom, gridRows, isDirtyCell, movedCell, parsePasted, pasteBlock, saveInput, setColumn } from './options-draft';

const saved: StaffProductOptionsFieldsFragment = {
  productId: 7,
  productName: '과잠',
  salePrice: 50_000,
  updatedAt: '2026-11-27T00:00:00.000Z',
  axes: [
    { key: '색상', values: ['블랙', '네이비'] },
    { key: '사이즈', values: ['S', 'M'] },
  ],
  combinations: [
    { id: 1, values: ['블랙', 'S'], extraPrice: 0, count: 3, soldCount: 2, inUse: true, retired: false },
    { id: 2, values: ['블랙', 'M'], extraPrice: 1000, count: 0, soldCount: 0, inUse: false, retired: false },
    { id: 3, values: ['화이트', 'S'], extraPrice: 0, count: 1, soldCount: 4, inUse: true, retired: true },
  ],
  inputs: [{ label: '이니셜', rule: 'INITIALS' }],
};

describe('the options draft', () => {
  it('makes a row per combination and marks the rows the server does not have yet', () => {
    const rows = gridRows(draftFrom(saved), saved);
    expect(rows.map((row) => row.values.join('/'))).toEqual(['블랙/S', '블랙/M', '네이비/S', '네이비/M']);
    expect(rows[0]!.cell).toEqual({ extraPrice: '0', count: '3' });
    expect(isDirtyCell(rows[0]!, 'count')).toBe(false);
    expect(isDirtyCell(rows[2]!, 'count')).toBe(true);
  });

  it('pastes a spreadsheet column down from the focused cell and drops what falls outside', () => {
    const draft = draftFrom(saved);
    const rows = gridRows(draft, saved);
    const block = parsePasted('10\r\n20\r\n30\r\n40\r\n50\r\n');
    expect(block).toEqual([['10'], ['20'], ['30'], ['40'], ['50']]);
    const pasted = gridRows(pasteBlock(draft, rows, { row: 1, column: 'count' }, block), saved);
    expect(pasted.map((row) => row.cell.count)).toEqual(['3', '10', '20', '30']);
  });

  it('pastes two columns side by side from extra price on', () => {
    const draft = draftFrom(saved);
    const rows = gridRows(draft, saved);
    const pasted = gridRows(pasteBlock(draft, rows, { row: 0, column: 'extraPrice' }, parsePasted('1,000\t5\n2000\t6')), saved);
    expect(pasted.slice(0, 2).map((row) => row.cell)).toEqual([{ extraPrice: '1,000', count: '5' }, { extraPrice: '2000', count: '6' }]);
    expect(cellNumber('1,000')).toBe(1000);
    expect(cellNumber('1,000원')).toBe(1000);
    expect(cellNumber('')).toBeNaN();
    expect(cellNumber('1.5')).toBeNaN();
  });

  it('sets one column of every row and sends every row with numbers', () => {
    const draft = draftFrom(saved);
    const filled = setColumn(draft, gridRows(draft, saved), 'count', '7');
    const input = saveInput(filled, gridRows(filled, saved), 7, saved.updatedAt as string);
    expect(input.combinations.map((row) => row.count)).toEqual([7, 7, 7, 7]);
    expect(input.combinations[1]).toEqual({ values: ['블랙', 'M'], extraPrice: 1000, count: 7 });
    expect(input.inputs).toEqual([{ label: '이니셜', rule: 'INITIALS' }]);
  });

  it('keeps the prices of the rows that remain when an axis gains a value', () => {
    const draft = draftFrom(saved);
    const more = { ...draft, axes: [draft.axes[0]!, { key: '사이즈', values: ['S', 'M', 'L'] }] };
    const rows = gridRows(more, saved);
    expect(rows).toHaveLength(6);
    expect(rows.find((row) => row.key === JSON.stringify(['블랙', 'M']))!.cell.extraPrice).toBe('1000');
  });

  it('moves like a spreadsheet: arrows, Enter down, Shift+Enter up, never off the grid', () => {
    expect(movedCell({ row: 0, column: 0 }, 'ArrowDown', { shift: false, rows: 3 })).toEqual({ row: 1, column: 0 });
    expect(movedCell({ row: 2, column: 0 }, 'Enter', { shift: false, rows: 3 })).toEqual({ row: 2, column: 0 });
    expect(movedCell({ row: 2, column: 1 }, 'Enter', { shift: true, rows: 3 })).toEqual({ row: 1, column: 1 });
    expect(movedCell({ row: 0, column: 0 }, 'ArrowRight', { shift: false, rows: 3 })).toEqual({ row: 0, column: 1 });
    expect(movedCell({ row: 0, column: 1 }, 'ArrowRight', { shift: false, rows: 3 })).toEqual({ row: 0, column: 1 });
    expect(movedCell({ row: 0, column: 0 }, 'a', { shift: false, rows: 3 })).toBeNull();
  });
});
