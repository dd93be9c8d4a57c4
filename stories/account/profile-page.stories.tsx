import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProfileScreen } from '../../frontend/src/features/account/member-screens';
import { MeDocument, UpdateUserDocument, UserTypesDocument } from '../../frontend/src/lib/__generated__/graphql';
import { operationOverride } from '../../mocks/overrides';
import { demoProfile, profileLoading } from './account-story';

const meta = {
  title: 'account/ProfilePage',
  component: ProfileScreen,
  parameters: { route: '/my/profile' },
} satisfies Meta<typeof ProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo member's details, ready to change; the e-mail is shown but cannot be edited. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^이름/ })).toHaveValue('김한빛');
    await expect(canvas.getByRole('textbox', { name: /^이메일/ })).toHaveAttribute('readonly');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: '회원 유형' })).toHaveValue('1'));
    await expect(canvas.getByRole('checkbox', { name: /마케팅 정보 수신 동의/ })).toBeChecked();
  },
};

/** A member who never gave the optional details: blank years, no user type, no phone. */
export const Empty: Story = {
  parameters: {
    msw: [operationOverride(MeDocument, { data: demoProfile({ admissionYear: null, birthYear: null, userTypeId: null, userType: null, tel: null }) })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^입학 연도/ })).toHaveValue('');
    await expect(canvas.getByRole('link', { name: '휴대폰 번호 등록' })).toHaveAttribute('href', '/my/phone');
  },
};

/** Each broken rule under its field, in the shop's Korean wording. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^이름/ });
    await userEvent.clear(name);
    await userEvent.type(name, '김');
    const admission = canvas.getByRole('textbox', { name: /^입학 연도/ });
    await userEvent.clear(admission);
    await userEvent.type(admission, '1890');
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(await canvas.findByText('2자 이상 입력해 주세요.')).toBeVisible();
    await expect(canvas.getByText(/입학 연도는 1950년부터/)).toBeVisible();
  },
};

/** The server refused the change: its sentence shown above the button. */
export const SaveRefused: Story = {
  parameters: {
    msw: [operationOverride(UpdateUserDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '회원 정보를 저장하지 못했어요. 잠시 후 다시 시도해 주세요.' } })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /^이름/ });
    await userEvent.click(canvas.getByRole('button', { name: '저장' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('회원 정보를 저장하지 못했어요.');
  },
};

export const Loading: Story = profileLoading;

/** The user types could not be loaded: the rest of the form still works. */
export const Error: Story = {
  parameters: {
    msw: [operationOverride(UserTypesDocument, { error: { code: 'INTERNAL_SERVER_ERROR', message: '회원 유형을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.' } })],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('회원 유형을 불러오지 못했어요.');
    await expect(canvas.getByRole('button', { name: '회원 유형 다시 불러오기' })).toBeEnabled();
  },
};
