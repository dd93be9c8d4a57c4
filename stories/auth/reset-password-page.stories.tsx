import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RESET_CODE_INVALID_MESSAGE } from '../../domain/account/account-input';
import { ResetPasswordDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { MOCK_PASSWORD_RESET_CODE } from '../../mocks/store/profile';
import { AuthRoutes } from './auth-story';

const meta = {
  title: 'auth/ResetPasswordPage',
  component: AuthRoutes,
  parameters: { scenario: 'anonymous', route: '/password/reset' },
} satisfies Meta<typeof AuthRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function choosePassword(canvas: Canvas, password: string, confirmation = password) {
  await userEvent.type(await canvas.findByLabelText(/^새 비밀번호 \*?$/), password);
  await userEvent.type(canvas.getByLabelText(/^새 비밀번호 확인/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: '비밀번호 변경' }));
}

/** Opened without a link: the code from the mail is typed in. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('textbox', { name: '인증 코드' })).toHaveValue('');
  },
};

/** From the mail's link: the code came with it, only the new password is asked. */
export const FromMailLink: Story = {
  parameters: { route: `/password/reset?code=${MOCK_PASSWORD_RESET_CODE}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('메일의 링크로 들어왔어요. 새 비밀번호를 정해 주세요.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '인증 코드' })).toBeNull();
  },
};

/** Broken rules, named under each field. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePassword(canvas, 'abcdefgh', 'abcdefgi');
    await expect(canvas.getByText('필수 입력 항목이에요.')).toBeVisible();
    await expect(canvas.getByText('영문과 숫자를 모두 넣어 주세요.')).toBeVisible();
    await expect(canvas.getByText('비밀번호가 일치하지 않아요.')).toBeVisible();
  },
};

/** Done: the next step is logging in with the new password. */
export const Filled: Story = {
  parameters: { msw: [operationOverride(ResetPasswordDocument, { data: { resetPassword: true } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: '인증 코드' }), MOCK_PASSWORD_RESET_CODE);
    await choosePassword(canvas, 'fresh2026');
    await expect(await canvas.findByRole('status')).toHaveTextContent('비밀번호를 바꿨어요.');
  },
};

export const Loading: Story = {
  parameters: { route: `/password/reset?code=${MOCK_PASSWORD_RESET_CODE}`, msw: [operationOverride(ResetPasswordDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePassword(canvas, 'fresh2026');
    await expect(await canvas.findByRole('button', { name: /비밀번호 변경/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The link's code was used or is too old: back to password finding. */
export const Error: Story = {
  parameters: { route: '/password/reset?code=spent-code' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choosePassword(canvas, 'fresh2026');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RESET_CODE_INVALID_MESSAGE);
    await expect(canvas.getByRole('link', { name: '비밀번호 찾기 다시 하기' })).toBeVisible();
  },
};
