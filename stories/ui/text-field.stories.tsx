import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextAreaField, TextField } from '../../frontend/src/components/ui/text-field';
import { validateField, type FieldRules } from '../../frontend/src/lib/validate-field';
import { validationMessages } from '../../frontend/src/lib/validation-messages';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { label: '이름', placeholder: '홍길동' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { label: '이니셜 자수', hint: '영문 대문자 1~20자, 왼쪽 가슴에 새겨져요.', placeholder: 'HANBIT' },
};

export const Required: Story = { args: { label: '받는 분', required: true } };

export const WithError: Story = {
  args: { label: '이메일', type: 'email', defaultValue: 'student@', error: validationMessages.pattern, required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/이메일/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(validationMessages.pattern);
  },
};

export const Disabled: Story = { args: { label: '아이디', defaultValue: 'demo@hanbit.ac.kr', disabled: true } };

const nameRules: FieldRules = { required: true, minLength: 2, maxLength: 20 };

function ValidatedName() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched ? validateField(value, nameRules) : null;
  return (
    <TextField
      label="이름"
      required
      hint="2~20자로 입력해 주세요."
      value={value}
      maxLength={20}
      showCount
      error={error}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => setTouched(true)}
    />
  );
}

/** The shared messages from lib/validation-messages, shown after the field is left. */
export const Validated: Story = {
  render: () => <ValidatedName />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/이름/);
    await userEvent.type(input, '김');
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(validationMessages.minLength(2));
    await userEvent.type(input, '한빛');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const TextArea: Story = {
  render: () => (
    <TextAreaField label="배송 메모" hint="경비실에 맡겨 주세요 등" maxLength={100} showCount defaultValue="" />
  ),
};
