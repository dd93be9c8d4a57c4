import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from '../../frontend/src/components/ui/pagination';

function Paged({ total, start = 1 }: { total: number; start?: number }) {
  const [page, setPage] = useState(start);
  return (
    <div>
      <p style={{ margin: 0, textAlign: 'center' }}>
        주문 {total.toLocaleString('ko-KR')}건 중 {page}페이지
      </p>
      <Pagination page={page} total={total} onPageChange={setPage} label="주문 목록 페이지" />
    </div>
  );
}

const meta = {
  title: 'ui/Pagination',
  component: Paged,
  args: { total: 87 },
} satisfies Meta<typeof Paged>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '이전 페이지' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '다음 페이지' }));
    await expect(canvas.getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  },
};

export const MiddlePage: Story = { args: { start: 5 } };

export const LastPage: Story = { args: { start: 9 } };

export const FewPages: Story = { args: { total: 23 } };

/** Ten rows or fewer fit one page: no navigation at all. */
export const SinglePage: Story = { args: { total: 7 } };

export const ManyPages: Story = { args: { total: 1234, start: 60 } };
