import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../frontend/src/components/ui/button';
import { BottomSheet, Modal } from '../../frontend/src/components/ui/modal';
import { RadioGroup } from '../../frontend/src/components/ui/radio-group';

function ConfirmCancel({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        주문 취소
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="주문을 취소할까요?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              돌아가기
            </Button>
            <Button variant="danger" onClick={() => setOpen(false)}>
              취소하기
            </Button>
          </>
        }
      >
        한빛 과잠 (M) 1개의 결제 금액 89,000원이 환불되고, 사용한 포인트 1,000P는 돌려드려요.
      </Modal>
    </>
  );
}

function OptionSheet({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [size, setSize] = useState<string | null>(null);
  return (
    <>
      <Button fullWidth size="lg" onClick={() => setOpen(true)}>
        구매하기
      </Button>
      <BottomSheet
        open={open}
        onClose={() => setOpen(false)}
        title="옵션 선택"
        footer={
          <Button fullWidth size="lg" disabled={size === null} onClick={() => setOpen(false)}>
            장바구니 담기
          </Button>
        }
      >
        <RadioGroup
          legend="사이즈"
          layout="chips"
          value={size}
          onChange={setSize}
          options={['S', 'M', 'L', 'XL'].map((value) => ({ value, label: value }))}
        />
      </BottomSheet>
    </>
  );
}

const meta = {
  title: 'ui/Modal',
  component: ConfirmCancel,
} satisfies Meta<typeof ConfirmCancel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: '주문 취소' });
    await userEvent.click(opener);
    const dialog = await within(document.body).findByRole('dialog', { name: '주문을 취소할까요?' });
    // Focus moved into the dialog and the page behind stopped scrolling.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = { args: { initiallyOpen: true } };

/** Tab from the last control wraps to the first and back: focus never leaves the dialog. */
export const FocusTrap: Story = {
  args: { initiallyOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog');
    // The dialog takes focus once it has opened; only then is the trap in place.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const buttons = within(dialog).getAllByRole('button');
    buttons.at(-1)?.focus();
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(buttons.at(-1)).toHaveFocus();
  },
};

export const Sheet: Story = { render: () => <OptionSheet /> };

export const SheetOpen: Story = { render: () => <OptionSheet initiallyOpen /> };
