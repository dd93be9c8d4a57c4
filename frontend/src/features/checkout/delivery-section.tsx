import { Checkbox } from '../../components/ui/checkbox';
import { RadioGroup } from '../../components/ui/radio-group';
import type { AddressFieldsFragment } from '../../lib/__generated__/graphql';
import { DeliveryAddressFields, DeliveryNoteField } from '../../widgets/delivery-address/delivery-address-fields';
import { formatTel } from '../../lib/tel';
import styles from './checkout.module.css';
import type { DeliveryPlan, PickupPoint } from './checkout-rules';
import type { CheckoutForm, DeliveryMode } from './use-checkout-form';


function SavedAddress({ saved }: { saved: AddressFieldsFragment }) {
  return (
    <address className={styles.address} aria-label="기본 배송지">
      <span className={styles.addressName}>{saved.name}</span>
      <span>{formatTel(saved.tel)}</span>
      <span>
        [{saved.postCode}] {saved.address} {saved.detailAddress}
      </span>
    </address>
  );
}

function PickupCard({ pickup }: { pickup: PickupPoint }) {
  const { point } = pickup;
  return (
    <li className={styles.hintBox}>
      <address className={styles.address}>
        <span className={styles.addressName}>{point.name}</span>
        <span>
          {point.postCode && `[${point.postCode}] `}
          {point.address} {point.detailAddress}
        </span>
        {point.tel && <span>연락처 {point.tel}</span>}
        {point.note && <span>{point.note}</span>}
      </address>
      <p className={styles.muted}>수령 상품: {pickup.productNames.join(', ')}</p>
    </li>
  );
}

function PickupList({ pickups }: { pickups: readonly PickupPoint[] }) {
  return (
    <ul className={styles.pickups} aria-label="단체 수령 장소">
      {pickups.map((pickup) => (
        <PickupCard key={`${pickup.point.name}|${pickup.point.address}|${pickup.point.detailAddress}`} pickup={pickup} />
      ))}
    </ul>
  );
}

/** "새 배송지": the shared address fields and whether this address becomes the saved one. */
function NewAddressFields({ delivery }: { delivery: CheckoutForm['delivery'] }) {
  return (
    <>
      <DeliveryAddressFields control={delivery.address} note={false} />
      <Checkbox
        label="기본 배송지로 저장"
        description="다음 주문부터 이 주소가 바로 채워져요."
        checked={delivery.saveAsDefault}
        onChange={(event) => delivery.setSaveAsDefault(event.target.checked)}
      />
    </>
  );
}

const MODE_OPTIONS = [
  { value: 'saved', label: '기본 배송지' },
  { value: 'new', label: '새 배송지' },
] as const satisfies readonly { value: DeliveryMode; label: string }[];

/**
 * Where the order goes: the saved address or a new one, or, for group orders, the department's
 * pickup point, which needs no address at all.
 */
export function DeliverySection({ form, plan }: { form: CheckoutForm; plan: DeliveryPlan }) {
  const { delivery } = form;
  const saved = form.facts.saved;

  if (plan.pickupOnly) {
    return (
      <section className={styles.card} aria-labelledby="checkout-delivery-title">
        <h2 id="checkout-delivery-title" className={styles.cardTitle}>
          수령 장소
        </h2>
        <p className={styles.muted}>단체 주문 상품은 아래 수령 장소에서 받아요. 배송지를 입력하지 않아도 돼요.</p>
        <PickupList pickups={plan.pickups} />
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="checkout-delivery-title">
      <h2 id="checkout-delivery-title" className={styles.cardTitle}>
        배송지
      </h2>
      {plan.pickups.length > 0 && (
        <>
          <p className={styles.muted}>단체 주문 상품은 배송지가 아닌 단체 수령 장소로 가요. 나머지 상품만 아래 배송지로 배송돼요.</p>
          <PickupList pickups={plan.pickups} />
        </>
      )}
      {saved ? (
        <RadioGroup legend="배송지 선택" hideLegend layout="chips" options={MODE_OPTIONS} value={delivery.mode} onChange={delivery.setMode} />
      ) : (
        <p className={styles.muted}>저장된 배송지가 없어요. 받으실 주소를 입력해 주세요.</p>
      )}
      {saved && delivery.mode === 'saved' ? <SavedAddress saved={saved} /> : <NewAddressFields delivery={delivery} />}
      <DeliveryNoteField control={delivery.address} />
    </section>
  );
}
