import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffCatalogCategoriesDocument, StaffUpdateCategoryDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { STALE_EDIT_MESSAGE } from '../../../domain/staff/staff-messages';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP } from '../support';

const meta = {
  title: 'admin/Categories',
  component: AdminArea,
  ...adminStory('/admin/categories'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The scenario's tree: hidden ones marked, promoted ones badged, up/down on every row. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '일반 카테고리 목록' });
    await expect(within(list).getByText('지난 시즌')).toBeVisible();
    await expect(within(list).getAllByText('숨김').length).toBeGreaterThan(0);
    await expect(within(list).getAllByText('홈 추천')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: '과잠·점퍼 위로' })).toBeDisabled();
    await expect(canvas.getByLabelText('1번째 제목')).not.toHaveValue('');
  },
};

/** Moving a sub category down reorders it at once (the mocked API keeps the order). */
export const Reorder: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '과잠 아래로' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '과잠 위로' })).toBeEnabled());
  },
};

/** Another staff member saved first: the save is refused in Korean and the form keeps what was typed. */
export const Conflict: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffUpdateCategoryDocument, { error: { code: 'CONFLICT', message: STALE_EDIT_MESSAGE } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '후드티 고치기' }));
    const form = canvas.getByRole('form', { name: '후드티 카테고리 고치기' });
    const name = within(form).getByLabelText(/^카테고리 이름/);
    await userEvent.clear(name);
    await userEvent.type(name, '후드 티셔츠');
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(STALE_EDIT_MESSAGE);
    await expect(name).toHaveValue('후드 티셔츠');
  },
};

/** At 360 px the lists and the forms stack. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '카테고리' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '카테고리 추가' })).toBeVisible();
  },
};

/** Look-only staff: the same lists, no change button, the promoted form disabled. */
export const Readonly: Story = {
  ...adminStory('/admin/categories', { readonly: true, laptop: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: '일반 카테고리 목록' });
    await expect(canvas.queryByRole('button', { name: /위로$/ })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: '카테고리 추가' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '추천 저장' })).toBeNull();
  },
};

export const Empty: Story = {
  globals: LAPTOP,
  parameters: {
    msw: [
      operationOverride(StaffCatalogCategoriesDocument, {
        data: {
          staffCategories: [],
          staffPromotedCategories: { updatedAt: '2026-11-27T00:00:00.000Z', categories: [] },
        },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('아직 카테고리가 없어요')).toBeVisible();
  },
};

export const Loading: Story = { ...loadingStory(StaffCatalogCategoriesDocument), globals: LAPTOP };

export const Error: Story = errorStory(StaffCatalogCategoriesDocument, '카테고리를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
