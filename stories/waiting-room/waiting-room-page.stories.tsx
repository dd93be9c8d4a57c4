import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { waitingRoomRoutes } from '../../frontend/src/features/waiting-room/waiting-room-routes';
import { MyWaitingRoomTicketDocument, WaitingRoomDocument } from '../../frontend/src/lib/__generated__/graphql';
import type * as T from '../../mocks/__generated__/types';
import { FeatureRoutes } from '../../frontend/src/testing/feature-routes';
import { WAITING_ROOM_STATUS_PATH } from '../../domain/waiting-room/waiting-room-rules';
import { buildWaitingRoomAdmission, buildWaitingRoomStatus, buildWaitingRoomTicket } from '../../mocks/factories';
import { operationOverride } from '../../mocks/overrides';
import { DEMO_WAITING_ROOM_PRODUCT_ID } from '../../mocks/store/waiting-room';
import { errorStory, loadingStory } from '../support/states';

function WaitingRoomRoutes() {
  return <FeatureRoutes routes={waitingRoomRoutes} />;
}

const meta = {
  title: 'waiting-room/WaitingRoomPage',
  component: WaitingRoomRoutes,
  parameters: { route: `/products/${DEMO_WAITING_ROOM_PRODUCT_ID}/waiting-room` },
} satisfies Meta<typeof WaitingRoomRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member already queued with `status`; the poll answers the same. */
function queued(status: T.WaitingRoomStatus) {
  const { __typename: _type, admission, ...body } = status;
  return [
    operationOverride(MyWaitingRoomTicketDocument, { data: { myWaitingRoomTicket: buildWaitingRoomTicket({ status }) } }),
    http.get(`*${WAITING_ROOM_STATUS_PATH}`, () =>
      HttpResponse.json({ ...body, admission: admission ? { token: admission.token, expiresAt: admission.expiresAt } : null }),
    ),
  ];
}

/** The demo room opens in ten minutes: the member joins and is told the order is drawn at the opening. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '대기열 들어가기' }));
    await expect(await canvas.findByRole('heading', { name: '대기열에 들어왔어요' })).toBeVisible();
    await expect(canvas.getByText(/순서를 공정하게 추첨해요/)).toBeVisible();
  },
};

/** 128th in line after the draw: the place, who is ahead, the estimate and the progress bar. */
export const Waiting: Story = {
  parameters: { msw: queued(buildWaitingRoomStatus({ position: 128, ahead: 127, estimateSeconds: 80, retryAfterMs: 30_000 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('128번째')).toBeVisible();
    await expect(canvas.getByText(/내 앞에 127명이 있어요 · 예상 대기 약 2분/)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '대기 진행 정도' })).toBeVisible();
  },
};

/** Let in: 입장했어요, the time left and the way to the order. */
export const Admitted: Story = {
  parameters: {
    msw: queued(
      buildWaitingRoomStatus({
        state: 'ADMITTED',
        position: null,
        ahead: null,
        estimateSeconds: null,
        admission: buildWaitingRoomAdmission({ expiresAt: new Date(Date.now() + 8 * 60_000).toISOString() }),
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '입장했어요' })).toBeVisible();
    await expect(canvas.getByLabelText(/남은 시간 \d+분 \d+초/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '주문하러 가기' })).toBeVisible();
  },
};

/** The admission ran out before an order. */
export const Expired: Story = {
  parameters: { msw: queued(buildWaitingRoomStatus({ state: 'EXPIRED', position: null, ahead: null, estimateSeconds: null })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '입장 시간이 끝났어요' })).toBeVisible();
  },
};

/** A product without a waiting room. */
export const Empty: Story = {
  parameters: { msw: [operationOverride(WaitingRoomDocument, { data: { waitingRoom: null } })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('대기열이 없는 상품이에요')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(WaitingRoomDocument);

export const Error: Story = errorStory(MyWaitingRoomTicketDocument, '대기 정보를 불러오지 못했어요.');
