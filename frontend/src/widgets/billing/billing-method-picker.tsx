import { useState } from 'react';
import { RadioGroup } from '../../components/ui/radio-group';
import { Button } from '../../components/ui/button';
import type { BillingKeyMethod } from '../../lib/__generated__/graphql';
import { errorMessage } from '../../lib/graphql-client';
import { BILLING_METHOD_LABELS } from '../../../../domain/campaign/billing';
import { useOpenBillingKeyWindow } from './billing-queries';
import styles from './billing.module.css';

const METHODS = ['card', 'kakaopay'] as const satisfies readonly BillingKeyMethod[];

/** Card or KakaoPay, then the window that registers it (결제 수단 변경 on the order detail). */
export function BillingMethodPicker({ orderId, action }: { orderId: number; action: string }) {
  const [method, setMethod] = useState<BillingKeyMethod>('card');
  const open = useOpenBillingKeyWindow();
  return (
    <>
      <RadioGroup
        legend="새 결제 수단"
        name="billingMethod"
        options={METHODS.map((value) => ({ value, label: BILLING_METHOD_LABELS[value] }))}
        value={method}
        onChange={setMethod}
      />
      {open.isError && (
        <p className={styles.problem} role="alert">
          {errorMessage(open.error)}
        </p>
      )}
      <Button type="button" fullWidth loading={open.isPending} loadingLabel="결제 수단 등록 창을 여는 중" onClick={() => open.mutate({ orderId, method })}>
        {action}
      </Button>
    </>
  );
}
