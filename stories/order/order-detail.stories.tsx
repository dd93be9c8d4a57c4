import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrderWithSpecificationDocument } from '../../frontend/src/lib/__generated__/graphql';
import { StandardIds } from '../../mocks/scenarios/activity/ids';
import { errorStory, loadingStory } from '../support/states';
import { OrderRoutes, withHanbitPostcode } from './order-story';

const { order: O } = StandardIds;
const at = (id: number) => ({ route: `/my/orders/${id}` });

const meta = {
  title: 'order/OrderDetail',
  component: OrderRoutes,
  parameters: at(O.paidWithPoints),
  decorators: [withHanbitPostcode],
} satisfies Meta<typeof OrderRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const lines = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: '주문 상품 목록' });
const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A card order paid with 1,500 points: amounts, and the line can still be cancelled or changed. */
export const PaidCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await lines(canvasElement);
    await expect(within(list).getByText('결제 완료')).toBeVisible();
    await expect(canvas.getByText('신용·체크카드')).toBeVisible();
    await expect(canvas.getByText('-1,500P')).toBeVisible();
    await expect(within(list).getByRole('button', { name: '한빛 숏패딩 주문 취소' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '배송지 변경' })).toBeEnabled();
  },
};

/** A line staff said ships late (ADR 0050): the notice with the new date and the reason, on the line. */
export const ShippingDelayed: Story = {
  parameters: at(O.groupPickupPreparing),
  play: async ({ canvasElement }) => {
    const list = await lines(canvasElement);
    const note = within(list).getByRole('note', { name: '발송 지연 안내' });
    await expect(within(note).getByText('발송 지연')).toBeVisible();
    await expect(note).toHaveTextContent('사유: 이니셜 자수 작업이 늦어지고 있어요');
  },
};

/** A group pickup order (ADR 0067): the QR pass at 360 px with where to show it. */
export const PickupPass: Story = {
  parameters: at(O.groupPickupPreparing),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '수령 QR 코드' })).toBeVisible();
    const qr = await canvas.findByRole('img', { name: /수령 QR 코드/ });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const pass = canvas.getByRole('region', { name: '수령 QR 코드' });
    await expect(within(pass).getByText('학생회관 1층 생협 매장')).toBeVisible();
  },
};

/** After the pickup period, uncollected lines may go by courier, 착불 (ADR 0067): the offer opens the address form. */
export const PickupShippingOffer: Story = {
  parameters: at(O.groupPickupPreparing),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: '택배로 받기' });
    await expect(within(offer).getByText(/착불/)).toBeVisible();
    await userEvent.click(within(offer).getByRole('button', { name: '택배로 받기 신청' }));
    await expect(await within(offer).findByRole('button', { name: '착불 택배로 받기' })).toBeEnabled();
  },
};

/** A virtual account awaiting deposit: where and by when to pay, and the refund account form. */
export const VbankAwaitingDeposit: Story = {
  parameters: at(O.vbankAwaitingDeposit),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lines(canvasElement);
    await expect(canvas.getByText('입금 계좌 안내')).toBeVisible();
    await expect(canvas.getByText('27390104512345')).toBeVisible();
    await expect(canvas.getByText('입금 대기')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '환불 계좌 저장' })).toBeEnabled();
  },
};

/** A card order whose payment window was closed: 결제하기 with the amount, and when it lapses. */
export const UnpaidCard: Story = {
  parameters: at(O.cardAwaitingPayment),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('region', { name: '결제를 기다리고 있어요' });
    await expect(within(box).getByText(/까지 결제하지 않으면 주문이 취소되고 상품은 장바구니로 돌아가요\.$/)).toBeVisible();
    await expect(within(box).getByRole('button', { name: /^[\d,]+원 결제하기$/ })).toBeEnabled();
    await expect(canvas.getAllByText('결제 대기').length).toBeGreaterThan(0);
  },
};

