import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STALE_EDIT_MESSAGE } from '../../../domain/staff/staff-messages';
import { StaffProductDocument, StaffUpdateProductDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

/** A jacket of the standard catalogue with options in stock. */
const ROUTE = '/admin/products/24';

const meta = {
  title: 'admin/products/AdminProductPage',
  component: AdminArea,
  ...adminStory(ROUTE),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectEditor(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const form = await canvas.findByRole('form', { name: '상품 정보' });
  await expect(within(form).getByRole('textbox', { name: /^상품 이름/ })).not.toHaveValue('');
  await expect(canvas.getByRole('region', { name: '학생에게 보이나요?' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: '옵션·재고' })).toHaveAttribute('href', '/admin/products/24/options');
  return form;
}

/** Every field, the date preview as a student sees it now, the checklist and the change history. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const form = await expectEditor(canvasElement);
    await expect(within(form).getByText('학생에게 지금 이렇게 보여요')).toBeVisible();
    await expect(within(form).getByRole('button', { name: '저장하기' })).toBeVisible();
  },
};

export const FilledPhone: Story = {
  parameters: { route: ROUTE },
  play: async ({ canvasElement }) => {
    await expectEditor(canvasElement);
  },
};

/** ADMINHIDDEN sees every field but no button that changes anything. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: { route: ROUTE, ...READONLY },
  play: async ({ canvasElement }) => {
    const form = await expectEditor(canvasElement);
    await expect(within(form).queryByRole('button', { name: '저장하기' })).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: /학생에게 (숨기기|보이기)/ })).toBeNull();
    await expect(within(form).getByRole('textbox', { name: /^상품 이름/ })).toHaveAttribute('readonly');
  },
};

/** Another staff member saved first: the save is refused and the typed form stays. */
export const Conflict: Story = {
  globals: LAPTOP,
  parameters: {
    route: ROUTE,
    msw: [operationOverride(StaffUpdateProductDocument, { error: { code: 'CONFLICT', message: STALE_EDIT_MESSAGE } })],
  },
  play: async ({ canvasElement }) => {
    const form = await expectEditor(canvasElement);
    await userEvent.click(within(form).getByRole('button', { name: '저장하기' }));
    await expect(await within(form).findByRole('alert')).toHaveTextContent(STALE_EDIT_MESSAGE);
  },
};

const loading = loadingStory(StaffProductDocument);
export const Loading: Story = { ...loading, globals: LAPTOP, parameters: { route: ROUTE, ...loading.parameters } };

const error = errorStory(StaffProductDocument, '상품을 찾을 수 없어요. 상품 번호를 다시 확인해 주세요.');
export const Error: Story = { ...error, parameters: { route: ROUTE, ...error.parameters } };
