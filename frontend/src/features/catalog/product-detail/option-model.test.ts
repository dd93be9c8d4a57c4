import { describe, expect, it } from 'vitest';
import { axisValueStates, chooseOption, chosenDetail, emptySelection, optionAxes, selectionText } from './option-model';

let nextId = 1;
const detail = (option0: string, option1: string, price: number, count: number) => ({
  id: nextId++,
  productId: 1,
  option0,
  option1,
  option2: null,
  price,
  count,
});

const product = {
  productOptions: [
    { id: 1, key: '색상', value: '네이비, 버건디' },
    { id: 2, key: '사이즈', value: 'M,2XL' },
  ],
  productOptionDetails: [detail('네이비', 'M', 0, 5), detail('네이비', '2XL', 2000, 3), detail('버건디', 'M', 0, 4), detail('버건디', '2XL', 2000, 0)],
};

describe('option picker rules', () => {
  const axes = optionAxes(product);

  it('splits comma-separated values into axes', () => {
    expect(axes).toEqual([
      { key: '색상', values: ['네이비', '버건디'] },
      { key: '사이즈', values: ['M', '2XL'] },
    ]);
  });

  it('disables a value whose combination with the other choices is sold out', () => {
    const burgundy = chooseOption(product, axes, emptySelection(axes), 0, '버건디');
    const sizes = axisValueStates(product, axes, burgundy, 1);
    expect(sizes).toEqual([
      { value: 'M', available: true, extra: 0, stock: 4 },
      { value: '2XL', available: false, extra: 2000, stock: 0 },
    ]);
    // Chosen the other way round, 2XL rules out 버건디 on the colour axis.
    const big = chooseOption(product, axes, emptySelection(axes), 1, '2XL');
    expect(axisValueStates(product, axes, big, 0).map((state) => state.available)).toEqual([true, false]);
  });

  it('keeps a value available while some combination still has stock, without a price before it decides one', () => {
    expect(axisValueStates(product, axes, emptySelection(axes), 1)).toEqual([
      { value: 'M', available: true, extra: null, stock: null },
      { value: '2XL', available: true, extra: null, stock: null },
    ]);
  });

  it('finds the combination once every axis is chosen', () => {
    let selection = chooseOption(product, axes, emptySelection(axes), 0, '네이비');
    expect(chosenDetail(product, axes, selection)).toBeNull();
    selection = chooseOption(product, axes, selection, 1, '2XL');
    expect(chosenDetail(product, axes, selection)).toMatchObject({ option0: '네이비', option1: '2XL', price: 2000, count: 3 });
    expect(selectionText(selection)).toBe('네이비 / 2XL');
  });

  it('starts the other axes over when a value no longer fits them', () => {
    const navyBig = chooseOption(product, axes, chooseOption(product, axes, emptySelection(axes), 0, '네이비'), 1, '2XL');
    expect(chooseOption(product, axes, navyBig, 0, '버건디')).toEqual(['버건디', null]);
  });

  it('treats a product without combinations as having no axes', () => {
    expect(optionAxes({ productOptions: product.productOptions, productOptionDetails: [] })).toEqual([]);
  });
});