/** Shipped lines with the carrier's tracking link; nothing can change any more. */
export const Delivering: Story = {
  parameters: at(O.delivering),
  play: async ({ canvasElement }) => {
    const list = await lines(canvasElement);
    const [tracking] = within(list).getAllByRole('link', { name: /배송 조회/ });
    await expect(tracking).toHaveAttribute('href', expect.stringContaining('cjlogistics'));
    await expect(within(canvasElement).queryByRole('button', { name: '배송지 변경' })).toBeNull();
  },
};

/** A cancelled line: its refund and reason. */
export const CancelledLine: Story = {
  parameters: at(O.cancelled),
  play: async ({ canvasElement }) => {
    const list = await lines(canvasElement);
    await expect(within(list).getByText('주문 취소')).toBeVisible();
    await expect(within(list).getByText(/환불 금액/)).toBeVisible();
    await expect(within(list).getByText(/사이즈를 잘못 선택했어요/)).toBeVisible();
  },
};

/** The cancel dialog shows what comes back before the member confirms. */
export const CancelDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await lines(canvasElement)).getByRole('button', { name: '한빛 숏패딩 주문 취소' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '주문 취소' });
    await expect(await within(dialog).findByText('돌려받는 포인트')).toBeVisible();
    await expect(within(dialog).getByText('1,500P')).toBeVisible();
    await expect(within(dialog).getByLabelText(/취소 사유/, { selector: 'select' })).toBeVisible();
  },
};

/** Cancelled: the line turns 주문 취소 and the page says what was refunded. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await lines(canvasElement)).getByRole('button', { name: '한빛 숏패딩 주문 취소' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '주문 취소' });
    await within(dialog).findByText('돌려받는 포인트');
    await userEvent.selectOptions(within(dialog).getByLabelText(/취소 사유/, { selector: 'select' }), '단순 변심');
    await userEvent.click(within(dialog).getByRole('button', { name: '주문 취소하기' }));
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('주문을 취소했어요'));
    await waitFor(() => expect(within(canvasElement).getByText('취소 사유: 단순 변심')).toBeVisible());
  },
};

/** Partial cancel of an undeposited virtual account is refused with the reason. */
export const CancelRefused: Story = {
  parameters: at(O.vbankAwaitingDeposit),
  play: async ({ canvasElement }) => {
    const [cancel] = within(await lines(canvasElement)).getAllByRole('button', { name: /주문 취소$/ });
    if (cancel) await userEvent.click(cancel);
    const dialog = await body(canvasElement).findByRole('dialog', { name: '주문 취소' });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('일부 상품만 취소할 수 없어요');
    await expect(within(dialog).getByRole('button', { name: '주문 취소하기' })).toBeDisabled();
  },
};

/** Another size of the same price; the sold-out combination cannot be picked. */
export const OptionChange: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(await lines(canvasElement)).getByRole('button', { name: '한빛 숏패딩 옵션 변경' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: '옵션 변경' });
    const options = await within(dialog).findByRole('group', { name: '옵션' });
    await expect(within(options).getByRole('radio', { name: /아이보리 \/ L/ })).toBeDisabled();
    await userEvent.click(within(options).getByRole('radio', { name: /블랙 \/ L/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: '옵션 변경하기' }));
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('블랙 / L'));
  },
};

/** The address form with the postcode search, before saving. */
export const AddressChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await lines(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '배송지 변경' }));
    const form = canvas.getByRole('form', { name: '배송지 변경' });
    await userEvent.click(within(form).getByRole('button', { name: '주소 검색' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: /한빛대학로 99/ }));
    await waitFor(() => expect(within(form).getByLabelText(/우편번호/)).toHaveValue('34134'));
  },
};

/** An id that is not the member's: the API's sentence and a way back to the list. */
export const NotFound: Story = {
  parameters: at(9999),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('주문을 찾을 수 없어요.');
    await expect(within(alert).getByRole('link', { name: '주문 내역으로 돌아가기' })).toHaveAttribute('href', '/my/orders');
  },
};

export const Loading: Story = loadingStory(OrderWithSpecificationDocument);

export const Error: Story = errorStory(OrderWithSpecificationDocument, '주문 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.');
