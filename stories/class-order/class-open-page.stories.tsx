import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ClassOpenScreen, MyClassOrdersScreen } from '../../frontend/src/features/class-order/class-order-routes';
import { MyClassOrdersDocument, PickupPointsDocument } from '../../frontend/src/lib/__generated__/graphql';
import { errorStory, loadingStory } from '../support/states';

const meta = {
  title: 'class-order/ClassOpenPage',
  component: ClassOpenScreen,
  parameters: { route: '/class/new?product=1' },
} satisfies Meta<typeof ClassOpenScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form with the tenant's pickup points. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/학과/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /수령 장소/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '단체 주문 열고 링크 받기' })).toBeEnabled();
  },
};

/** Opened without a product: the way to the products. */
export const NoProduct: Story = {
  parameters: { route: '/class/new' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('단체 주문을 열 상품을 골라 주세요')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(PickupPointsDocument);

export const Error: Story = errorStory(PickupPointsDocument, '수령 장소를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');

/** My page > 내 단체 주문: the demo member's class order. */
export const MyList: Story = {
  render: () => <MyClassOrdersScreen />,
  parameters: { route: '/my/class-orders' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /경영학과 23학번/ })).toBeVisible();
  },
};

/** A member who opened none. */
export const MyListEmpty: Story = {
  render: () => <MyClassOrdersScreen />,
  parameters: { route: '/my/class-orders', scenario: 'new-member' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('연 단체 주문이 없어요')).toBeVisible();
  },
};

export const MyListLoading: Story = { ...loadingStory(MyClassOrdersDocument), render: () => <MyClassOrdersScreen />, parameters: { ...loadingStory(MyClassOrdersDocument).parameters, route: '/my/class-orders' } };

export const MyListError: Story = {
  ...errorStory(MyClassOrdersDocument, '단체 주문을 불러오지 못했어요.'),
  render: () => <MyClassOrdersScreen />,
  parameters: { ...errorStory(MyClassOrdersDocument, '단체 주문을 불러오지 못했어요.').parameters, route: '/my/class-orders' },
};
