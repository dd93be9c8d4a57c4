import { useSearch } from 'wouter';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { errorMessage } from '../../lib/graphql-client';
import { ScreenSkeleton } from '../../widgets/member-page/member-only';
import { formatTel } from '../../lib/tel';
import { CheckoutForm } from './checkout-form';
import { CheckoutHold } from './hold/checkout-hold';
import { useCheckout } from './checkout-queries';
import { deliveryPlanOf } from './checkout-rules';
import { paths } from '../../lib/paths';
import { useChargesAtClose } from '../../widgets/billing/billing-queries';
import { isPersonalisedLine } from '../../../../domain/production/personalised-consent';

/** True for `/checkout?direct=1`, the checkout 구매하기 opens. */
export function isDirectCheckout(search: string): boolean {
  return new URLSearchParams(search).get('direct') === '1';
}

/**
 * `/checkout`: the selected cart lines (or, from 구매하기, exactly the rows of the option sheet),
 * where they go, points and the pay method, up to placeOrder.
 */
export function CheckoutPage() {
  const direct = isDirectCheckout(useSearch());
  const checkout = useCheckout({ direct });
  const chargeAtClose = useChargesAtClose({ direct });
  if (checkout.isPending) return <ScreenSkeleton label="주문서를 불러오는 중이에요" />;
  if (checkout.isError) return <ErrorState message={errorMessage(checkout.error)} onRetry={() => void checkout.refetch()} />;

  const { cartsCheckouted: summary, me } = checkout.data;
  const lines = summary.cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts);
  if (!me || lines.length === 0) {
    return (
      <EmptyState
        title="주문할 상품이 없어요"
        description={direct ? '이미 주문했거나 시간이 지나 선택이 비었어요. 상품에서 옵션을 다시 골라 주세요.' : '장바구니에서 주문할 상품을 선택한 뒤 다시 주문해 주세요.'}
        action={direct ? <ButtonLink href={paths.products()}>상품 둘러보기</ButtonLink> : <ButtonLink href={paths.cart()}>장바구니로 가기</ButtonLink>}
      />
    );
  }

  const plan = deliveryPlanOf(lines);
  const facts = {
    cartIds: lines.map((line) => line.id),
    payable: summary.payablePrice,
    balance: me.pointSummary.balance,
    pickupOnly: plan.pickupOnly,
    saved: me.userDelivery ?? null,
    member: { name: me.name, tel: formatTel(me.tel) },
    personalised: lines.some((line) => isPersonalisedLine([line.productOptionInput0, line.productOptionInput1, line.productOptionInput2])),
  };
  return (
    <>
      <CheckoutHold cartIds={facts.cartIds} />
      <CheckoutForm summary={summary} facts={facts} plan={plan} chargeAtClose={chargeAtClose} />
    </>
  );
}
