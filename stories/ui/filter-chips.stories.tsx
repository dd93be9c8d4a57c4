import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FilterChips, type FilterChip } from '../../frontend/src/components/ui/filter-chips';

type Period = '1' | '3' | '6' | 'all';

const periods: FilterChip<Period>[] = [
  { id: '1', label: '1개월' },
  { id: '3', label: '3개월' },
  { id: '6', label: '6개월' },
  { id: 'all', label: '전체' },
];

function Controlled({ start }: { start: Period }) {
  const [value, setValue] = useState<Period>(start);
  return <FilterChips label="조회 기간" options={periods} value={value} onChange={setValue} />;
}

const meta = {
  title: 'ui/FilterChips',
  component: Controlled,
  args: { start: '3' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '조회 기간' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '3개월' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '전체' }));
    await expect(canvas.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '3개월' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Five choices on a 320 px phone wrap to a second row instead of scrolling out of sight. */
export const Wrapping: Story = {
  render: () => (
    <div style={{ width: 320 }}>
      <FilterChips
        label="포인트 내역 종류"
        options={[
          { id: 'ALL', label: '전체' },
          { id: 'GAIN', label: '적립' },
          { id: 'USED', label: '사용' },
          { id: 'RESERVED', label: '적립 예정' },
          { id: 'EXPIRED', label: '소멸' },
        ]}
        value="ALL"
        onChange={() => undefined}
      />
    </div>
  ),
};
