import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { errorMessage } from '../../lib/graphql-client';
import { ScreenSkeleton } from '../../widgets/member-page/member-only';
import { formatTel } from '../../lib/tel';
import { CheckoutForm } from './checkout-form';
import { useCheckout } from './checkout-queries';
import { deliveryPlanOf } from './checkout-rules';
import { paths } from '../../lib/paths';

/** `/checkout`: the selected cart lines, where they go, points and the pay method, up to placeOrder. */
export function CheckoutPage() {
  const checkout = useCheckout();
  if (checkout.isPending) return <ScreenSkeleton label="주문서를 불러오는 중이에요" />;
  if (checkout.isError) return <ErrorState message={errorMessage(checkout.error)} onRetry={() => void checkout.refetch()} />;

  const { cartsCheckouted: summary, me } = checkout.data;
  const lines = summary.cartsGroupedByDeliveryTemplate.flatMap((group) => group.carts);
  if (!me || lines.length === 0) {
    return (
      <EmptyState
        title="주문할 상품이 없어요"
        description="장바구니에서 주문할 상품을 선택한 뒤 다시 주문해 주세요."
        action={<ButtonLink href={paths.cart()}>장바구니로 가기</ButtonLink>}
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
  };
  return <CheckoutForm summary={summary} facts={facts} plan={plan} />;
}
