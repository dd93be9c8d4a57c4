import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { VbankAccount } from '../../frontend/src/widgets/vbank-account/vbank-account';
import { loadScenario, StandardIds } from '../../mocks/scenarios';

const awaiting = loadScenario('standard').orders.find((order) => order.id === StandardIds.order.vbankAwaitingDeposit);
if (!awaiting) throw new Error('the standard scenario has no virtual-account order');

const meta = {
  title: 'widgets/VbankAccount',
  component: VbankAccount,
  args: { account: awaiting.orderSpecification, amount: awaiting.paidPrice },
} satisfies Meta<typeof VbankAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the completion page shows it: bank, number, holder, exact amount, deadline with its weekday. */
export const Issued: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const account = canvas.getByRole('region', { name: '입금 계좌' });
    await expect(account).toHaveTextContent('KB국민은행');
    await expect(account).toHaveTextContent('27390104512345');
    await expect(account.textContent).toMatch(/\d{4}년 \d{1,2}월 \d{1,2}일 \([월화수목금토일]\) \d\d:\d\d까지/);
  },
};

/** A PG that prints the number with dashes: copying puts the digits alone on the clipboard, so a banking app accepts the paste. */
export const CopiedWithoutDashes: Story = {
  args: { account: { ...awaiting.orderSpecification, vbankNum: '273901-04-512345' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: (text: string) => Promise.resolve(void writes.push(text)) },
      configurable: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: '계좌번호 복사' }));
    await expect(await canvas.findByText('계좌번호를 복사했어요.')).toBeVisible();
    await expect(writes).toEqual(['27390104512345']);
  },
};

/** The clipboard refused (an old in-app browser): how to copy by hand instead. */
export const CopyRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    await userEvent.click(canvas.getByRole('button', { name: '계좌번호 복사' }));
    await expect(await canvas.findByText('복사하지 못했어요. 계좌번호를 길게 눌러 복사해 주세요.')).toBeVisible();
  },
};

/** Inside the order page's payment section, under its own title and heading level. */
export const InOrderDetail: Story = {
  args: { title: '입금 계좌 안내', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: '입금 계좌 안내' })).toBeVisible();
  },
};
