import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { QuantityStepper } from '../../frontend/src/components/ui/quantity-stepper';

const LABEL = '한빛 과잠 수량';

/** The stepper as a screen holds it: the count in state and a message for a refused count. */
function Counted({ start = 1, max = 999, disabled, busy }: { start?: number; max?: number; disabled?: boolean; busy?: boolean }) {
  const errorId = useId();
  const [value, setValue] = useState(start);
  const [refused, setRefused] = useState<number | null>(null);
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <QuantityStepper
        value={value}
        max={max}
        label={LABEL}
        disabled={disabled}
        busy={busy}
        onChange={(next) => {
          setRefused(null);
          setValue(next);
        }}
        onOutOfRange={setRefused}
        errorId={refused === null ? undefined : errorId}
      />
      {refused !== null && (
        <p id={errorId} role="alert" style={{ margin: 0, fontSize: '0.8125rem' }}>
          수량은 1개부터 {max}개까지 담을 수 있어요. ({refused}개는 담을 수 없어요)
        </p>
      )}
    </div>
  );
}

const meta = {
  title: 'ui/QuantityStepper',
  component: Counted,
} satisfies Meta<typeof Counted>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = canvas.getByRole('textbox', { name: LABEL });
    await expect(canvas.getByRole('button', { name: `${LABEL} 줄이기` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `${LABEL} 늘리기` }));
    await expect(count).toHaveValue('2');

    await userEvent.clear(count);
    await userEvent.type(count, '12{Enter}');
    await expect(count).toHaveValue('12');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A count typed past the bounds is reported, not taken: the last good count stays. */
export const TypedOutOfRange: Story = {
  args: { start: 3, max: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const count = canvas.getByRole('textbox', { name: LABEL });
    await userEvent.clear(count);
    await userEvent.type(count, '8{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('8개는 담을 수 없어요');
    await expect(count).toHaveValue('3');
    await expect(count).toHaveAttribute('aria-invalid', 'true');
    await expect(count).toHaveAccessibleDescription(/1개부터 5개까지/);

    await userEvent.clear(count);
    await userEvent.type(count, '0');
    await userEvent.tab();
    await expect(count).toHaveValue('3');

    await userEvent.click(canvas.getByRole('button', { name: `${LABEL} 늘리기` }));
    await expect(count).toHaveValue('4');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(count).not.toHaveAttribute('aria-invalid');
  },
};

export const AtMaximum: Story = {
  args: { start: 999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `${LABEL} 늘리기` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `${LABEL} 줄이기` })).toBeEnabled();
  },
};

/** The count being sent while the API answers. */
export const Busy: Story = {
  args: { start: 2, busy: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Disabled: Story = {
  args: { start: 2, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: LABEL })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `${LABEL} 늘리기` })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: `${LABEL} 줄이기` })).toBeDisabled();
  },
};
