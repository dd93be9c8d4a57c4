import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MyHubScreen } from '../../frontend/src/features/account/member-screens';
import { MeDocument, MyPointsDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { expectBusy } from '../support/states';
import { profileLoading } from './account-story';

const meta = {
  title: 'account/MyPage',
  component: MyHubScreen,
  parameters: { route: '/my' },
} satisfies Meta<typeof MyHubScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member: points with some to be earned, order lines by step, and every account screen one tap away. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('김한빛')).toBeVisible();
    const points = await canvas.findByRole('link', { name: /사용 가능한 포인트/ });
    await expect(points).toHaveTextContent('적립 예정');
    await expect(canvas.getByRole('link', { name: /배송지 관리/ })).toHaveAttribute('href', '/my/address');
    const orders = canvas.getByRole('region', { name: '주문 현황' });
    await expect(await within(orders).findByRole('link', { name: /^배송 중 \d+건$/ })).toHaveAttribute('href', '/my/orders');
    await expect(canvas.getByRole('link', { name: /주문 내역/ })).toHaveAttribute('href', '/my/orders');
    await expect(canvas.getByRole('button', { name: '로그아웃' })).toBeEnabled();
  },
};

/** A member who signed up a moment ago: no points yet. */
export const NewMember: Story = {
  parameters: { scenario: 'new-member' },
  play: async ({ canvasElement }) => {
    const points = await within(canvasElement).findByRole('link', { name: /사용 가능한 포인트/ });
    await expect(points).toHaveTextContent('0P');
    await expect(await within(canvasElement).findByRole('link', { name: '배송 완료 0건' })).toBeVisible();
  },
};

/** The profile is still on its way. */
export const Loading: Story = profileLoading;

/** The points could not be loaded; the rest of the page works and the card offers a retry. */
export const PointsError: Story = {
  parameters: {
    msw: [operationOverride(MyPointsDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '포인트를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.' } })],
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('포인트를 불러오지 못했습니다.');
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeEnabled();
  },
};

/** The profile itself failed (offline): a retry rather than a trip to the login page. */
export const Error: Story = {
  parameters: {
    msw: [operationOverride(MeDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.' } })],
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('서버에 연결하지 못했습니다.');
  },
};

/** A visitor is sent to log in, and comes back here afterwards. */
export const Anonymous: Story = {
  parameters: { scenario: 'anonymous' },
  play: expectBusy,
};

/** The my page shows what this device looked at lately too, under the menus. */
export const WithRecentlyViewed: Story = {
  loaders: [
    () => {
      localStorage.setItem('recent:viewed-products', JSON.stringify([20]));
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const strip = await within(canvasElement).findByRole('list', { name: '최근 본 상품 목록' });
    await expect(strip).toHaveTextContent('한빛 보아 플리스 점퍼');
    localStorage.removeItem('recent:viewed-products');
  },
};
