import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../frontend/src/components/ui/button';
import { EmptyState } from '../../frontend/src/components/ui/empty-state';

const meta = {
  title: 'ui/EmptyState',
  component: EmptyState,
  args: { title: '장바구니가 비어 있어요', description: '마음에 드는 상품을 담아 보세요.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = { args: { action: <Button>상품 둘러보기</Button> } };

export const TitleOnly: Story = { args: { title: '작성할 수 있는 리뷰가 없어요', description: undefined } };

export const CustomIcon: Story = {
  args: { title: '재입고 알림을 신청한 상품이 없어요', description: '품절 상품 화면에서 알림을 신청할 수 있어요.', icon: '🔔' },
};
