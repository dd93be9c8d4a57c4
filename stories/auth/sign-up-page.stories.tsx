import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { saveSocialSignUp } from '../../frontend/src/features/auth/social/sign-up-ticket';
import { CreateUserDocument, UserTypesDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { AuthRoutes } from './auth-story';

const meta = {
  title: 'auth/SignUpPage',
  component: AuthRoutes,
  parameters: { scenario: 'anonymous', route: '/signup' },
} satisfies Meta<typeof AuthRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('radio', { name: '학부생' });
  return canvas;
};

/** The empty form: account, phone certification, member details and the consents. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '회원가입' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '휴대폰 인증' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /전체 동의/ })).not.toBeChecked();
  },
};

/** Filled in up to the phone certification, with every consent ticked. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '이메일' }), 'kim.hanbit@hanbit.ac.kr');
    await userEvent.type(canvas.getByLabelText(/^비밀번호 \*?$/), 'campus2026');
    await userEvent.type(canvas.getByLabelText(/^비밀번호 확인/), 'campus2026');
    await userEvent.type(canvas.getByRole('textbox', { name: '이름' }), '김한빛');
    await userEvent.click(canvas.getByRole('radio', { name: '학부생' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '입학 연도' }), '2026');
    await userEvent.click(canvas.getByRole('checkbox', { name: /전체 동의/ }));
    await expect(canvas.getByRole('checkbox', { name: '[선택] 마케팅 정보 수신 동의' })).toBeChecked();
  },
};

/** Sent empty: every missing field named, the first one focused. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '가입하기' }));
    await expect(canvas.getByText('휴대폰 인증을 완료해 주세요.')).toBeVisible();
    await expect(canvas.getByText('필수 약관에 모두 동의해 주세요.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '이메일' })).toHaveFocus();
  },
};

/** The e-mail already belongs to a member: the check says so when the field is left. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '이메일' }), 'demo@hanbit.ac.kr');
    await userEvent.tab();
    await expect(await canvas.findByText('이미 가입된 이메일이에요. 로그인하거나 비밀번호 찾기를 이용해 주세요.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: [operationOverride(UserTypesDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('회원가입 양식을 불러오는 중이에요')).toHaveAttribute('aria-busy', 'true');
  },
};

const FAILURE = '회원 구분을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.';

export const Error: Story = {
  parameters: { msw: [operationOverride(UserTypesDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: FAILURE } })] },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(FAILURE);
    await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeEnabled();
  },
};

/** Back from Kakao without an account: the e-mail is Kakao's and no password is asked. */
export const SocialSignUp: Story = {
  parameters: { route: '/signup?social=kakao', msw: [operationOverride(CreateUserDocument, { loading: true })] },
  loaders: [
    () => {
      saveSocialSignUp({ provider: 'KAKAO', email: 'kakao.friend@example.com', ticket: 'story-ticket', next: '/', receivedAt: Date.now() });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '카카오로 회원가입' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '이메일' })).toHaveValue('kakao.friend@example.com');
    await expect(canvas.queryByLabelText(/^비밀번호/)).toBeNull();
  },
};

/** Back from a social login whose ticket is gone: start again. */
export const SocialSignUpExpired: Story = {
  parameters: { route: '/signup?social=naver' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('소셜 로그인 정보가 만료되었어요.');
  },
};
