import { useMemo, useState } from 'react';
import type { ProductDetailFieldsFragment } from '../../../lib/__generated__/graphql';
import { objectParticle } from './korean';
import { axisValueStates, chooseOption, chosenDetail, emptySelection, firstOpenAxis, optionAxes, type OptionSelection } from './option-model';
import type { SavedRow } from './saved-selection';
import { optionInputError } from '../../../lib/option-input-field';
import { addCombination, initialRows, priceRow, type SheetRow } from './sheet-rows';

export type SheetInvalid = { kind: 'option'; index: number } | { kind: 'input'; row: number; index: number };

/**
 * The option sheet's state (issue 19): the pickers choose one combination at a time, and each
 * chosen one becomes a row with its own count and embroidery texts. A combination that is sold
 * out stays chosen and offers a restock request instead of a row.
 */
export function useOptionSheet(product: ProductDetailFieldsFragment) {
  const axes = useMemo(() => optionAxes(product), [product]);
  const [selection, setSelection] = useState<OptionSelection>(() => emptySelection(axes));
  const [rows, setRows] = useState<SheetRow[]>(() => initialRows(product, axes.length > 0, null));
  const [pickerErrors, setPickerErrors] = useState<(string | null)[]>(() => axes.map(() => null));
  const [inputErrors, setInputErrors] = useState<(string | null)[][]>([]);
  /** Server refusals by row, after a 장바구니 담기 that took only some rows. */
  const [rowFailures, setRowFailures] = useState<(string | null)[]>([]);

  const sold = chosenDetail(product, axes, selection);
  const soldOut = sold !== null && sold.count <= 0 ? sold : null;

  const choose = (axis: number, value: string) => {
    setPickerErrors((current) => current.map((error, index) => (index === axis ? null : error)));
    const state = axisValueStates(product, axes, selection, axis).find((candidate) => candidate.value === value);
    // A value that decides a sold-out combination is kept, so the sheet can offer its restock request.
    if (state && !state.available && state.stock !== null) {
      setSelection(selection.map((chosen, index) => (index === axis ? value : chosen)));
      return;
    }
    const next = chooseOption(product, axes, selection, axis, value);
    const detail = chosenDetail(product, axes, next);
    if (detail && detail.count > 0) {
      setRows((current) => addCombination(product, current, detail.id));
      setSelection(emptySelection(axes));
    } else setSelection(next);
  };

  const update = (index: number, change: (row: SheetRow) => SheetRow) => {
    setRows((current) => current.map((row, i) => (i === index ? change(row) : row)));
    setRowFailures((current) => current.map((failure, i) => (i === index ? null : failure)));
  };

  const setInput = (row: number, index: number, value: string) => {
    update(row, (current) => ({ ...current, inputs: current.inputs.map((old, i) => (i === index ? value : old)) }));
    if (inputErrors[row]?.[index]) checkInput(row, index, value);
  };

  const checkInput = (row: number, index: number, value = rows[row]?.inputs[index] ?? '') => {
    setInputErrors((current) => {
      const next = rows.map((_, r) => [...(current[r] ?? [])]);
      next[row]![index] = optionInputError(product.productOptionInputs[index]!, value);
      return next;
    });
  };

  const remove = (index: number) => {
    setRows((current) => current.filter((_, i) => i !== index));
    setInputErrors((current) => current.filter((_, i) => i !== index));
    setRowFailures((current) => current.filter((_, i) => i !== index));
  };

  /** Marks a missing choice and every broken text; returns the first field to fix, or null when ready. */
  const validate = (): SheetInvalid | null => {
    if (rows.length === 0) {
      setPickerErrors(axes.map((axis, index) => (selection[index] == null ? `${axis.key}${objectParticle(axis.key)} 선택해 주세요.` : null)));
      return { kind: 'option', index: Math.max(0, firstOpenAxis(axes, selection)) };
    }
    const errors = rows.map((row) => row.inputs.map((value, index) => optionInputError(product.productOptionInputs[index]!, value)));
    setInputErrors(errors);
    for (const [row, texts] of errors.entries()) {
      const index = texts.findIndex((error) => error !== null);
      if (index >= 0) return { kind: 'input', row, index };
    }
    return null;
  };

  const priced = rows.map((row) => priceRow(product, row));
  return {
    axes,
    selection,
    valueStates: (axis: number) => axisValueStates(product, axes, selection, axis),
    choose,
    pickerErrorOf: (axis: number) => pickerErrors[axis] ?? null,
    soldOut,
    rows: priced,
    setQuantity: (index: number, value: number) =>
      update(index, (row) => ({ ...row, quantity: Math.max(1, Math.min(Math.round(value), priceRow(product, row).max)) })),
    setInput,
    checkInput,
    inputErrors,
    remove,
    rowFailures,
    /** After a partial add: the rows the cart refused stay, each with its reason; the others go. */
    keepRefused: (failures: readonly (string | null)[]) => {
      setRows((current) => {
        const left = current.filter((_, i) => failures[i] !== null);
        return left.length === 0 && axes.length === 0 ? initialRows(product, false, null) : left;
      });
      setRowFailures(failures.filter((failure) => failure !== null));
      setInputErrors([]);
    },
    total: priced.reduce((sum, row) => sum + row.unitPrice * row.quantity, 0),
    listTotal: priced.reduce((sum, row) => sum + row.unitListPrice * row.quantity, 0),
    count: priced.reduce((sum, row) => sum + row.quantity, 0),
    validate,
    /** The rows a signed-out tap saved (saved-selection.ts), in place of the sheet's. */
    restore: (saved: readonly SavedRow[]) => setRows(initialRows(product, axes.length > 0, saved)),
  };
}

export type OptionSheetState = ReturnType<typeof useOptionSheet>;
