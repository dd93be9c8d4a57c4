import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, CountBadge } from '../../frontend/src/components/ui/badge';

const meta = {
  title: 'ui/Badge',
  component: Badge,
  args: { children: '공동구매' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

/** Each tone with the label it is for. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        <Badge>입금 대기</Badge>
        <Badge tone="primary">공동구매</Badge>
        <Badge tone="success">결제 완료</Badge>
        <Badge tone="warning">마감 임박</Badge>
        <Badge tone="danger">품절</Badge>
        <Badge tone="info">배송 중</Badge>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        <Badge appearance="solid">NEW</Badge>
        <Badge tone="primary" appearance="solid">
          단체 주문
        </Badge>
        <Badge tone="success" appearance="solid">
          무료배송
        </Badge>
        <Badge tone="warning" appearance="solid">
          D-3
        </Badge>
        <Badge tone="danger" appearance="solid">
          SOLD OUT
        </Badge>
        <Badge tone="info" appearance="solid">
          빠른 배송
        </Badge>
      </div>
    </div>
  ),
};

/** The cart count: nothing at zero, "99+" above 99. */
export const Counts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <CountBadge count={0} label="담긴 상품 0개" />
      <CountBadge count={3} label="담긴 상품 3개" />
      <CountBadge count={42} label="담긴 상품 42개" />
      <CountBadge count={120} label="담긴 상품 120개" />
    </div>
  ),
};
