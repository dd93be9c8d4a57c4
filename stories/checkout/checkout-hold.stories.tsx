import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutHold, holdAnnouncement } from '../../frontend/src/features/checkout/hold/checkout-hold';
import { StartCheckoutHoldDocument } from '../../frontend/src/lib/__generated__/graphql';
import { keepAdmissionPass } from '../../frontend/src/lib/waiting-room-passes';
import { buildCheckoutHold, buildCheckoutHoldLine } from '../../mocks/factories';
import { operationOverride } from '../../mocks/overrides';
import { MOCK_NOW } from '../../mocks/scenarios';
import { DEMO_WAITING_ROOM_PRODUCT_ID } from '../../mocks/store/waiting-room';
import { withShopClock } from '../support/clock';
import { expectBusy } from '../support/states';

// The checkout's held stock (ADR 0077) on a 360 px phone, the shop clock pinned to MOCK_NOW so each
// story stands at one moment: held with time to spare, in the last minutes, and run out.

const meta = {
  title: 'checkout/CheckoutHold',
  component: CheckoutHold,
  args: { cartIds: [101] },
  decorators: [withShopClock],
  // The tab was let in through the 아노락's waiting room: checkout asks to hold its lines.
  beforeEach: () => {
    keepAdmissionPass({ productId: DEMO_WAITING_ROOM_PRODUCT_ID, token: 'WRA1.story.pass', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    return () => sessionStorage.removeItem('waiting-room-passes');
  },
} satisfies Meta<typeof CheckoutHold>;

export default meta;
type Story = StoryObj<typeof meta>;

const secondsFromNow = (seconds: number) => new Date(MOCK_NOW.getTime() + seconds * 1000).toISOString();
const held = (expiresInSeconds: number) =>
  buildCheckoutHold({
    productId: DEMO_WAITING_ROOM_PRODUCT_ID,
    productName: '한빛 바람막이 아노락',
    expiresAt: secondsFromNow(expiresInSeconds),
    lines: [buildCheckoutHoldLine({ optionText: '카키 / M', units: 1 })],
  });
const answer = (holds: ReturnType<typeof held>[]) => ({ msw: [operationOverride(StartCheckoutHoldDocument, { data: { startCheckoutHold: holds } })] });

/** Held with seven minutes to go: what is held, the clock, and a live region that speaks in minutes. */
export const Filled: Story = {
  parameters: answer([held(7 * 60 + 5)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: '재고를 잡아 뒀어요' });
    await expect(card).toHaveTextContent('한빛 바람막이 아노락 · 카키 / M 1개');
    await expect(within(card).getByRole('timer')).toHaveTextContent('07:05');
    await expect(within(card).getByRole('status')).toHaveTextContent('잡아 둔 시간이 8분 남았어요.');
    await expect(within(card).queryByText('곧 시간이 끝나요. 서둘러 결제해 주세요.')).toBeNull();
  },
};

/** Under two minutes: the warning line, and the last minute said once. */
export const NearExpiry: Story = {
  parameters: answer([held(45)]),
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('region', { name: '재고를 잡아 뒀어요' });
    await expect(within(card).getByRole('timer')).toHaveAccessibleName('남은 시간 0분 45초');
    await expect(within(card).getByText('곧 시간이 끝나요. 서둘러 결제해 주세요.')).toBeVisible();
    await expect(within(card).getByRole('status')).toHaveTextContent(holdAnnouncement(45));
  },
};

/** Run out: the units went back; hold again (the mocked API takes them again) or go back to the queue. */
export const Expired: Story = {
  parameters: answer([held(-1)]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('region', { name: '잡아 둔 시간이 끝났어요' });
    await expect(card).toHaveTextContent('잡아 둔 1개는 다른 학생이 살 수 있게 돌아갔어요.');
    await expect(within(card).getByRole('status')).toHaveTextContent('잡아 둔 시간이 끝나 재고가 다른 학생에게 돌아갔어요.');
    await expect(within(card).getByRole('link', { name: '대기 화면으로 가기' })).toHaveAttribute('href', `/products/${DEMO_WAITING_ROOM_PRODUCT_ID}/waiting-room`);
    await expect(within(card).getByRole('button', { name: '다시 잡아 보기' })).toBeEnabled();
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** Nothing of this checkout sells behind a waiting room: no card at all. */
export const Empty: Story = {
  parameters: answer([]),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(within(canvasElement).queryByRole('timer')).toBeNull();
  },
};

/** The hold is being taken. */
export const Loading: Story = {
  parameters: { msw: [operationOverride(StartCheckoutHoldDocument, { loading: true })] },
  play: expectBusy,
};

/** Refused (the stock ran out while others hold it): the server's sentence, a retry and the way back. */
export const Error: Story = {
  parameters: {
    msw: [
      operationOverride(StartCheckoutHoldDocument, {
        error: { code: 'OUT_OF_STOCK', message: "'한빛 바람막이 아노락' 상품은 지금 남은 재고가 없어요. 결제되지 않은 재고는 시간이 지나면 돌아오니 잠시 후 다시 확인해 주세요." },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('지금 남은 재고가 없어요');
    await expect(canvas.getByRole('region', { name: '재고를 잡아 두지 못했어요' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '대기 화면으로 가기' })).toBeVisible();
  },
};
