import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup, type RadioOption } from '../../frontend/src/components/ui/radio-group';

type PayMethod = 'card' | 'trans' | 'vbank' | 'kakaopay';

const payMethods: RadioOption<PayMethod>[] = [
  { value: 'card', label: '신용·체크카드' },
  { value: 'kakaopay', label: '카카오페이' },
  { value: 'trans', label: '실시간 계좌이체' },
  { value: 'vbank', label: '무통장입금 (가상계좌)', description: '주문 후 24시간 안에 입금하지 않으면 주문이 취소돼요.' },
];

const sizes: RadioOption<string>[] = [
  { value: 'S', label: 'S' },
  { value: 'M', label: 'M' },
  { value: 'L', label: 'L' },
  { value: 'XL', label: 'XL' },
  { value: '2XL', label: '2XL', disabled: true },
];

function PayMethods(props: Partial<ComponentProps<typeof RadioGroup<PayMethod>>>) {
  const [value, setValue] = useState<PayMethod | null>(null);
  return <RadioGroup legend="결제 수단" options={payMethods} value={value} onChange={setValue} {...props} />;
}

function SizeChips() {
  const [value, setValue] = useState<string | null>('M');
  return <RadioGroup legend="사이즈" layout="chips" options={sizes} value={value} onChange={setValue} />;
}

const meta = {
  title: 'ui/RadioGroup',
  component: PayMethods,
} satisfies Meta<typeof PayMethods>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '카카오페이' }));
    await expect(canvas.getByRole('radio', { name: '카카오페이' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '신용·체크카드' })).not.toBeChecked();
  },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = { args: { required: true, error: '결제 수단을 선택해 주세요.' } };

/** Option axes such as sizes: side by side, a sold-out size struck through and not selectable. */
export const Chips: Story = { render: () => <SizeChips /> };
