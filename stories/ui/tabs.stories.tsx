import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from '../../frontend/src/components/ui/tabs';

type ProductTab = 'story' | 'info' | 'reviews' | 'faq';

const tabs: TabItem<ProductTab>[] = [
  { id: 'story', label: '상품 설명', panel: <p>한빛대 로고를 자수로 새긴 울 혼방 과잠이에요.</p> },
  { id: 'info', label: '상품 정보', panel: <p>소재: 울 60%, 폴리에스터 40% · 제조국: 대한민국</p> },
  { id: 'reviews', label: '리뷰', count: 128, panel: <p>리뷰 128개</p> },
  { id: 'faq', label: '자주 묻는 질문', panel: <p>단체 수령은 학생회관 1층 생협 매장에서 가능해요.</p> },
];

const meta = {
  title: 'ui/Tabs',
  component: Tabs<ProductTab>,
  args: { label: '상품 상세', tabs },
} satisfies Meta<typeof Tabs<ProductTab>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: '상품 설명' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '상품 정보' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('울 60%');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '자주 묻는 질문' })).toHaveFocus();
  },
};

export const StartsOnReviews: Story = { args: { defaultValue: 'reviews' } };

/** Two or three short tabs share the width on a phone. */
export const Fitted: Story = {
  args: {
    label: '주문 내역',
    fitted: true,
    tabs: [
      { id: 'story', label: '전체', panel: <p>전체 주문</p> },
      { id: 'info', label: '배송 중', count: 2, panel: <p>배송 중인 주문</p> },
      { id: 'reviews', label: '취소·환불', panel: <p>취소된 주문</p>, disabled: true },
    ],
  },
};
