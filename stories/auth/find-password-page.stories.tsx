import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FindPasswordDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { AuthRoutes } from './auth-story';

const meta = {
  title: 'auth/FindPasswordPage',
  component: AuthRoutes,
  parameters: { scenario: 'anonymous', route: '/password/find' },
} satisfies Meta<typeof AuthRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailField = (canvas: ReturnType<typeof within>) => canvas.findByRole('textbox', { name: '가입한 이메일' });

/** The e-mail tab, empty. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await emailField(canvas)).toHaveValue('');
    await expect(canvas.getByRole('tab', { name: '이메일로 찾기' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The reset mail went out (or would have, for a member: the page never says which). */
export const MailSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await emailField(canvas), 'demo@hanbit.ac.kr');
    await userEvent.click(canvas.getByRole('button', { name: '재설정 메일 받기' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('비밀번호 재설정 메일을 보냈어요');
    await expect(canvas.getByRole('link', { name: '인증 코드 입력하기' })).toHaveAttribute('href', '/password/reset');
  },
};

/** A malformed address is named before anything is sent. */
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await emailField(canvas), 'demo@');
    await userEvent.click(canvas.getByRole('button', { name: '재설정 메일 받기' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('이메일 주소 형식이 올바르지 않아요.');
  },
};

export const Sending: Story = {
  parameters: { msw: [operationOverride(FindPasswordDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await emailField(canvas), 'demo@hanbit.ac.kr');
    await userEvent.click(canvas.getByRole('button', { name: '재설정 메일 받기' }));
    await expect(await canvas.findByRole('button', { name: /재설정 메일 받기/ })).toHaveAttribute('aria-busy', 'true');
  },
};

const LIMIT = '비밀번호 재설정 메일을 너무 많이 요청했어요. 1시간 뒤에 다시 시도해 주세요.';

export const Error: Story = {
  parameters: { msw: [operationOverride(FindPasswordDocument, { error: { code: 'RATE_LIMITED', message: LIMIT } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await emailField(canvas), 'demo@hanbit.ac.kr');
    await userEvent.click(canvas.getByRole('button', { name: '재설정 메일 받기' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(LIMIT);
  },
};

/** The phone tab: certify the number the account was made with. */
export const ByPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: '휴대폰으로 찾기' }));
    await expect(canvas.getByRole('group', { name: '가입한 휴대폰 번호로 인증' })).toBeVisible();
  },
};
