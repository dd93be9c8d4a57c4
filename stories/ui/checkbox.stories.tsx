import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../frontend/src/components/ui/checkbox';

const meta = {
  title: 'ui/Checkbox',
  component: Checkbox,
  args: { label: '마케팅 정보 수신에 동의해요 (선택)' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: /마케팅/ });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: { label: '개인정보 수집·이용 동의 (필수)', description: '주문과 배송을 위해 이름, 연락처, 주소를 수집해요.' },
};

export const WithError: Story = {
  args: { label: '구매 조건 확인 및 결제 진행 동의 (필수)', error: '결제를 진행하려면 동의해 주세요.' },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true, label: '기본 배송지로 저장' } };

function SelectAll() {
  const lines = ['한빛 과잠 (M)', '한빛 후드 (L)', '한빛 에코백'];
  const [checked, setChecked] = useState([true, false, true]);
  const all = checked.every(Boolean);
  const some = checked.some(Boolean);
  return (
    <div>
      <Checkbox
        label={`전체 선택 (${checked.filter(Boolean).length}/${lines.length})`}
        checked={all}
        indeterminate={some && !all}
        onChange={() => setChecked(lines.map(() => !all))}
      />
      {lines.map((line, i) => (
        <Checkbox key={line} label={line} checked={checked[i]} onChange={() => setChecked(checked.map((c, j) => (j === i ? !c : c)))} />
      ))}
    </div>
  );
}

/** The cart's select-all box: indeterminate while only some lines are ticked. */
export const Indeterminate: Story = { render: () => <SelectAll /> };
