import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../../frontend/src/components/ui/footer';
import { storyTenant } from '../support/catalogue';

const meta = {
  title: 'ui/Footer',
  component: Footer,
  args: { info: storyTenant },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: storyTenant.csTel ?? '' })).toHaveAttribute('href', 'tel:0421234567');
    await expect(canvas.getByRole('link', { name: '사업자정보 확인' })).toHaveAttribute(
      'href',
      'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=3058212345',
    );
  },
};

/** A tenant that set only what the schema requires: the optional lines and links disappear. */
export const Minimal: Story = {
  args: {
    info: { footerOperator: storyTenant.footerOperator, footerAddress: storyTenant.footerAddress },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByText('사업자등록번호')).toBeNull();
  },
};

export const ChatOnly: Story = {
  args: { info: { ...storyTenant, socialUrl: null } },
};
