import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../frontend/src/components/ui/button';
import { FieldRow } from '../../frontend/src/components/ui/field-row';
import { TextField } from '../../frontend/src/components/ui/text-field';

const meta = {
  title: 'ui/FieldRow',
  component: FieldRow,
  args: {
    children: (
      <>
        <TextField label="이메일" type="email" placeholder="student@hanbit.ac.kr" hint="로그인과 주문 안내에 쓰여요." />
        <Button variant="secondary">중복 확인</Button>
      </>
    ),
  },
} satisfies Meta<typeof FieldRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field takes the width; the button keeps its words on one line, level with the input. */
export const WithButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '이메일' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '중복 확인' })).toBeEnabled();
  },
};

/** A message under the field does not move the button. */
export const WithError: Story = {
  args: {
    children: (
      <>
        <TextField label="휴대폰 번호" type="tel" defaultValue="010-12" error="휴대폰 번호를 정확히 입력해 주세요." />
        <Button variant="secondary">인증번호 받기</Button>
      </>
    ),
  },
};
