import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StaffDeliverySetupDocument } from '../../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../../mocks/overrides';
import { errorStory, loadingStory } from '../../support/states';
import { AdminArea, adminStory, LAPTOP } from '../support';

const meta = {
  title: 'admin/Delivery',
  component: AdminArea,
  ...adminStory('/admin/delivery'),
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The templates with their rules and use, and the calculator pricing the chosen one. */
export const Filled: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '배송 템플릿 목록' });
    await expect(within(list).getByText('5만원 이상 무료배송')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('계산할 배송 템플릿'), '5만원 이상 무료배송');
    await userEvent.clear(canvas.getByLabelText('할인가 합계(원)'));
    await userEvent.type(canvas.getByLabelText('할인가 합계(원)'), '40000');
    const calculator = canvas.getByRole('region', { name: '배송비 계산기' });
    await expect(within(calculator).getByRole('status')).toHaveTextContent('배송비 3,000원 (10,000원 더 사면 무료)');
  },
};

/** Editing a tier template: the calculator prices the unsaved tiers as the cart would. */
export const EditTiers: Story = {
  globals: LAPTOP,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '단체 주문 수량별 배송비 고치기' }));
    const form = canvas.getByRole('form', { name: /고치기/ });
    await expect(within(form).getByRole('radio', { name: '수량 구간 세 개' })).toBeChecked();
    const price = canvas.getByLabelText(/^그 이상 배송비\(원\)/);
    await userEvent.clear(price);
    await userEvent.type(price, '12000');
    const quantity = canvas.getByLabelText('수량(개)');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '500');
    const calculator = canvas.getByRole('region', { name: '이 설정으로 계산해 보기' });
    await waitFor(() => expect(within(calculator).getByRole('status')).toHaveTextContent('배송비 12,000원'));
  },
};

/** Pickup points in their tab, with how many products hand out there. */
export const PickupPoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /단체 수령지/ }));
    const list = await canvas.findByRole('list', { name: '단체 수령지 목록' });
    await expect(within(list).getByText('학생회관 1층 생협 매장')).toBeVisible();
  },
};

/** Look-only staff: no add, edit or delete buttons; the calculator still works. */
export const Readonly: Story = {
  ...adminStory('/admin/delivery', { readonly: true, laptop: true }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: '배송 템플릿 목록' });
    await expect(canvas.queryByRole('button', { name: '배송 템플릿 추가' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /고치기$/ })).toBeNull();
    await expect(canvas.getByLabelText('계산할 배송 템플릿')).toBeEnabled();
  },
};

export const Empty: Story = {
  globals: LAPTOP,
  parameters: { msw: [operationOverride(StaffDeliverySetupDocument, { data: { staffDeliveryTemplates: [], staffPickupPoints: [] } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('배송 템플릿이 없어요')).toBeVisible();
  },
};

export const Loading: Story = { ...loadingStory(StaffDeliverySetupDocument), globals: LAPTOP };

export const Error: Story = errorStory(StaffDeliverySetupDocument, '배송 설정을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
