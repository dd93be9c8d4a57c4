import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffAdsDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

// /admin/content on the mocked API's `staff` scenario: the three seeded banners and the notice.

const meta = {
  title: 'admin/content/ContentPage',
  component: AdminArea,
  ...adminStory('/admin/content'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const adList = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '광고 목록' });

/** Laptop: every banner with its state, the order buttons and the notice form. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const list = await adList(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getAllByText('게시 중')).toHaveLength(3);
    await expect(within(list).getByRole('button', { name: '2026 학과 과잠 공동구매 오픈 위로' })).toBeDisabled();
    const notice = within(canvasElement).getByLabelText('공지 내용');
    await expect((notice as HTMLTextAreaElement).value).toContain('과잠 공동구매');
  },
};

/** A 360 px phone: the same list, buttons wrapping under each banner. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const list = await adList(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(canvasElement).getByRole('button', { name: '광고 추가' })).toBeVisible();
  },
};

/** Staff add a scheduled text banner; the list shows it as 게시 예정 at the end. */
export const AddScheduled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await adList(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '광고 추가' }));
    await userEvent.type(canvas.getByLabelText(/^제목/), '겨울 방학 특가');
    await userEvent.type(canvas.getByLabelText(/^링크/), 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: '추가' }));
    await expect(await canvas.findByText(/쇼핑몰 안의 경로나 https:\/\/로 시작하는 주소/)).toBeVisible();
    await userEvent.clear(canvas.getByLabelText(/^링크/));
    await userEvent.type(canvas.getByLabelText(/^링크/), '/products?category=72');
    await userEvent.type(canvas.getByLabelText('시작 일시'), '2030-01-01T09:00');
    await userEvent.click(canvas.getByRole('button', { name: '추가' }));
    const list = await adList(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    await expect(within(list).getByText('게시 예정')).toBeVisible();
  },
};

/** Look-only staff read the list and the notice without any change button. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    const list = await adList(canvasElement);
    await expect(within(list).queryAllByRole('button')).toHaveLength(0);
    await expect(within(canvasElement).queryByRole('button', { name: '광고 추가' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: '공지 저장' })).toBeNull();
  },
};

export const Empty: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffAdsDocument, { data: { staffAds: [] } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 광고가 없어요')).toBeVisible();
  },
};

export const EmptyPhone: Story = { parameters: Empty.parameters, play: Empty.play };

export const Loading: Story = { globals: LAPTOP, ...loadingStory(StaffAdsDocument) };

export const LoadingPhone: Story = loadingStory(StaffAdsDocument);

export const Error: Story = { globals: LAPTOP, ...errorStory(StaffAdsDocument, '광고 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.') };

export const ErrorPhone: Story = errorStory(StaffAdsDocument, '광고 목록을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
