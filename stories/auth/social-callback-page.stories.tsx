import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rememberSocialLogin } from '../../frontend/src/features/auth/social/social-login';
import { LoginWithSocialDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { AuthRoutes } from './auth-story';

const meta = {
  title: 'auth/SocialCallbackPage',
  component: AuthRoutes,
  parameters: { scenario: 'anonymous', route: '/login/callback/kakao?code=story-code&state=story-state' },
  loaders: [
    () => {
      rememberSocialLogin({ provider: 'KAKAO', state: 'story-state', next: '/' });
      return {};
    },
  ],
} satisfies Meta<typeof AuthRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code is being exchanged. */
export const Loading: Story = {
  parameters: { msw: [operationOverride(LoginWithSocialDocument, { loading: true })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('카카오 계정을 확인하고 있어요.');
  },
};

const BUSY = '카카오 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.';

/** Kakao or our server refused: the reason and a way back. */
export const Error: Story = {
  parameters: { msw: [operationOverride(LoginWithSocialDocument, { error: { code: 'EXTERNAL_SERVICE_ERROR', message: BUSY } })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(BUSY);
    await expect(canvas.getByRole('link', { name: '로그인 화면으로' })).toHaveAttribute('href', '/login');
  },
};

/** A return whose state this tab never sent (a forged or stale link). */
export const StateMismatch: Story = {
  parameters: { route: '/login/callback/kakao?code=story-code&state=forged' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('로그인 요청을 확인하지 못했어요.');
  },
};

/** The member said no on Naver's consent screen. */
export const Cancelled: Story = {
  parameters: { route: '/login/callback/naver?error=access_denied&state=x' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('네이버 로그인을 취소했어요.');
  },
};
