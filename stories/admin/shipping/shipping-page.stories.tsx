import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffCourierExportsDocument, type StaffCourierExportsQuery } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

const meta = {
  title: 'admin/shipping/ShippingPage',
  component: AdminArea,
  ...adminStory('/admin/shipping'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const EXPORTS: StaffCourierExportsQuery['staffCourierExports'] = [
  {
    id: 3,
    courier: 'CJ',
    format: 'XLSX',
    status: 'RUNNING',
    rowCount: null,
    fileName: '택배_CJ대한통운_20261127_3.xlsx',
    downloadPath: null,
    error: null,
    requestedBy: '박생협',
    createdAt: '2026-11-27T05:40:00.000Z',
    finishedAt: null,
  },
  {
    id: 2,
    courier: 'EPOST',
    format: 'CSV',
    status: 'DONE',
    rowCount: 128,
    fileName: '택배_우체국택배_20261126_2.csv',
    downloadPath: '/api/admin/courier-exports/2/file',
    error: null,
    requestedBy: '박생협',
    createdAt: '2026-11-26T01:10:00.000Z',
    finishedAt: '2026-11-26T01:10:04.000Z',
  },
  {
    id: 1,
    courier: 'HANJIN',
    format: 'XLSX',
    status: 'FAILED',
    rowCount: null,
    fileName: '택배_한진택배_20261125_1.xlsx',
    downloadPath: null,
    error: '파일을 만들지 못했어요. 다시 요청해 주세요.',
    requestedBy: null,
    createdAt: '2026-11-25T01:10:00.000Z',
    finishedAt: '2026-11-25T01:10:09.000Z',
  },
];

const historyOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: '택배 파일 내보내기 기록' })).getAllByRole('row').slice(1);

const filled = { msw: [operationOverride(StaffCourierExportsDocument, { data: { staffCourierExports: EXPORTS } })] };

/** Export history: one file being written, one to download, one failed with its reason. */
export const Filled: Story = {
  globals: LAPTOP,
  parameters: filled,
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await historyOf(canvasElement)).toHaveLength(3));
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '택배_우체국택배_20261126_2.csv 받기' })).toBeEnabled();
    await expect(canvas.getByText('만드는 중')).toBeVisible();
    await expect(canvas.getByText('파일을 만들지 못했어요. 다시 요청해 주세요.')).toBeVisible();
  },
};

export const FilledPhone: Story = {
  parameters: filled,
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await historyOf(canvasElement)).toHaveLength(3));
  },
};

/** Nothing exported yet: the history says so. */
export const Empty: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffCourierExportsDocument, { data: { staffCourierExports: [] } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 내보낸 택배 파일이 없어요')).toBeVisible();
  },
};

/** Requesting the lines to ship adds a file to the demo's history that finishes and can be downloaded. */
export const RequestExport: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await historyOf(canvasElement)).toHaveLength(1));
    await userEvent.selectOptions(canvas.getAllByRole('combobox', { name: '택배사' })[0]!, 'LOTTE');
    await userEvent.click(canvas.getByRole('button', { name: '보낼 상품 모두 내보내기' }));
    await waitFor(async () => expect(await historyOf(canvasElement)).toHaveLength(2), { timeout: 8_000 });
    await waitFor(async () => expect(within(canvasElement).getAllByRole('button', { name: /받기$/ })).toHaveLength(2), { timeout: 8_000 });
  },
};

/** The demo's returned file: one line to ship, one already carrying its number, refused rows with why; apply ships it. */
export const PreviewAndApply: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const csv = '주문상품번호,운송장번호\r\n1,6012-3456-7890\r\n8,684012345671\r\n10,601234567891\r\n';
    await userEvent.upload(await canvas.findByLabelText('택배사에서 받은 파일 (XLSX, CSV)'), new File([csv], '송장.csv', { type: 'text/csv' }));
    await userEvent.click(canvas.getByRole('button', { name: '미리보기' }));
    const table = await canvas.findByRole('table', { name: '송장 가져오기 미리보기' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(within(table).getByText('취소된 주문 상품이에요. 발송하지 마세요.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '1건 발송 처리하기' }));
    const result = await canvas.findByRole('table', { name: '송장 가져오기 결과' });
    await expect(within(result).getAllByText('발송 처리')).toHaveLength(1);
  },
};

/** A returned file naming lines that are not this shop's and a broken line id: each row refused with why. */
export const PreviewWithRefusals: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const csv = '주문상품번호,운송장번호\r\n987654,601234567890\r\n987655,1.23457E+11\r\nabc,601234567891\r\n';
    await userEvent.upload(await canvas.findByLabelText('택배사에서 받은 파일 (XLSX, CSV)'), new File([csv], '송장.csv', { type: 'text/csv' }));
    await userEvent.click(canvas.getByRole('button', { name: '미리보기' }));
    const table = await canvas.findByRole('table', { name: '송장 가져오기 미리보기' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(within(table).getAllByText('이 가게의 주문 상품 번호가 아니에요. 파일의 주문상품번호를 확인해 주세요.')).toHaveLength(2);
    await expect(within(table).getByText('주문상품번호가 숫자가 아니에요. 내보낸 파일의 주문상품번호를 그대로 두세요.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '0건 발송 처리하기' })).toBeDisabled();
  },
};

export const PreviewWithRefusalsPhone: Story = { ...PreviewWithRefusals, globals: {} };

/** Look-only staff see the history but cannot export, upload or apply. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: { ...READONLY, ...filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () => expect(await historyOf(canvasElement)).toHaveLength(3));
    await expect(canvas.queryByRole('button', { name: '보낼 상품 모두 내보내기' })).toBeNull();
    await expect(canvas.getByLabelText('택배사에서 받은 파일 (XLSX, CSV)')).toBeDisabled();
    await expect(canvas.getByText('보기 전용 계정은 송장 파일을 올리거나 적용할 수 없어요.')).toBeVisible();
  },
};

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffCourierExportsDocument) };

export const LoadingPhone: Story = loadingStory(StaffCourierExportsDocument);

export const Error: Story = errorStory(StaffCourierExportsDocument, '내보내기 기록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
