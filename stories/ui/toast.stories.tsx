import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStore } from 'jotai';
import { expect, userEvent, within } from 'storybook/test';
import { ToastHost } from '../../frontend/src/app/toast-host';
import { Button } from '../../frontend/src/components/ui/button';
import { Toast } from '../../frontend/src/components/ui/toast';
import { showMessage, showNotification, showToast } from '../../frontend/src/lib/toast';

const meta = {
  title: 'ui/Toast',
  component: Toast,
  args: { message: '장바구니에 담았어요.' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1 s, one line (spec §9). */
export const Short: Story = {};

/** 3 s: a sentence worth reading. */
export const Message: Story = {
  args: { variant: 'message', message: '재고가 부족해요. 한빛 과잠 (M)은 2개까지 주문할 수 있어요.' },
};

/** 4.5 s, titled, with a close button. */
export const Notification: Story = {
  args: {
    variant: 'notification',
    title: '재입고 알림을 신청했어요',
    message: '한빛 플리스 자켓 (L)이 입고되면 문자로 알려 드릴게요.',
    onClose: () => {},
  },
};

/** One link beside the words; it lasts at least 3 s and holds while pointed at or focused. */
export const WithAction: Story = {
  args: {
    variant: 'notification',
    title: '장바구니에 담았어요',
    message: '2026 경영학과 과잠 (네이비 · 2XL · 1개)',
    action: { label: '장바구니 보기', href: '/cart' },
    onClose: () => {},
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '장바구니 보기' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('status')).not.toHaveTextContent('장바구니 보기');
  },
};

function Playground() {
  const store = useStore();
  return (
    <div style={{ display: 'grid', gap: 8, padding: 16 }}>
      <Button variant="secondary" onClick={() => showToast('장바구니에 담았어요.', store)}>
        짧은 알림 (1초)
      </Button>
      <Button variant="secondary" onClick={() => showMessage('로그인이 필요한 서비스예요. 로그인 후 다시 시도해 주세요.', { store })}>
        메시지 (3초)
      </Button>
      <Button
        variant="secondary"
        onClick={() => showNotification('주문이 접수되었어요', '입금 확인 후 제작이 시작돼요.', { store })}
      >
        알림 (4.5초)
      </Button>
      <Button
        variant="secondary"
        onClick={() => showToast('장바구니에 담았어요.', { store, action: { label: '장바구니 보기', href: '/cart' } })}
      >
        링크가 있는 알림 (3초)
      </Button>
      <ToastHost />
    </div>
  );
}

/** Press the buttons: a newer toast replaces the one on screen, whatever its kind. */
export const Host: Story = {
  render: () => <Playground />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /메시지/ }));
    await userEvent.click(canvas.getByRole('button', { name: /짧은 알림/ }));
    const toasts = canvas.getAllByRole('status');
    await expect(toasts).toHaveLength(1);
    await expect(toasts[0]).toHaveTextContent('장바구니에 담았어요.');
  },
};
