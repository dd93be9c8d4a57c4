import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneCertification } from '../../frontend/src/widgets/phone-certification/phone-certification';
import { MOCK_CERTIFICATION_CODE } from '../../mocks/store/certification';

const meta = {
  title: 'widgets/PhoneCertification',
  component: PhoneCertification,
  args: { purpose: 'CREATE_ACCOUNT', onCertified: fn() },
  parameters: { scenario: 'anonymous' },
} satisfies Meta<typeof PhoneCertification>;

export default meta;
type Story = StoryObj<typeof meta>;

async function sendCode(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: '휴대폰 번호' }), '010-2222-3333');
  await userEvent.click(canvas.getByRole('button', { name: '인증번호 받기' }));
  await canvas.findByRole('textbox', { name: '인증번호' });
  return canvas;
}

/** Nothing sent yet: country (대한민국 +82 first) and number. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('option', { name: '대한민국 +82' })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: '국가 번호' })).toHaveValue('+82');
  },
};

/** A code is on its way: three minutes to type it, sixty seconds before another can be asked for. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await sendCode(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^[23]:\d\d$/);
    await expect(canvas.getByRole('button', { name: '재전송' })).toBeDisabled();
    await expect(canvas.getByText(/^\d+초 후에 인증번호를 다시 받을 수 있어요\.$/)).toBeVisible();
  },
};

/** A wrong code: the server says how many tries are left. */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await sendCode(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '인증번호' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('인증번호가 올바르지 않아요. 4번 더 입력할 수 있어요.');
  },
};

/** Certified: the number is locked in and the parent has the token. */
export const Certified: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await sendCode(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '인증번호' }), MOCK_CERTIFICATION_CODE);
    await userEvent.click(canvas.getByRole('button', { name: '확인' }));
    await expect(await canvas.findByText(/휴대폰 인증을 완료했어요/)).toBeVisible();
    await expect(args.onCertified).toHaveBeenCalledTimes(1);
  },
};

/** A parent's complaint, e.g. sign-up sent before certifying. */
export const WithParentError: Story = {
  args: { error: '휴대폰 인증을 완료해 주세요.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('휴대폰 인증을 완료해 주세요.');
  },
};
