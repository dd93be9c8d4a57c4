import { useMemo, useState } from 'react';
import { CART_LIMITS } from '../../../../../domain/cart/cart-rules';
import { discountRate } from '../../../../../domain/catalog/product-rules';
import type { ProductDetailFieldsFragment } from '../../../lib/__generated__/graphql';
import { validateField } from '../../../lib/validate-field';
import { objectParticle } from './korean';
import { axisValueStates, chooseOption, chosenDetail, emptySelection, firstOpenAxis, optionAxes, selectionText } from './option-model';

/** docs/product-rules.md#options: every option input is required, 1-20 characters. */
export const OPTION_INPUT_RULES = { required: true, minLength: 1, maxLength: 20 } as const;

export type InvalidField = { kind: 'option'; index: number } | { kind: 'input'; index: number };

/**
 * What the buyer has chosen on a product page and what it costs: the combination sets the unit
 * price (sale price + its extra) and the stock the quantity may not exceed.
 */
export function usePurchaseForm(product: ProductDetailFieldsFragment) {
  const axes = useMemo(() => optionAxes(product), [product]);
  const [selection, setSelection] = useState(() => emptySelection(axes));
  const [inputs, setInputs] = useState(() => product.productOptionInputs.map(() => ''));
  const [optionErrors, setOptionErrors] = useState<(string | null)[]>(() => axes.map(() => null));
  const [inputErrors, setInputErrors] = useState<(string | null)[]>(() => product.productOptionInputs.map(() => null));
  const [requestedQuantity, setRequestedQuantity] = useState(1);

  const detail = chosenDetail(product, axes, selection);
  const extra = detail?.price ?? 0;
  const stock =
    axes.length === 0 ? product.count : detail ? detail.count : Math.max(0, ...product.productOptionDetails.map((row) => row.count));
  const maxQuantity = Math.max(1, Math.min(stock, CART_LIMITS.maxCountPerLine));
  const quantity = Math.min(requestedQuantity, maxQuantity);

  const choose = (axis: number, value: string) => {
    setSelection((current) => chooseOption(product, axes, current, axis, value));
    setOptionErrors((current) => current.map((error, index) => (index === axis ? null : error)));
  };

  const setInput = (index: number, value: string) => {
    setInputs((current) => current.map((old, i) => (i === index ? value : old)));
    // Once a message shows, it follows the typing so that it goes away as soon as the text is fixed.
    if (inputErrors[index]) setInputErrors((current) => current.map((old, i) => (i === index ? validateField(value, OPTION_INPUT_RULES) : old)));
  };

  const checkInput = (index: number) => {
    setInputErrors((current) => current.map((old, i) => (i === index ? validateField(inputs[i], OPTION_INPUT_RULES) : old)));
  };

  /** Marks every open axis and broken input; returns the first field to fix, or null when ready. */
  const validate = (): InvalidField | null => {
    const nextOptionErrors = axes.map((axis, index) =>
      selection[index] == null ? `${axis.key}${objectParticle(axis.key)} 선택해 주세요.` : null,
    );
    const nextInputErrors = inputs.map((value) => validateField(value, OPTION_INPUT_RULES));
    setOptionErrors(nextOptionErrors);
    setInputErrors(nextInputErrors);
    const open = firstOpenAxis(axes, selection);
    if (open >= 0) return { kind: 'option', index: open };
    const badInput = nextInputErrors.findIndex((error) => error !== null);
    return badInput >= 0 ? { kind: 'input', index: badInput } : null;
  };

  return {
    axes,
    selection,
    valueStates: (axis: number) => axisValueStates(product, axes, selection, axis),
    choose,
    optionErrors,
    inputs,
    inputErrors,
    setInput,
    checkInput,
    quantity,
    maxQuantity,
    setQuantity: (value: number) => setRequestedQuantity(Math.max(1, Math.min(Math.round(value), maxQuantity))),
    detail,
    /** True once every axis is chosen (or there are none). */
    complete: axes.length === 0 || detail !== null,
    stock,
    unitPrice: product.salePrice + extra,
    unitListPrice: product.price + extra,
    /** The chosen combination's own percent (its extra changes it), by the server's rounding rule. */
    discountRate: discountRate({ price: product.price + extra, salePrice: product.salePrice + extra }),
    variant: selectionText(selection),
    validate,
  };
}

export type PurchaseForm = ReturnType<typeof usePurchaseForm>;
