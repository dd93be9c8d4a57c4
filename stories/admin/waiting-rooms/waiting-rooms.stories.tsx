import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaffWaitingRoomsDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { buildStaffWaitingRoom } from '../../../mocks/factories';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

const meta = {
  title: 'admin/waiting-rooms/WaitingRooms',
  component: AdminArea,
  ...adminStory('/admin/waiting-rooms'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const BOARD = [
  buildStaffWaitingRoom({ productId: 31, productName: '2027 한빛대 과잠', queued: 1840, admitted: 300, shopping: 95, heldUnits: 112, rate: 100 }),
  buildStaffWaitingRoom({ productId: 32, productName: '총학생회 한정 후드집업', queued: 420, admitted: 0, shopping: 0, heldUnits: 0, rateMode: 'CONCURRENT', rate: 50 }),
];

/** Two openings this morning with their live counts, on a phone. */
export const FilledPhone: Story = {
  parameters: { msw: [operationOverride(StaffWaitingRoomsDocument, { data: { staffWaitingRooms: BOARD } })] },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: '켜진 대기열' });
    const jacket = within(list).getByRole('listitem', { name: '2027 한빛대 과잠' });
    await expect(within(jacket).getByText('1,540명')).toBeVisible();
    await expect(within(jacket).getByText('1분에 100명')).toBeVisible();
    await expect(within(jacket).getByText('112개')).toBeVisible();
    await expect(within(list).getByText('동시에 최대 50명')).toBeVisible();
  },
};

export const FilledLaptop: Story = { globals: LAPTOP, parameters: FilledPhone.parameters, play: FilledPhone.play };

/** No room switched on yet: the product number field opens one. */
export const Empty: Story = {
  parameters: { msw: [operationOverride(StaffWaitingRoomsDocument, { data: { staffWaitingRooms: [] } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('켜진 대기열이 없어요')).toBeVisible();
    await expect(within(canvasElement).getByLabelText('상품 번호')).toBeVisible();
  },
};

/** One product's gate: staff switch it on at 30 a minute with 3-minute holds and save; a rate of 0 and a hold of 0 minutes are refused first. */
export const SwitchOnLaptop: Story = {
  globals: LAPTOP,
  parameters: { route: '/admin/waiting-rooms?product=7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: /대기열 설정/ });
    const rate = within(form).getByLabelText(/입장 인원/);
    await userEvent.clear(rate);
    await userEvent.type(rate, '0');
    await userEvent.click(within(form).getByRole('button', { name: '저장하기' }));
    await expect(await within(form).findByText('입장 인원은 1명에서 10,000명 사이로 입력해 주세요.')).toBeVisible();
    await userEvent.clear(rate);
    await userEvent.type(rate, '30');
    const hold = within(form).getByLabelText(/재고 잡아 두는 시간/);
    await userEvent.clear(hold);
    await userEvent.type(hold, '0');
    await userEvent.click(within(form).getByRole('button', { name: '저장하기' }));
    await expect(await within(form).findByText('재고를 잡아 두는 시간은 1분에서 60분 사이로 입력해 주세요.')).toBeVisible();
    await userEvent.clear(hold);
    await userEvent.type(hold, '3');
    await userEvent.click(within(form).getByRole('button', { name: '저장하기' }));
    await expect(await within(form).findByText(/저장했어요/)).toBeVisible();
  },
};

/** Look-only staff see the settings without the save button. */
export const ReadOnlyPhone: Story = {
  parameters: { ...READONLY, route: '/admin/waiting-rooms?product=7' },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: /대기열 설정/ });
    await expect(within(form).queryByRole('button', { name: '저장하기' })).toBeNull();
  },
};

export const Loading: Story = loadingStory(StaffWaitingRoomsDocument);

export const Error: Story = errorStory(StaffWaitingRoomsDocument, '대기열을 불러오지 못했어요.');
