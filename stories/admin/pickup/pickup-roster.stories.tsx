import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StaffPickupPointChoicesDocument, StaffPickupRosterDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP, READONLY } from '../support';

const meta = {
  title: 'admin/pickup/PickupRoster',
  component: AdminArea,
  ...adminStory('/admin/pickup?point=1'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const roster = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '수령 명단' });
const search = async (canvasElement: HTMLElement, text: string) => {
  const canvas = within(canvasElement);
  const field = await canvas.findByLabelText(/학생 찾기/);
  await userEvent.clear(field);
  await userEvent.type(field, text);
  await userEvent.click(canvas.getByRole('button', { name: '찾기' }));
};

/** The point's roster at the pickup table on a phone: the demo member's jacket waiting, the counts above. */
export const FilledPhone: Story = {
  play: async ({ canvasElement }) => {
    const list = await roster(canvasElement);
    await expect(within(list).getByText(/김한빛/)).toBeVisible();
    await expect(within(canvasElement).getByText(/남은 상품 \d+개/)).toBeVisible();
    await expect(within(list).getAllByRole('button', { name: /수령 확인/ }).length).toBeGreaterThan(0);
  },
};

export const FilledLaptop: Story = { globals: LAPTOP, play: FilledPhone.play };

/** 김한빛 5678 narrows the roster; one tap hands the jacket over and the counts move. */
export const SearchAndCheckOff: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await roster(canvasElement);
    await search(canvasElement, '김한빛 5678');
    const entry = await canvas.findByRole('listitem', { name: '김한빛 5678' });
    await userEvent.click(within(entry).getAllByRole('button', { name: /수령 확인/ })[0]!);
    await expect(await canvas.findByText(/김한빛\(5678\)님 상품 1개를 수령 완료로 처리했어요/)).toBeVisible();
    await expect(await canvas.findAllByText('수령 완료')).not.toHaveLength(0);
  },
};

/** A name and digits that match no one. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await roster(canvasElement);
    await search(canvasElement, '김한빛 0000');
    await expect(await within(canvasElement).findByText('찾는 학생이 없어요')).toBeVisible();
  },
};

/** A scanned code that is not the shop's: the API's sentence, nothing found. */
export const ForgedCode: Story = {
  play: async ({ canvasElement }) => {
    await roster(canvasElement);
    await search(canvasElement, `PK1.1.${'A'.repeat(43)}`);
    await expect(await within(canvasElement).findByText(/확인할 수 없는 QR 코드예요/)).toBeVisible();
  },
};

/** Look-only staff read the roster without the check-off buttons. */
export const ReadOnlyPhone: Story = {
  parameters: READONLY,
  play: async ({ canvasElement }) => {
    await roster(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: /수령 확인/ })).toBeNull();
    await expect(within(canvasElement).getByText('보기 전용 계정이라 수령 확인은 할 수 없어요.')).toBeVisible();
  },
};

export const ReadOnlyLaptop: Story = { globals: LAPTOP, parameters: READONLY, play: ReadOnlyPhone.play };

export const Empty: Story = {
  parameters: {
    msw: [
      operationOverride(StaffPickupRosterDocument, {
        data: {
          staffPickupRoster: {
            pickupPoint: { id: 1, name: '학생회관 1층 생협 매장', address: '대전광역시 유성구 한빛대학로 123', detailAddress: '1층', note: '' },
            entries: [],
            collectedLines: 0,
            remainingLines: 0,
          },
        },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('이 수령 장소에서 건넬 상품이 없어요')).toBeVisible();
  },
};

export const EmptyLaptop: Story = { ...Empty, globals: LAPTOP };

export const Loading: Story = { ...loadingStory(StaffPickupRosterDocument) };
export const LoadingLaptop: Story = { globals: LAPTOP, ...loadingStory(StaffPickupRosterDocument) };

export const Error: Story = errorStory(StaffPickupRosterDocument, '명단을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
export const ErrorLaptop: Story = { globals: LAPTOP, ...errorStory(StaffPickupRosterDocument, '명단을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.') };

/** No point chosen yet: the tenant's pickup points to pick from. */
export const PointPicker: Story = {
  parameters: { route: '/admin/pickup', scenario: 'staff' },
  play: async ({ canvasElement }) => {
    const points = await within(canvasElement).findByRole('list', { name: '수령 장소' });
    await expect(within(points).getByRole('link', { name: /학생회관 1층 생협 매장/ })).toBeVisible();
  },
};

export const PointPickerLaptop: Story = { ...PointPicker, globals: LAPTOP };

export const PointPickerEmpty: Story = {
  parameters: { route: '/admin/pickup', scenario: 'staff', msw: [operationOverride(StaffPickupPointChoicesDocument, { data: { staffPickupPoints: [] } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('수령 장소가 없어요')).toBeVisible();
  },
};
