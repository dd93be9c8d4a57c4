import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { renderEmail } from '../../domain/messaging/email-html';
import type { MessageTemplateKey } from '../../domain/messaging/templates';
import { sampleMessageValues } from '../../mocks/factories';

/** One notification e-mail as members receive it, in a 360 px frame (a phone's mail app). */
function EmailPreview({ template }: { template: MessageTemplateKey }) {
  const mail = renderEmail(template, sampleMessageValues(template));
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontSize: 13, marginBottom: 8 }}>제목: {mail.subject}</figcaption>
      <iframe title={mail.subject} srcDoc={mail.html} style={{ width: 360, height: 640, border: '1px solid #ddd' }} />
    </figure>
  );
}

const meta = {
  title: 'messaging/EmailTemplates',
  component: EmailPreview,
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle(/^\[한빛대 생협 굿즈샵\] /);
    await expect(frame.getAttribute('srcdoc')).toContain('<html lang="ko">');
  },
} satisfies Meta<typeof EmailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderPlaced: Story = { args: { template: 'ORDER_PLACED' } };
export const OrderPaid: Story = { args: { template: 'ORDER_PAID' } };
export const VbankExpiring: Story = { args: { template: 'VBANK_EXPIRING' } };
export const Shipped: Story = { args: { template: 'SHIPPED' } };
export const LineCompleted: Story = { args: { template: 'LINE_COMPLETED' } };
export const LineCancelled: Story = { args: { template: 'LINE_CANCELLED' } };
export const ReviewRejected: Story = { args: { template: 'REVIEW_REJECTED' } };
export const GroupPurchaseFailed: Story = { args: { template: 'GROUP_PURCHASE_FAILED' } };
export const ClassOrderReminder: Story = { args: { template: 'CLASS_ORDER_REMINDER' } };
export const PasswordReset: Story = { args: { template: 'PASSWORD_RESET' } };
