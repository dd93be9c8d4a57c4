import { describe, expect, it } from 'vitest';
import {
  combinationKey,
  generateCombinations,
  OPTION_LIMITS,
  OPTION_MESSAGES,
  optionFieldErrors,
  saveProductOptionsInput,
} from './option-grid';
import { liveStockAfter, optionsAuditSnapshot, planOptionSave, type StoredCombination } from './option-plan';

const axes = [
  { key: '색상', values: ['블랙', '네이비'] },
  { key: '사이즈', values: ['S', 'M', 'L'] },
];

function grid(axesIn = axes, row = { extraPrice: 0, count: 5 }) {
  return {
    productId: 1,
    expectedUpdatedAt: '2026-11-27T00:00:00.000Z',
    axes: axesIn,
    combinations: generateCombinations(axesIn).map((values) => ({ values, ...row })),
    inputs: [{ label: '이니셜' }],
  };
}

describe('generateCombinations', () => {
  it('makes every combination, first axis slowest', () => {
    expect(generateCombinations(axes)).toEqual([
      ['블랙', 'S'], ['블랙', 'M'], ['블랙', 'L'], ['네이비', 'S'], ['네이비', 'M'], ['네이비', 'L'],
    ]);
    expect(generateCombinations([])).toEqual([]);
    const three = [...axes, { key: '자수', values: ['없음', '이니셜', '학과', '학번'] }];
    expect(generateCombinations(three)).toHaveLength(24);
  });

  it('keys ignore trailing empty axes, so stored rows match saved ones', () => {
    expect(combinationKey(['블랙', null, null])).toBe(combinationKey(['블랙']));
    expect(combinationKey(['블랙', '', null])).toBe(combinationKey(['블랙']));
    expect(combinationKey(['블랙', 'S'])).not.toBe(combinationKey(['S', '블랙']));
  });
});

describe('saveProductOptionsInput', () => {
  it('accepts a full grid and trims names and values', () => {
    const parsed = saveProductOptionsInput.parse(grid([{ key: ' 색상 ', values: [' 블랙 '] }]));
    expect(parsed.axes[0]).toEqual({ key: '색상', values: ['블랙'] });
  });

  it('names the field of each problem with its Korean sentence', () => {
    const data = grid();
    data.axes = [{ key: '색상', values: ['블랙', '블랙'] }, { key: '색상', values: ['S,M'] }];
    data.combinations = [{ values: ['블랙', 'S,M'], extraPrice: 0.5, count: -1 }];
    data.inputs = [{ label: '' }];
    const errors = optionFieldErrors(data);
    expect(errors.get('axes.0.values.1')).toBe(OPTION_MESSAGES.duplicateValue);
    expect(errors.get('axes.1.key')).toBe(OPTION_MESSAGES.duplicateAxisKey);
    expect(errors.get('axes.1.values.0')).toBe(OPTION_MESSAGES.valueComma);
    expect(errors.get('combinations.0.extraPrice')).toBe(OPTION_MESSAGES.extraPrice);
    expect(errors.get('combinations.0.count')).toBe(OPTION_MESSAGES.count);
    expect(errors.get('inputs.0.label')).toBe(OPTION_MESSAGES.inputLabel);
  });

  it('refuses a fourth axis, a stock above the limit and more than the combination limit', () => {
    const four = grid([1, 2, 3, 4].map((n) => ({ key: `축${n}`, values: ['a'] })));
    expect(optionFieldErrors(four).get('axes')).toBe(OPTION_MESSAGES.tooManyAxes);
    const big = grid(axes, { extraPrice: 0, count: OPTION_LIMITS.maxStock + 1 });
    expect(optionFieldErrors(big).get('combinations.0.count')).toBe(OPTION_MESSAGES.count);
    const values = Array.from({ length: 18 }, (_v, index) => `v${index}`);
    const many = grid([{ key: 'a', values }, { key: 'b', values }], { extraPrice: 0, count: 1 });
    expect(optionFieldErrors(many).get('axes')).toBe(OPTION_MESSAGES.tooManyCombinations);
  });

  it('refuses combinations that are not exactly the axes\' grid', () => {
    const missing = grid();
    missing.combinations.pop();
    expect(optionFieldErrors(missing).get('combinations')).toBe(OPTION_MESSAGES.combinationsMismatch);
    const twice = grid();
    twice.combinations[1] = twice.combinations[0]!;
    expect(optionFieldErrors(twice).get('combinations')).toBe(OPTION_MESSAGES.combinationsMismatch);
    expect(optionFieldErrors(grid()).size).toBe(0);
  });

  it('allows a product without axes and without combinations', () => {
    expect(optionFieldErrors({ ...grid([]), inputs: [] }).size).toBe(0);
  });
});

describe('planOptionSave', () => {
  const stored = (id: number, values: (string | null)[], extra: Partial<StoredCombination> = {}): StoredCombination => ({
    id, values, price: 0, count: 3, retired: false, inUse: false, ...extra,
  });

  it('retires a combination a line names, deletes an unused one, keeps and creates by values', () => {
    const plan = planOptionSave(
      [stored(1, ['블랙', null, null], { inUse: true }), stored(2, ['네이비', null, null]), stored(3, ['화이트', null, null])],
      [
        { values: ['화이트'], extraPrice: 1000, count: 9 },
        { values: ['그레이'], extraPrice: 0, count: 4 },
      ],
    );
    expect(plan.retire).toEqual([1]);
    expect(plan.remove).toEqual([2]);
    expect(plan.update).toEqual([{ id: 3, option0: '화이트', option1: null, option2: null, price: 1000, count: 9, revive: false }]);
    expect(plan.create).toEqual([{ option0: '그레이', option1: null, option2: null, price: 0, count: 4 }]);
    expect(liveStockAfter(plan)).toBe(13);
  });

  it('revives a retired combination that comes back and leaves other retired ones alone', () => {
    const plan = planOptionSave(
      [stored(1, ['블랙'], { retired: true, inUse: true }), stored(2, ['네이비'], { retired: true, inUse: true })],
      [{ values: ['블랙'], extraPrice: 0, count: 1 }],
    );
    expect(plan.update).toMatchObject([{ id: 1, revive: true }]);
    expect(plan.retire).toEqual([]);
    expect(plan.remove).toEqual([]);
  });

  it('summarises the options for the audit log without the retired stock', () => {
    expect(
      optionsAuditSnapshot({
        axes,
        combinations: [{ count: 2 }, { count: 5, retired: true }],
        inputs: [{ label: '이니셜' }],
      }),
    ).toEqual({ axes: ['색상: 블랙, 네이비', '사이즈: S, M, L'], combinations: 1, retired: 1, stock: 2, inputs: ['이니셜'] });
  });
});
