import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { Select } from '../../frontend/src/components/ui/select';
import { validationMessages } from '../../frontend/src/lib/validation-messages';

const sizes = [
  { value: 'S', label: 'S (90)' },
  { value: 'M', label: 'M (95)' },
  { value: 'L', label: 'L (100)' },
  { value: 'XL', label: 'XL (105) · 품절', disabled: true },
];

const meta = {
  title: 'ui/Select',
  component: Select,
  args: { label: '사이즈', options: sizes, placeholder: '사이즈를 선택해 주세요' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

function ControlledSelect(props: Partial<ComponentProps<typeof Select>>) {
  const [value, setValue] = useState('');
  return <Select label="사이즈" options={sizes} placeholder="사이즈를 선택해 주세요" {...props} value={value} onChange={(e) => setValue(e.target.value)} />;
}

export const Default: Story = { render: () => <ControlledSelect /> };

export const WithHint: Story = { render: () => <ControlledSelect hint="평소 입는 사이즈보다 한 치수 크게 나왔어요." /> };

export const WithError: Story = { render: () => <ControlledSelect required error={validationMessages.required} /> };

export const Disabled: Story = { render: () => <ControlledSelect disabled /> };
