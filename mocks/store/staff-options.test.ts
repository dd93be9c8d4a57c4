// The options grid on the mocked API, as tests/api/admin-options.test.ts runs it on the real one:
// the same schema, plan and sentences (domain/catalog/option-grid.ts, option-plan.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { generateCombinations } from '../../domain/catalog/option-grid';
import { STAFF_READ_ONLY_MESSAGE, STALE_EDIT_MESSAGE } from '../../domain/staff/staff-messages';
import type { MockApi } from '../schema';
import { viewerMember } from '../scenarios/standard';
import { sessionTokenFor } from './sessions';
import { ADMIN_TOKEN, dataOf, frozenApi, refusalOf, runner, type Run } from './testing';

const VIEWER_TOKEN = sessionTokenFor(viewerMember.id);

// 한빛 로고 긴팔티: two axes, and the standard activity has a READY line of 차콜 / L.
const LONGSLEEVE = 28;
const AXES = [
  { key: '색상', values: ['화이트', '차콜', '블랙'] },
  { key: '사이즈', values: ['S', 'M', 'L', 'XL'] },
  { key: '프린트', values: ['앞', '뒤'] },
];

interface Options {
  updatedAt: string;
  combinations: { id: number; values: string[]; count: number; retired: boolean; inUse: boolean }[];
}

let api: MockApi;
let staff: Run;
let student: Run;

beforeEach(() => {
  api = frozenApi('standard');
  staff = runner(api, undefined, ADMIN_TOKEN);
  student = runner(api);
});

async function read(): Promise<Options> {
  return dataOf<{ staffProductOptions: Options }>(await staff('StaffProductOptions', { productId: LONGSLEEVE })).staffProductOptions;
}

function grid(updatedAt: string, count = 7) {
  return {
    productId: LONGSLEEVE,
    expectedUpdatedAt: updatedAt,
    axes: AXES,
    combinations: generateCombinations(AXES).map((values) => ({ values, extraPrice: 0, count })),
    inputs: [{ label: '이니셜' }],
  };
}

describe('staffSaveProductOptions on the mocked API', () => {
  it('makes 24 combinations, retires the ordered one and the student sees only the new ones', async () => {
    const before = await read();
    const ordered = before.combinations.find((row) => row.values.join('/') === '차콜/L')!;
    expect(ordered.inUse).toBe(true);
    const saved = dataOf<{ staffSaveProductOptions: Options }>(await staff('StaffSaveProductOptions', { data: grid(before.updatedAt) }))
      .staffSaveProductOptions;
    expect(saved.combinations.filter((row) => !row.retired)).toHaveLength(24);
    expect(saved.combinations.filter((row) => row.retired).map((row) => row.id)).toEqual([ordered.id]);

    const page = dataOf<{ product: { productOptionDetails: { id: number; count: number }[]; productOptionInputs: { key: string }[] } }>(
      await student('ProductDetail', { id: LONGSLEEVE }),
    ).product;
    expect(page.productOptionDetails).toHaveLength(24);
    expect(page.productOptionDetails.some((row) => row.id === ordered.id)).toBe(false);
    expect(page.productOptionInputs.map((input) => input.key)).toEqual(['이니셜']);
    const add = refusalOf(
      await student('CreateCart', { data: { productId: LONGSLEEVE, productOptionDetailId: ordered.id, count: 1, productOptionInputs: ['KHB'] } }),
    );
    expect(add.code).toBe('BAD_USER_INPUT');
  });

  it('refuses the second save of one version with the shared sentence, changing nothing', async () => {
    const { updatedAt } = await read();
    dataOf(await staff('StaffSaveProductOptions', { data: grid(updatedAt) }));
    const after = await read();
    expect(refusalOf(await staff('StaffSaveProductOptions', { data: grid(updatedAt, 1) }))).toEqual({ code: 'CONFLICT', message: STALE_EDIT_MESSAGE });
    expect(await read()).toEqual(after);
  });

  it('refuses a student, and lets look-only staff read but not save', async () => {
    expect(refusalOf(await student('StaffProductOptions', { productId: LONGSLEEVE })).code).toBe('FORBIDDEN');
    const viewer = runner(api, undefined, VIEWER_TOKEN);
    const { updatedAt } = dataOf<{ staffProductOptions: Options }>(await viewer('StaffProductOptions', { productId: LONGSLEEVE })).staffProductOptions;
    expect(refusalOf(await viewer('StaffSaveProductOptions', { data: grid(updatedAt) }))).toEqual({ code: 'FORBIDDEN', message: STAFF_READ_ONLY_MESSAGE });
  });
});
