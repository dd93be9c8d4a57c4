import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoginDocument, MeDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { AuthRoutes, withSocialProviders } from './auth-story';

const meta = {
  title: 'auth/LoginPage',
  component: AuthRoutes,
  parameters: { scenario: 'anonymous', route: '/login?next=%2Fcart' },
} satisfies Meta<typeof AuthRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form a visitor meets, with sign-up and password links that keep `next`. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup?next=%2Fcart');
    await expect(canvas.queryByRole('heading', { name: '간편 로그인' })).toBeNull();
  },
};

/** A shop with Kakao, Naver and Google configured: one button each, Korean portals first. */
export const WithSocialLogin: Story = {
  parameters: { msw: [withSocialProviders] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '카카오로 시작하기' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '네이버로 시작하기' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '구글로 시작하기' })).toBeVisible();
  },
};

/** Filled in: the demo member's address and password, ready to send. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /이메일/ }), 'demo@hanbit.ac.kr');
    await userEvent.type(canvas.getByLabelText(/^비밀번호/), 'demo1234!');
    await expect(canvas.getByRole('button', { name: '로그인' })).toBeEnabled();
  },
};

/** Sent empty: the generic required message under both fields. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '로그인' }));
    await expect(canvas.getAllByText('필수 입력 항목이에요.')).toHaveLength(2);
  },
};

const LOCKED = '로그인에 5번 실패해 잠시 로그인할 수 없어요. 15분 뒤에 다시 시도해 주세요.';

/** The server refused: here the lock after five failures, shown as the server words it. */
export const Error: Story = {
  parameters: { msw: [operationOverride(LoginDocument, { error: { code: 'RATE_LIMITED', message: LOCKED } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /이메일/ }), 'demo@hanbit.ac.kr');
    await userEvent.type(canvas.getByLabelText(/^비밀번호/), 'wrong-pass1');
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LOCKED);
  },
};

/** A stored session is still being checked: a placeholder instead of a form that may vanish. */
export const Loading: Story = {
  parameters: { scenario: 'standard', msw: [operationOverride(MeDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('로그인 상태를 확인하는 중이에요')).toHaveAttribute('aria-busy', 'true');
  },
};
