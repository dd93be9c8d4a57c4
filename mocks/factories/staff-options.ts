// The options grid as the API reports it (staffProductOptions): axes, every combination of them, inputs.
import { generateCombinations } from '../../domain/catalog/option-grid';
import type * as T from '../__generated__/types';
import { daysBefore } from './clock';
import { chance, int, krw, nextId, withOverrides } from './random';

export function buildStaffOptionAxis(overrides?: Partial<T.StaffOptionAxis>): T.StaffOptionAxis {
  return withOverrides({ __typename: 'StaffOptionAxis', key: '사이즈', values: ['S', 'M', 'L', 'XL'] }, overrides);
}

export function buildStaffOptionCombination(overrides?: Partial<T.StaffOptionCombination>): T.StaffOptionCombination {
  const soldCount = chance(0.4) ? int(1, 30) : 0;
  return withOverrides(
    {
      __typename: 'StaffOptionCombination',
      id: nextId('StaffOptionCombination'),
      values: ['M'],
      extraPrice: chance(0.2) ? krw(1000, 5000) : 0,
      count: int(0, 40),
      soldCount,
      inUse: soldCount > 0,
      retired: false,
    },
    overrides,
  );
}

export function buildStaffOptionInput(overrides?: Partial<T.StaffOptionInput>): T.StaffOptionInput {
  return withOverrides({ __typename: 'StaffOptionInput', label: '이니셜', rule: 'FREE' }, overrides);
}

/** A product's grid: every combination of `axes` (given or the default), live, with seeded stock. */
export function buildStaffProductOptions(overrides?: Partial<T.StaffProductOptions>): T.StaffProductOptions {
  const axes = overrides?.axes ?? [buildStaffOptionAxis({ key: '색상', values: ['블랙', '네이비'] }), buildStaffOptionAxis()];
  const combinations = overrides?.combinations ?? generateCombinations(axes).map((values) => buildStaffOptionCombination({ values }));
  return withOverrides(
    {
      __typename: 'StaffProductOptions',
      productId: nextId('Product'),
      productName: '한빛 로고 후드티',
      salePrice: 39_000,
      updatedAt: daysBefore(1),
      axes,
      combinations,
      inputs: [],
    },
    overrides,
  );
}
