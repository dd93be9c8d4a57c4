import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordScreen } from '../../frontend/src/features/account/member-screens';
import { MeDocument, UpdatePasswordDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { demoProfile, profileLoading } from './account-story';

const meta = {
  title: 'account/PasswordPage',
  component: PasswordScreen,
  parameters: { route: '/my/password' },
} satisfies Meta<typeof PasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, name: string) => canvas.getByLabelText(new RegExp(`^${name}( \\*)?$`));

/** An empty form: current password, the new one and its repeat. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^현재 비밀번호/)).toHaveAttribute('autocomplete', 'current-password');
    await expect(canvas.getByText('영문과 숫자를 모두 포함해 8~64자')).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^현재 비밀번호/), 'demo1234!');
    await userEvent.type(field(canvas, '새 비밀번호'), 'short1');
    await userEvent.type(field(canvas, '새 비밀번호 확인'), 'short2');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 변경' }));
    await expect(canvas.getByText('비밀번호는 영문과 숫자를 모두 포함해 8~64자로 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByText(/새 비밀번호가 서로 달라요/)).toBeVisible();
  },
};

const social = demoProfile({ userConfig: { marketing: false, marketingAgreedAt: null, social: 'KAKAO' } });
const NO_PASSWORD = '소셜 로그인으로 가입한 계정에는 비밀번호가 없어요. 로그아웃한 뒤 비밀번호 찾기에서 새 비밀번호를 만들어 주세요.';

/** A Kakao sign-up is told up front that there may be no password to change. */
export const SocialMember: Story = {
  parameters: { msw: [operationOverride(MeDocument, { data: social })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/카카오 로그인으로 가입했다면/)).toBeVisible();
  },
};

/** The server says the account has no password: the screen explains the way out. */
export const NoPassword: Story = {
  parameters: {
    msw: [operationOverride(MeDocument, { data: social }), operationOverride(UpdatePasswordDocument, { error: { code: 'INVALID_STATE', message: NO_PASSWORD } })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^현재 비밀번호/), 'guess1234');
    await userEvent.type(field(canvas, '새 비밀번호'), 'campus2026');
    await userEvent.type(field(canvas, '새 비밀번호 확인'), 'campus2026');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 변경' }));
    await expect(await canvas.findByText(NO_PASSWORD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '로그아웃하고 비밀번호 만들기' })).toBeEnabled();
  },
};

export const Loading: Story = profileLoading;

/** A refusal that names no field (too many wrong tries) shows above the button. */
export const Error: Story = {
  parameters: {
    msw: [
      operationOverride(UpdatePasswordDocument, {
        error: { code: 'RATE_LIMITED', message: '이 계정은 로그인에 5번 실패해 15분 동안 로그인이 제한되었어요. 15분 후에 다시 시도해 주세요.' },
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^현재 비밀번호/), 'demo1234!');
    await userEvent.type(field(canvas, '새 비밀번호'), 'campus2026');
    await userEvent.type(field(canvas, '새 비밀번호 확인'), 'campus2026');
    await userEvent.click(canvas.getByRole('button', { name: '비밀번호 변경' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('15분 동안 로그인이 제한되었어요.');
  },
};
