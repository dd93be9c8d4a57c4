import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneScreen } from '../../frontend/src/features/account/member-screens';
import { CertifyTelDocument, MeDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { demoProfile, profileLoading } from './account-story';

const meta = {
  title: 'account/PhonePage',
  component: PhoneScreen,
  parameters: { route: '/my/phone' },
} satisfies Meta<typeof PhoneScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The current number and the certification of a new one. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('010-1234-5678')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '새 휴대폰 번호 인증' })).toBeVisible();
  },
};

/** A member without a number yet (a social sign-up). */
export const Empty: Story = {
  parameters: { msw: [operationOverride(MeDocument, { data: demoProfile({ tel: null }) })] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('등록된 번호가 없어요')).toBeVisible();
  },
};

/** The code was sent to the new number; the countdown runs. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: '휴대폰 번호' }), '010-7777-1234');
    await userEvent.click(canvas.getByRole('button', { name: '인증번호 받기' }));
    await expect(await canvas.findByRole('textbox', { name: '인증번호' })).toBeVisible();
  },
};

export const Loading: Story = profileLoading;

/** The number belongs to another member: the server's sentence, shown as given. */
export const Error: Story = {
  parameters: {
    msw: [operationOverride(CertifyTelDocument, { error: { code: 'CONFLICT', message: '이미 가입된 휴대폰 번호예요. 다른 번호를 입력하거나 로그인해 주세요.' } })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: '휴대폰 번호' }), '010-9876-5432');
    await userEvent.click(canvas.getByRole('button', { name: '인증번호 받기' }));
    await expect(await canvas.findByText(/이미 가입된 휴대폰 번호예요/)).toBeVisible();
  },
};
