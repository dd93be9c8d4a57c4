import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CourierActions } from '../../../frontend/src/features/admin/shipping/courier-actions';
import { LAPTOP } from '../support';

// The order desk's toolbar slot: the ticked lines (or the desk's filter) become a courier file.
const meta = {
  title: 'admin/shipping/CourierActions',
  component: CourierActions,
  parameters: { route: '/admin/orders', scenario: 'staff' },
  args: { filter: { statuses: ['PREPARING'] }, selectedIds: [] },
} satisfies Meta<typeof CourierActions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing ticked: the desk's list goes into the file; requesting it says where to download. */
export const WholeList: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '목록을 택배 파일로' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('송장·배송 화면의 내보내기 기록');
  },
};

/** Two lines ticked on a phone: only they go into the file. */
export const TickedPhone: Story = {
  args: { selectedIds: [1, 2] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: '선택한 2개 택배 파일로' })).toBeEnabled();
  },
};

/** Look-only staff see no export button. */
export const ReadOnly: Story = {
  globals: LAPTOP,
  parameters: { scenario: 'staff-readonly' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: '목록을 택배 파일로' })).toBeNull();
  },
};
