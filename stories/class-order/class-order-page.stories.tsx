import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ClassOrderRoutes } from './class-order-story';
import { ClassOrderDocument } from '../../frontend/src/lib/__generated__/graphql';
import { buildClassOrder, buildOrderProduct, buildProduct, buildProductOptionDetail, buildProductOptionInput } from '../../mocks/factories';
import { operationOverride } from '../../mocks/overrides';
import { DEMO_CLASS_ORDER_CODE } from '../../mocks/scenarios/standard/class-orders';
import { errorStory, loadingStory } from '../support/states';

const meta = {
  title: 'class-order/ClassOrderPage',
  component: ClassOrderRoutes,
  parameters: { route: `/class/${DEMO_CLASS_ORDER_CODE}` },
} satisfies Meta<typeof ClassOrderRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const product = buildProduct({
  name: '2026 경영학과 과잠',
  productType: 'GROUPORDER',
  productOptionDetails: [buildProductOptionDetail({ id: 11, option0: '네이비', option1: 'M', option2: null, price: 0, count: 5 })],
  productOptionInputs: [buildProductOptionInput({ id: 1, key: '이니셜', rule: 'INITIALS' }), buildProductOptionInput({ id: 2, key: '학번', rule: 'STUDENT_NUMBER' })],
});
const classmateView = (overrides: Parameters<typeof buildClassOrder>[0] = {}) => ({
  data: { classOrder: buildClassOrder({ code: DEMO_CLASS_ORDER_CODE, product, department: '경영학과', className: '23학번', ...overrides }) },
});

/** The representative (the demo member) sees the link to share, the roster link and the form. */
export const Representative: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '링크 복사' })).toBeEnabled();
    await expect(canvas.getByTestId('class-link')).toHaveTextContent(`/class/${DEMO_CLASS_ORDER_CODE}`);
    await expect(canvas.getByRole('link', { name: '명단 보기' })).toHaveAttribute('href', `/class/${DEMO_CLASS_ORDER_CODE}/roster`);
  },
};

/** A classmate fills lower-case initials: the initials rule's sentence shows under the field, nothing is sent. */
export const JoinRefusedInitials: Story = {
  parameters: { msw: [operationOverride(ClassOrderDocument, classmateView())] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText(/사이즈/), '11');
    await userEvent.type(canvas.getByLabelText(/이니셜/), 'kms');
    await userEvent.type(canvas.getByLabelText(/학번/), '23학번');
    await userEvent.click(canvas.getByRole('button', { name: '참여하고 결제하기' }));
    await expect(await canvas.findByText('이니셜 항목은 영문 대문자 1~3자로 입력해 주세요. 예: KMS')).toBeVisible();
  },
};

/** A classmate who already joined sees their line and the way to its order. */
export const Joined: Story = {
  parameters: {
    msw: [operationOverride(ClassOrderDocument, classmateView({ myOrderProduct: buildOrderProduct({ status: 'PAID', optionText: '네이비 / M', productOptionInput0: 'KMS', productOptionInput1: '23학번', productOptionInput2: null }) }))],
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/이미 참여했어요/)).toBeVisible();
  },
};

/** After the deadline the roster is locked: no form, a clear sentence. */
export const Locked: Story = {
  parameters: { msw: [operationOverride(ClassOrderDocument, classmateView({ status: 'LOCKED' }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('단체 주문이 마감되었어요')).toBeVisible();
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
  },
};

/** The representative cancelled it. */
export const Cancelled: Story = {
  parameters: { msw: [operationOverride(ClassOrderDocument, classmateView({ status: 'CANCELLED' }))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('과대표가 취소한 단체 주문이에요')).toBeVisible();
  },
};

export const Loading: Story = loadingStory(ClassOrderDocument);

export const Error: Story = errorStory(ClassOrderDocument, '단체 주문을 찾을 수 없어요. 과대표에게 받은 링크를 다시 확인해 주세요.');
