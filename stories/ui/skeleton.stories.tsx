import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonText } from '../../frontend/src/components/ui/skeleton';

const meta = {
  title: 'ui/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = { args: { width: '60%', height: '1.25rem' } };

export const Circle: Story = { args: { width: '48px', height: '48px', shape: 'circle' } };

export const Paragraph: Story = { render: () => <SkeletonText lines={4} /> };

/** The placeholder of a product card in a two-column grid. */
export const ProductCard: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12 }}>
      {[0, 1].map((i) => (
        <div key={i} style={{ display: 'grid', gap: 8 }}>
          <div style={{ aspectRatio: '1 / 1' }}>
            <Skeleton shape="block" height="100%" />
          </div>
          <SkeletonText lines={2} />
          <Skeleton width="50%" height="1.25rem" />
        </div>
      ))}
    </div>
  ),
};
