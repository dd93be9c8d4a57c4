import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { periodDays } from '../../../domain/admin-today/sales-report';
import { StaffSalesReportDocument, type StaffSalesReportQuery } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

const ROUTE = '/admin/sales?from=2026-11-21&to=2026-11-27';

const meta = {
  title: 'admin/sales/Sales',
  component: AdminArea,
  ...adminStory(ROUTE),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const figures = (gross: number, refunds: number, units: number) => ({ gross, refunds, net: gross - refunds, units });
const days = periodDays({ from: '2026-11-21', to: '2026-11-27' });
const filled: StaffSalesReportQuery = {
  staffSalesReport: {
    from: days[0]!,
    to: days.at(-1)!,
    orders: 7,
    total: figures(413000, 59000, 9),
    days: days.map((day, index) => ({ day, orders: 1, figures: index === 2 ? figures(118000, 59000, 1) : figures(49000, 0, 1) })),
    products: [
      {
        productId: 3,
        productName: '한빛 과잠',
        figures: figures(354000, 59000, 5),
        options: [
          { productOptionDetailId: 11, optionText: '네이비 / L', figures: figures(236000, 59000, 3) },
          { productOptionDetailId: 12, optionText: '네이비 / M', figures: figures(118000, 0, 2) },
        ],
      },
      { productId: 5, productName: '로고 머그컵', figures: figures(59000, 0, 4), options: [{ productOptionDetailId: null, optionText: '', figures: figures(59000, 0, 4) }] },
    ],
    payMethods: [
      { payMethod: 'card', gross: 295000, net: 236000, orders: 5 },
      { payMethod: 'vbank', gross: 118000, net: 118000, orders: 2 },
    ],
    points: { issued: 4200, spent: 3000 },
  },
};
const empty: StaffSalesReportQuery = {
  staffSalesReport: { ...filled.staffSalesReport, orders: 0, total: figures(0, 0, 0), days: days.map((day) => ({ day, orders: 0, figures: figures(0, 0, 0) })), products: [], payMethods: [], points: { issued: 0, spent: 0 } },
};

/** A week's figures, the daily chart with its table, pay methods and products by option. */
export const Filled: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffSalesReportDocument, { data: filled })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '매출 통계' })).toBeVisible();
    const summary = await canvas.findByLabelText('기간 합계');
    await expect(within(summary).getByText('354,000원')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '네이비 / L' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: '신용·체크카드' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'CSV 내려받기' })).toBeEnabled();
    await expect(canvas.getByLabelText('시작일')).toHaveValue('2026-11-21');
  },
};

/** On a phone the charts stack and the product table scrolls. */
export const FilledPhone: Story = {
  parameters: { msw: [operationOverride(StaffSalesReportDocument, { data: filled })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('rowheader', { name: '로고 머그컵' })).toBeVisible();
  },
};

/** Look-only staff read the numbers and download them too. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: { ...READONLY, msw: [operationOverride(StaffSalesReportDocument, { data: filled })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'CSV 내려받기' })).toBeEnabled();
  },
};

/** The mocked API adds up the staff scenario's orders; a quick choice moves the period. */
export const FromScenario: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '최근 30일' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '최근 30일' })).toHaveAttribute('aria-pressed', 'true'));
  },
};

export const Empty: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffSalesReportDocument, { data: empty })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('이 기간에는 결제된 주문이 없어요')).toBeVisible();
  },
};

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffSalesReportDocument) };

export const Error: Story = errorStory(StaffSalesReportDocument, '매출을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
