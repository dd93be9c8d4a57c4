import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { Checkbox } from '../../components/ui/checkbox';
import type { CartsCheckoutedQuery, PayMethod, PlaceOrderInput } from '../../lib/__generated__/graphql';
import { analyticsItem } from '../../lib/analytics/analytics-item';
import { trackEvent } from '../../lib/analytics/track';
import { ApiError, errorMessage } from '../../lib/graphql-client';
import { payMethodLabel } from '../../lib/pay-methods';
import { usePaymentWindow } from '../../widgets/payment-window/use-payment-window';
import { CheckoutItems } from './checkout-items';
import styles from './checkout.module.css';
import { optionSummary, payButtonLabel, type DeliveryPlan } from './checkout-rules';
import { DeliverySection } from './delivery-section';
import { deliveryFieldOf } from './delivery-values';
import { AmountSummary, PayMethodSection, PointsSection } from './payment-sections';
import { useRefreshCart, usePlaceOrder } from './use-checkout-mutations';
import { useCheckoutForm, type CheckoutFacts, type RefusalPlace } from './use-checkout-form';
import { paths } from '../../lib/paths';
import { useOpenBillingKeyWindow } from '../../widgets/billing/billing-queries';
import { PERSONALISED_CONSENT_FIELD, PERSONALISED_CONSENT_TEXT } from '../../../../domain/production/personalised-consent';

type Summary = CartsCheckoutedQuery['cartsCheckouted'];

/** Where the API's refusal of placeOrder belongs on this form. */
function refusalPlaceOf(error: unknown): RefusalPlace {
  if (!(error instanceof ApiError)) return { kind: 'form' };
  if (error.code === 'INSUFFICIENT_POINTS') return { kind: 'points' };
  const field = error.extensions.field;
  const deliveryField = deliveryFieldOf(field);
  if (deliveryField) return { kind: 'delivery', field: deliveryField };
  if (field === 'pointUsing') return { kind: 'points' };
  if (field === 'payMethod') return { kind: 'payMethod' };
  if (field === PERSONALISED_CONSENT_FIELD) return { kind: 'consent' };
  return { kind: 'form' };
}

function analyticsItems(summary: Summary) {
  return summary.cartsGroupedByDeliveryTemplate.flatMap((group) =>
    group.carts.map((line) =>
      analyticsItem(
        { ...line.product, price: line.unitPrice, salePrice: line.unitSalePrice },
        { quantity: line.count, variant: optionSummary(line) ?? undefined },
      ),
    ),
  );
}

/** A placed order whose payment window could not open: the order waits in the order history. */
interface Stranded {
  orderId: number;
  message: string;
}

interface CheckoutFormProps {
  summary: Summary;
  facts: CheckoutFacts;
  plan: DeliveryPlan;
  /** A CHARGE_AT_CLOSE group purchase: register a card or KakaoPay instead of paying (ADR 0064). */
  chargeAtClose?: boolean;
}

export function CheckoutForm({ summary, facts, plan, chargeAtClose = false }: CheckoutFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useCheckoutForm(facts, formRef);
  const placeOrder = usePlaceOrder();
  const refreshCart = useRefreshCart();
  const openPaymentWindow = usePaymentWindow();
  const openBillingKeyWindow = useOpenBillingKeyWindow();
  const [, navigate] = useLocation();
  const [handingOver, setHandingOver] = useState(false);
  const [stranded, setStranded] = useState<Stranded | null>(null);

  const handOver = async (orderId: number, payment: Parameters<typeof openPaymentWindow>[0] | null, method: PayMethod) => {
    if (!payment) {
      navigate(paths.paymentComplete(orderId));
      return;
    }
    setHandingOver(true);
    try {
      if (chargeAtClose) await openBillingKeyWindow.mutateAsync({ orderId, method: method === 'kakaopay' ? 'kakaopay' : 'card' });
      else await openPaymentWindow(payment, orderId);
    } catch (error) {
      setHandingOver(false);
      setStranded({ orderId, message: errorMessage(error) });
    }
  };

  const place = (input: PlaceOrderInput) => {
    trackEvent('add_payment_info', {
      currency: 'KRW',
      value: form.pay.left,
      payment_type: payMethodLabel(input.payMethod),
      items: analyticsItems(summary),
    });
    placeOrder.mutate(input, {
      onSuccess: ({ placeOrder: placed }) => void handOver(placed.id, placed.payment ?? null, input.payMethod),
      onError: (error) => {
        form.refuse(refusalPlaceOf(error), errorMessage(error));
        // The lines or the balance are not what the screen shows: show them as they are now.
        if (error instanceof ApiError && (error.code === 'OUT_OF_STOCK' || error.code === 'INSUFFICIENT_POINTS')) void refreshCart();
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.validate();
    if (input) place(input);
  };

  if (stranded) {
    return (
      <div className={styles.card}>
        <p className={styles.warningBox} role="alert">
          주문은 접수되었지만 결제창을 열지 못했어요. {stranded.message}
        </p>
        <ButtonLink href={paths.order(stranded.orderId)} fullWidth>
          주문 내역 보기
        </ButtonLink>
      </div>
    );
  }

  const busy = placeOrder.isPending || handingOver;
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit} aria-label="주문서">
      <CheckoutItems groups={summary.cartsGroupedByDeliveryTemplate} count={summary.selectedCount} />
      <DeliverySection form={form} plan={plan} />
      <PointsSection form={form} />
      <PayMethodSection form={form} chargeAtClose={chargeAtClose} />
      <AmountSummary amounts={summary} pointUsing={form.points.used} left={form.pay.left} />
      <section className={styles.card} aria-label="구매 동의">
        {form.consent.asked && (
          <Checkbox
            label="주문 제작 상품 안내 확인"
            description={PERSONALISED_CONSENT_TEXT}
            required
            checked={form.consent.agreed}
            error={form.consent.error}
            onChange={(event) => form.consent.change(event.target.checked)}
          />
        )}
        <Checkbox
          label="구매 조건 확인 및 결제 진행 동의"
          description="주문할 상품, 배송 정보와 결제 금액을 확인했으며 결제 진행에 동의해요."
          required
          checked={form.agreement.agreed}
          error={form.agreement.error}
          onChange={(event) => form.agreement.change(event.target.checked)}
        />
      </section>
      <div className={styles.payBar}>
        {form.failure && (
          <p className={styles.formError} role="alert" tabIndex={-1} data-refusal="true">
            {form.failure}
          </p>
        )}
        <Button type="submit" size="lg" fullWidth loading={busy} loadingLabel="결제를 준비하는 중">
          {chargeAtClose && form.pay.left > 0 ? '결제 수단 등록하기' : payButtonLabel(form.pay.left)}
        </Button>
      </div>
    </form>
  );
}
