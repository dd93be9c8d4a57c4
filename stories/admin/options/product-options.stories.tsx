import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { generateCombinations } from '../../../domain/catalog/option-grid';
import { OPTION_INPUT_RULE_LABELS } from '../../../domain/catalog/option-input-rule';
import { StaffProductOptionsDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { buildStaffOptionAxis, buildStaffOptionCombination, buildStaffOptionInput, buildStaffProductOptions } from '../../../mocks/factories';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP } from '../support';

// 한빛 로고 긴팔티 (two axes, ten combinations) and the eco bag (no options) of the standard catalogue.
const LONGSLEEVE = '/admin/products/28/options';
const ECO_BAG = '/admin/products/30/options';
// 2026 경영학과 과잠: the class order's jacket, whose 이니셜 and 학번 have rules (ADR 0065, 0069).
const BIZ_JACKET = '/admin/products/1/options';

const meta = {
  title: 'admin/ProductOptions',
  component: AdminArea,
  ...adminStory(LONGSLEEVE),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

// 5 x 8 x 5 = 200 combinations, the size the grid must stay usable at, and two retired ones.
const AXES = [
  { key: '색상', values: ['블랙', '네이비', '그레이', '버건디', '크림'] },
  { key: '사이즈', values: ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'] },
  { key: '자수', values: ['없음', '이니셜', '학번', '학과', '이니셜+학번'] },
];

const large = {
  staffProductOptions: buildStaffProductOptions({
    productName: '2026 경영학과 과잠',
    salePrice: 59_000,
    axes: AXES.map((axis) => buildStaffOptionAxis(axis)),
    combinations: [
      ...generateCombinations(AXES).map((values, index) => buildStaffOptionCombination({ values, count: index % 7 })),
      ...[['블랙', 'S', '로고'], ['네이비', 'M', '로고']].map((values) =>
        buildStaffOptionCombination({ values, count: 0, soldCount: 4, inUse: true, retired: true }),
      ),
    ],
    inputs: [buildStaffOptionInput(), buildStaffOptionInput({ label: '학번' })],
  }),
};

/** A product's two axes as chips and its ten combinations, at the laptop width staff work at. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '한빛 로고 긴팔티 옵션과 재고' })).toBeVisible();
    const table = canvas.getByRole('region', { name: '옵션 조합 표' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('list', { name: '색상 값' })).toHaveTextContent('차콜');
    await expect(canvas.getByRole('button', { name: /^저장하기/ })).toBeEnabled();
  },
};

/** At 360 px the table scrolls sideways; every control stays reachable. */
export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '옵션 조합 표' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '옵션 추가' })).toBeVisible();
  },
};

/** Editing: a new value adds a row for every other value, set-all fills a column, changed cells are marked. */
export const Editing: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = await canvas.findByRole('textbox', { name: '색상에 값 추가' });
    await userEvent.type(colours, '블랙{Enter}');
    await expect(canvas.getByRole('heading', { name: '조합별 추가 금액과 재고 (15개)' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '재고 한 번에 넣기' }), '12');
    await userEvent.click(canvas.getByRole('button', { name: '재고 모두 적용' }));
    await expect(canvas.getByRole('textbox', { name: '블랙 / 2XL 재고' })).toHaveValue('12');
    await expect(canvas.getByRole('button', { name: '저장하기 (바뀐 조합 15개)' })).toBeEnabled();
  },
};

/** Two hundred combinations of three axes, with retired ones greyed at the end. */
export const TwoHundred: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffProductOptionsDocument, { data: large })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '조합별 추가 금액과 재고 (200개)' })).toBeVisible();
    const table = canvas.getByRole('region', { name: '옵션 조합 표' });
    await expect(within(table).getAllByRole('row')).toHaveLength(203);
    await expect(within(table).getAllByText('판매 중지')).toHaveLength(2);
  },
};

/** Look-only staff (ADMINHIDDEN) see the grid but no control that changes it. */
export const ReadOnly: Story = {
  ...adminStory(LONGSLEEVE, { readonly: true, laptop: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '옵션 조합 표' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /저장하기|모두 적용|옵션 추가/ })).toBeNull();
  },
};

/** A product without options: the screen says so and offers to add the first axis. */
export const Empty: Story = {
  ...adminStory(ECO_BAG, { laptop: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('옵션이 없는 상품이에요. 재고는 상품 정보에서 관리해요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '옵션 추가' })).toBeEnabled();
  },
};

/** Each buyer input has a labelled rule; changing one marks the save, and the saved rule shows again. */
export const InputRules: Story = {
  ...adminStory(BIZ_JACKET, { laptop: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const initials = await canvas.findByRole('combobox', { name: '입력 항목 1 입력 규칙' });
    await expect(initials).toHaveValue('INITIALS');
    await expect(canvas.getByRole('combobox', { name: '입력 항목 2 입력 규칙' })).toHaveValue('STUDENT_NUMBER');
    await userEvent.selectOptions(initials, OPTION_INPUT_RULE_LABELS.FREE);
    await userEvent.click(canvas.getByRole('button', { name: /^저장하기/ }));
    await expect(await canvas.findByText('저장했어요.')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '입력 항목 1 입력 규칙' })).toHaveValue('FREE');
  },
};

/** The rule selects at 360 px: labelled, full width, reachable. */
export const InputRulesPhone: Story = {
  ...adminStory(BIZ_JACKET),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: '입력 항목 2 입력 규칙' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '입력 항목 2 입력 규칙' })).toHaveDisplayValue(OPTION_INPUT_RULE_LABELS.STUDENT_NUMBER);
  },
};

export const Loading: Story = loadingStory(StaffProductOptionsDocument);

export const Error: Story = errorStory(StaffProductOptionsDocument, '옵션을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
