import { AmountBreakdown } from '../../components/ui/amount-breakdown';
import { Button } from '../../components/ui/button';
import { RadioGroup } from '../../components/ui/radio-group';
import { TextField } from '../../components/ui/text-field';
import type { PayMethod } from '../../lib/__generated__/graphql';
import { payMethodLabel } from '../../lib/pay-methods';
import styles from './checkout.module.css';
import { MIN_PG_AMOUNT } from '../../../../domain/order/place-order-rules';
import { PICKABLE_PAY_METHODS } from './checkout-rules';
import type { CheckoutForm } from './use-checkout-form';

const BILLING_KEY_PAY_METHODS: ReadonlySet<PayMethod> = new Set(['card', 'kakaopay']);

const points = (value: number) => `${value.toLocaleString('ko-KR')}P`;

/** Points: the balance, an amount of whole points and "전액 사용" (as much as the order allows). */
export function PointsSection({ form }: { form: CheckoutForm }) {
  const { points: state } = form;
  const balance = form.facts.balance;
  return (
    <section className={styles.card} aria-labelledby="checkout-points-title">
      <h2 id="checkout-points-title" className={styles.cardTitle}>
        포인트
      </h2>
      <p className={styles.muted}>
        보유 포인트 <strong>{points(balance)}</strong> · 이번 주문에 최대 {points(state.limit)}까지 쓸 수 있어요.
      </p>
      <div className={styles.pointRow}>
        <TextField
          label="사용할 포인트"
          name="pointUsing"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={state.text}
          error={state.error}
          hint={`1P 단위로 입력해요. 카드 등으로 결제할 금액은 ${MIN_PG_AMOUNT}원 이상이어야 해요.`}
          onChange={(event) => state.change(event.target.value)}
          onBlur={state.touch}
        />
        <Button variant="secondary" className={styles.pointButton} onClick={state.useAll} disabled={state.limit === 0}>
          전액 사용
        </Button>
      </div>
    </section>
  );
}

const METHOD_HINTS = {
  card: undefined,
  trans: undefined,
  point: undefined,
  vbank: '주문 후 3일째 밤 11시 59분까지 입금해 주세요. 기한 안에 입금하지 않으면 주문이 자동으로 취소돼요.',
  kakaopay: '카카오페이 화면에서 결제를 이어서 진행해요.',
} as const satisfies Record<PayMethod, string | undefined>;

/** The pay method; once points cover everything it is 포인트 결제 and nothing else can be picked. */
export function PayMethodSection({ form, chargeAtClose = false }: { form: CheckoutForm; chargeAtClose?: boolean }) {
  const { pay } = form;
  const pointOnly = pay.method === 'point';
  // A CHARGE_AT_CLOSE group purchase registers a card or KakaoPay; it is charged at the close.
  const methods = chargeAtClose ? PICKABLE_PAY_METHODS.filter((method) => BILLING_KEY_PAY_METHODS.has(method)) : PICKABLE_PAY_METHODS;
  const options = methods.map((method) => ({
    value: method,
    label: payMethodLabel(method),
    description: METHOD_HINTS[method],
    disabled: pointOnly,
  }));
  return (
    <section className={styles.card} aria-labelledby="checkout-pay-title">
      <h2 id="checkout-pay-title" className={styles.cardTitle}>
        {chargeAtClose ? '결제 수단 등록' : '결제 수단'}
      </h2>
      {chargeAtClose && !pointOnly && (
        <p className={styles.hintBox} role="status">
          공동구매 예약 결제예요. 지금은 결제되지 않고, 공동구매가 확정되면 등록한 카드나 카카오페이로 결제돼요.
        </p>
      )}
      {pointOnly && (
        <p className={styles.hintBox} role="status">
          포인트로 전액 결제해요. 결제 수단은 {payMethodLabel('point')}로 정해졌어요.
        </p>
      )}
      <RadioGroup
        legend="결제 수단"
        hideLegend
        name="payMethod"
        options={options}
        value={pointOnly ? null : pay.chosen}
        onChange={pay.choose}
        error={pay.error}
      />
    </section>
  );
}

export interface Amounts {
  totalPrice: number;
  discountFee: number;
  deliveryFee: number;
}

/** 상품 금액 − 할인 + 배송비 − 포인트 = 최종 결제 금액, as placeOrder computes it. */
export function AmountSummary({ amounts, pointUsing, left }: { amounts: Amounts; pointUsing: number; left: number }) {
  return (
    <section className={styles.card} aria-labelledby="checkout-amount-title">
      <h2 id="checkout-amount-title" className={styles.cardTitle}>
        결제 금액
      </h2>
      <AmountBreakdown
        label="결제 금액"
        lines={[
          { label: '상품 금액', amount: amounts.totalPrice },
          { label: '할인', amount: amounts.discountFee, sign: '-' },
          { label: '배송비', amount: amounts.deliveryFee },
          { label: '포인트 사용', amount: pointUsing, sign: '-' },
          { label: '최종 결제 금액', amount: left, tone: 'total' },
        ]}
      />
    </section>
  );
}
