import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaffProductionSheetDocument, StaffProductionSheetsDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { buildProductionFreeze } from '../../../mocks/factories';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

// The 2025 council jacket (product 4) of the mocked store: closed, its sheet v1 (the close) and v2 (a change), not frozen yet.
const ROUTE = '/admin/products/4/production';

const meta = {
  title: 'admin/production/ProductionSheets',
  component: AdminArea,
  ...adminStory(ROUTE),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: RegExp | string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** The ADMIN on a laptop: both versions, newest first, and 제작 확정. */
export const Versions: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, '2025 총학생회 과잠 제작 시트')).toBeVisible();
    const rows = within(canvas.getByRole('table')).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('v2');
    await expect(rows[2]).toHaveTextContent('v1');
    await expect(canvas.getByRole('button', { name: '제작 확정' })).toBeEnabled();
  },
};

/** The same at 360 px. */
export const VersionsPhone: Story = {
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, '2025 총학생회 과잠 제작 시트')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'v2' })).toBeVisible();
  },
};

/** 제작 확정 asks first, saying what it means for the buyers. */
export const FreezeConfirm: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '2025 총학생회 과잠 제작 시트');
    await userEvent.click(canvas.getByRole('button', { name: '제작 확정' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '제작을 확정할까요?' });
    await expect(dialog).toHaveTextContent('학생이 직접 바꾸거나 취소할 수 없어요');
  },
};

/** Look-only staff see the versions without 제작 확정. */
export const ReadOnly: Story = {
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '2025 총학생회 과잠 제작 시트');
    await expect(within(canvasElement).queryByRole('button', { name: '제작 확정' })).toBeNull();
  },
};

/** A product with no sheet yet. */
export const Empty: Story = {
  globals: LAPTOP,
  parameters: {
    msw: [
      operationOverride(StaffProductionSheetsDocument, {
        data: { staffProductionFreeze: buildProductionFreeze({ productName: '한빛 로고 반팔티', productId: 24, paidUnits: 0 }), staffProductionSheets: [] },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 제작 시트가 없어요', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: {} };

const FAILED = '제작 시트를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';
const SHEET_ROUTE = '/admin/production-sheets/2';

export const Loading: Story = loadingStory(StaffProductionSheetsDocument);
export const LoadingLaptop: Story = { ...Loading, globals: LAPTOP };
export const Failed: Story = errorStory(StaffProductionSheetsDocument, FAILED);
export const FailedLaptop: Story = { ...Failed, globals: LAPTOP };

/** One version's page (v2 of the mocked store): the diff, the summary with its total, the people, the downloads. */
export const Sheet: Story = {
  globals: LAPTOP,
  parameters: { route: SHEET_ROUTE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await heading(canvasElement, '2025 총학생회 과잠 제작 시트 v2')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'v1에서 바뀐 점' })).toBeVisible();
    await expect(canvas.getByText('빠짐')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '옵션별 수량' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '엑셀(XLSX) 받기' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'CSV 받기' })).toBeEnabled();
  },
};

export const SheetPhone: Story = { ...Sheet, globals: {} };
const sheetLoading = loadingStory(StaffProductionSheetDocument);
const sheetFailed = errorStory(StaffProductionSheetDocument, FAILED);
export const SheetLoading: Story = { ...sheetLoading, parameters: { ...sheetLoading.parameters, route: SHEET_ROUTE } };
export const SheetLoadingLaptop: Story = { ...SheetLoading, globals: LAPTOP };
export const SheetFailed: Story = { ...sheetFailed, parameters: { ...sheetFailed.parameters, route: SHEET_ROUTE } };
export const SheetFailedLaptop: Story = { ...SheetFailed, globals: LAPTOP };
