import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stars } from '../../frontend/src/components/ui/stars';

const meta = {
  title: 'ui/Stars',
  component: Stars,
  args: { rating: 4 },
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One review's score: four gold stars, read out as a sentence rather than five symbols. */
export const WholeScore: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5점 만점에 4점')).toBeInTheDocument();
  },
};

/** A product's average: 4.3 fills four and a half stars for the eye, the exact figure for the ear. */
export const Average: Story = {
  args: { rating: 4.3, size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('5점 만점에 4.3점')).toBeInTheDocument();
  },
};

/** No reviews yet: five grey stars. */
export const Empty: Story = { args: { rating: 0 } };
