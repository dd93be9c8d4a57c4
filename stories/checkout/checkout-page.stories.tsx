import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutScreen } from '../../frontend/src/features/checkout/checkout-routes';
import { CartsCheckoutedDocument, PlaceOrderDocument } from '../../frontend/src/lib/__generated__/graphql';
import { fakePostcode, HANBIT_ADDRESS } from '../../frontend/src/widgets/address-search/postcode-fakes';
import { operationOverride } from '../../mocks/overrides';
import { withPostcode } from '../account/account-story';
import { errorStory, loadingStory } from '../support/states';
import { checkoutWith, grantPoints, JACKET, selectOnly, SOCKS } from './checkout-story';

const meta = {
  title: 'checkout/CheckoutPage',
  component: CheckoutScreen,
  parameters: { route: '/checkout' },
  decorators: [withPostcode(fakePostcode([HANBIT_ADDRESS]))],
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const payButton = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: /원 결제하기$/ });

/** The demo member's selected lines, the saved address chosen, the jacket going to its pickup point. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: '기본 배송지' })).toBeChecked();
    await expect(canvas.getByText(/한빛관 기숙사 B동 305호/)).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: '단체 수령 장소' })).getByText(/2026 경영학과 과잠/)).toBeVisible();
    await expect(await payButton(canvasElement)).toHaveTextContent('309,000원 결제하기');
  },
};

/** "새 배송지": the address search (a stand-in here) fills postcode and road address. */
export const NewAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '새 배송지' }));
    await expect(canvas.getByRole('textbox', { name: /^받는 분/ })).toHaveValue('김한빛');
    await userEvent.click(canvas.getByRole('button', { name: '주소 검색' }));
    const sheet = await body(canvasElement).findByRole('dialog', { name: '주소 검색' });
    await userEvent.click(await within(sheet).findByRole('button', { name: /한빛대학로 99/ }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^우편번호/ })).toHaveValue('34134'));
    await expect(canvas.getByRole('checkbox', { name: /기본 배송지로 저장/ })).not.toBeChecked();
  },
};

/** Submitting a new address with its parts missing: the message under each field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '새 배송지' }));
    await userEvent.click(await payButton(canvasElement));
    await expect(canvas.getAllByText('주소 검색 버튼을 눌러 주소를 찾아 주세요.')).toHaveLength(2);
    await expect(canvas.getByText('구매 조건을 확인하고 결제 진행에 동의해 주세요.')).toBeVisible();
  },
};

/** Only the group-order jacket: its pickup point instead of an address form. */
export const GroupPickup: Story = {
  parameters: { msw: [checkoutWith(selectOnly([JACKET]))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '수령 장소' })).toBeVisible();
    await expect(canvas.getByText('학생회관 1층 생협 매장')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^받는 분/ })).toBeNull();
  },
};

/** Enough points for the socks: "전액 사용" makes it a 0-won order paid by points alone. */
export const PointsCoverEverything: Story = {
  parameters: { msw: [checkoutWith(selectOnly([SOCKS]), grantPoints(100_000))] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '전액 사용' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('포인트 결제');
    await expect(canvas.getByRole('radio', { name: /신용·체크카드/ })).toBeDisabled();
    await expect(await payButton(canvasElement)).toHaveTextContent('0원 결제하기');
  },
};

const SOLD_OUT = "'한빛 로고 반팔티' 상품의 재고가 부족해요. 지금 2개까지 주문할 수 있어요.";

/** placeOrder refused (someone bought the last T-shirts first): the sentence above the button. */
export const PlaceOrderRefused: Story = {
  parameters: { msw: [operationOverride(PlaceOrderDocument, { error: { code: 'OUT_OF_STOCK', message: SOLD_OUT } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The demo cart's jacket carries initials: made to order, so the consent comes first (ADR 0066).
    await userEvent.click(await canvas.findByRole('checkbox', { name: /주문 제작 상품 안내 확인/ }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: /구매 조건 확인 및 결제 진행 동의/ }));
    await userEvent.click(await payButton(canvasElement));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SOLD_OUT);
  },
};

/** Nothing selected (the cart was emptied in another tab): the way back to the cart. */
export const Empty: Story = {
  parameters: { scenario: 'new-member' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('주문할 상품이 없어요')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '장바구니로 가기' })).toHaveAttribute('href', '/cart');
  },
};

/** 구매하기's checkout (ADR 0057) with nothing left to order: the way back to the products, not the cart. */
export const DirectEmpty: Story = {
  parameters: { route: '/checkout?direct=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('주문할 상품이 없어요')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '상품 둘러보기' })).toHaveAttribute('href', '/products');
  },
};

export const Loading: Story = loadingStory(CartsCheckoutedDocument);

export const Error: Story = errorStory(CartsCheckoutedDocument, '주문서를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
