import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartScreen } from '../../frontend/src/features/cart/cart-routes';
import { MyCartDocument, ValidateCartToOrderDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { errorStory, loadingStory } from '../support/states';

const meta = {
  title: 'cart/CartPage',
  component: CartScreen,
  parameters: { route: '/cart' },
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const totals = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: '주문 금액' });
const orderButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: '주문하기' });
const selectAll = (canvasElement: HTMLElement) => within(canvasElement).getByRole('checkbox', { name: /^전체 선택/ });

/** The demo cart: a group for every kind of delivery fee, the hint for free delivery, the totals. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = await totals(canvasElement);
    await expect(canvas.getByRole('region', { name: '5만원 이상 무료배송' })).toHaveTextContent(/원 더 담으면 배송비가 무료예요/);
    await expect(canvas.getByRole('region', { name: '단체 주문 수량별 배송비' })).toHaveTextContent(/개 더 담으면/);
    await expect(canvas.getByRole('region', { name: '무료배송' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '무료배송' })).not.toHaveTextContent(/무료배송.*무료배송/);
    await expect(within(summary).getByText('결제 예정 금액')).toBeVisible();
    await expect(orderButton(canvasElement)).toBeEnabled();
  },
};

/** A line sold out since it was put in: badge, the reason, and no box to tick. */
export const SoldOutLine: Story = {
  play: async ({ canvasElement }) => {
    await totals(canvasElement);
    const box = within(canvasElement).getByRole('checkbox', { name: /코치자켓 주문 선택$/ });
    await expect(box).toBeDisabled();
    const line = box.closest('li') as HTMLElement;
    await expect(within(line).getByText('품절')).toBeVisible();
    await expect(within(line).getByText('품절되었어요.')).toBeVisible();
  },
};

/** Every product sold out: nothing can be ordered and the page says why. */
export const AllSoldOut: Story = {
  parameters: { scenario: 'sold-out' },
  play: async ({ canvasElement }) => {
    await totals(canvasElement);
    await expect(within(canvasElement).getAllByText('품절').length).toBeGreaterThan(0);
    await waitFor(() => expect(orderButton(canvasElement)).toBeDisabled());
    await expect(selectAll(canvasElement)).toBeDisabled();
  },
};

/** Nothing selected: the totals are zero and the order button waits with a hint. */
export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    const summary = await totals(canvasElement);
    await userEvent.click(selectAll(canvasElement));
    await waitFor(() => expect(within(canvasElement).getByText('주문할 상품을 선택해 주세요.')).toBeVisible());
    await expect(orderButton(canvasElement)).toBeDisabled();
    await waitFor(() => expect(within(summary).getByText('결제 예정 금액').nextElementSibling).toHaveTextContent('0원'));
  },
};

/** validateCartToOrder refuses: the reason names the product and the member stays on the cart. */
export const ValidationRefused: Story = {
  parameters: {
    msw: [
      operationOverride(ValidateCartToOrderDocument, {
        error: { code: 'OUT_OF_STOCK', message: "'한빛 캔버스 에코백' 상품이 품절되었어요." },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await totals(canvasElement);
    await userEvent.click(orderButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent("'한빛 캔버스 에코백' 상품이 품절되었어요.");
  },
};

/** Removing a line asks first. */
export const ConfirmRemoval: Story = {
  play: async ({ canvasElement }) => {
    await totals(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '한빛 캔버스 에코백 삭제' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '상품을 삭제할까요?' });
    await expect(within(dialog).getByRole('button', { name: '취소' })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { scenario: 'new-member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('장바구니가 비어 있어요')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '상품 보러 가기' })).toHaveAttribute('href', '/products');
  },
};

export const Loading: Story = loadingStory(MyCartDocument);

export const Error: Story = errorStory(MyCartDocument, '장바구니를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
