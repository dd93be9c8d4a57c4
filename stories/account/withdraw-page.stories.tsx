import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WithdrawScreen } from '../../frontend/src/features/account/member-screens';
import { MeDocument, MyPointsDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { demoProfile, profileLoading } from './account-story';

const meta = {
  title: 'account/WithdrawPage',
  component: WithdrawScreen,
  parameters: { route: '/my/withdraw' },
} satisfies Meta<typeof WithdrawScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndConfirm(canvasElement: HTMLElement, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^비밀번호( \*)?$/), password);
  await userEvent.click(canvas.getByRole('checkbox', { name: '안내 내용을 모두 확인했고, 탈퇴에 동의해요.' }));
  await userEvent.click(canvas.getByRole('button', { name: '회원 탈퇴' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '정말 탈퇴할까요?' });
  await userEvent.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
}

/** The rules first (with the points that would be lost), then the password and the agreement. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rules = await canvas.findByRole('region', { name: '탈퇴하기 전에 꼭 확인해 주세요' });
    await waitFor(() => expect(rules).toHaveTextContent('지금 사라질 포인트'));
    await expect(canvas.getByLabelText(/^비밀번호( \*)?$/)).toBeVisible();
  },
};

/** A member with no points to lose. */
export const Empty: Story = {
  parameters: { scenario: 'new-member' },
  play: async ({ canvasElement }) => {
    const rules = await within(canvasElement).findByRole('region', { name: '탈퇴하기 전에 꼭 확인해 주세요' });
    await expect(rules).not.toHaveTextContent('지금 사라질 포인트');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '회원 탈퇴' }));
    await expect(canvas.getByText('탈퇴하려면 비밀번호를 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByText('안내 내용을 확인하고 동의해 주세요.')).toBeVisible();
  },
};

/** The demo member still has orders on their way: the server refuses, and says why. */
export const RefusedOpenOrders: Story = {
  play: async ({ canvasElement }) => {
    await fillAndConfirm(canvasElement, 'demo1234!');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('탈퇴할 수 없어요');
  },
};

/** A Kakao sign-up confirms at Kakao instead of typing a password. */
export const SocialMember: Story = {
  parameters: { msw: [operationOverride(MeDocument, { data: demoProfile({ userConfig: { marketing: false, marketingAgreedAt: null, social: 'KAKAO' } }) })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '카카오 계정으로 본인 확인' })).toBeVisible();
    await expect(canvas.queryByLabelText(/^비밀번호/)).toBeNull();
  },
};

export const Loading: Story = profileLoading;

/** The points could not be loaded: the rules still show, without the amount. */
export const Error: Story = {
  parameters: {
    msw: [operationOverride(MyPointsDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '포인트를 불러오지 못했어요.' } })],
  },
  play: async ({ canvasElement }) => {
    const rules = await within(canvasElement).findByRole('region', { name: '탈퇴하기 전에 꼭 확인해 주세요' });
    await expect(rules).toHaveTextContent('남은 포인트와 적립 예정 포인트는 모두 사라지고');
  },
};
