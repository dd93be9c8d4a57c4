import { useState } from 'react';
import { Button } from '../../components/ui/button';
import type { PaymentRequestFieldsFragment } from '../../lib/__generated__/graphql';
import { formatKRW } from '../../lib/format';
import { errorMessage } from '../../lib/graphql-client';
import styles from './pay-button.module.css';
import { usePaymentWindow } from './use-payment-window';

interface PayButtonProps {
  orderId: number;
  /** The request the checkout opened the window with (Order.payment). */
  payment: PaymentRequestFieldsFragment;
  /** What the button says after the amount: 결제하기, 다시 결제하기. */
  verb: string;
}

/**
 * Opens the payment window again for an unpaid order (docs/decisions/0032-pay-again.md). The
 * window leaves the page, so the button stays busy until it does; only a window that cannot open
 * comes back here, with its Korean reason above the button.
 */
export function PayButton({ orderId, payment, verb }: PayButtonProps) {
  const openPaymentWindow = usePaymentWindow();
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pay = async () => {
    setOpening(true);
    setProblem(null);
    try {
      await openPaymentWindow(payment, orderId);
    } catch (error) {
      setOpening(false);
      setProblem(errorMessage(error));
    }
  };

  return (
    <>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <Button type="button" fullWidth loading={opening} loadingLabel="결제창을 여는 중" onClick={() => void pay()}>
        {`${formatKRW(payment.amount)} ${verb}`}
      </Button>
    </>
  );
}
