import { formatDate, formatKRW } from '../../../lib/format';
import { deliveryFeeNote, deliveryFeeSummary, deliveryFeeTiers } from '../../../lib/delivery-fee-text';
import styles from './product-info.module.css';
import type { ProductDetail } from './use-product-detail';

/** "2026. 11. 11. ~ 2026. 12. 05."; an open bound reads as "부터" / "까지". */
export function periodText(start: string | null, end: string | null): string | null {
  if (start === null && end === null) return null;
  if (start === null) return `${formatDate(end as string)}까지`;
  if (end === null) return `${formatDate(start)}부터`;
  return `${formatDate(start)} ~ ${formatDate(end)}`;
}

/** The sale, shipping and first-batch windows of a group purchase; regular stock has none. */
export function SaleWindows({ product }: { product: ProductDetail }) {
  const rows = [
    { term: '판매 기간', text: periodText(product.saleStartedAt, product.saleEndedAt) },
    { term: '배송 기간', text: periodText(product.deliverStartedAt, product.deliverEndedAt) },
    {
      term: '빠른 배송',
      text: product.fastDeliverEndedAt === null ? null : `${periodText(product.fastDeliverStartedAt, product.fastDeliverEndedAt)} 주문 시 1차 발송`,
    },
  ].filter((row): row is { term: string; text: string } => row.text !== null);
  if (rows.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {rows.map((row) => (
        <div key={row.term} className={styles.fact}>
          <dt>{row.term}</dt>
          <dd>{row.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A group product's pickup point (docs/product-rules.md#products: GROUPORDER ships to the group). */
export function GroupPickup({ product }: { product: ProductDetail }) {
  const pickup = product.productGroupDelivery;
  if (!pickup) return null;
  if (pickup.productGroupDeliveryType === 'INDIVIDUAL') {
    return <p className={styles.pickupNote}>단체 상품이지만 주문한 분의 배송지로 각각 보내 드려요.</p>;
  }
  return (
    <section className={styles.pickup} aria-labelledby={`pickup-${product.id}`}>
      <h2 id={`pickup-${product.id}`} className={styles.subheading}>
        단체 수령 장소
      </h2>
      <p className={styles.pickupName}>{pickup.name}</p>
      <p>
        ({pickup.postCode}) {pickup.address} {pickup.detailAddress}
      </p>
      <p>
        문의 <a href={`tel:${pickup.tel.replace(/[^\d+]/g, '')}`}>{pickup.tel}</a>
      </p>
      {pickup.note && <p className={styles.pickupNote}>{pickup.note}</p>}
      <p className={styles.pickupNote}>개인 주소로 배송되지 않고 위 장소에서 한꺼번에 받아요.</p>
    </section>
  );
}

/** The delivery tab: fee rule in words, tiers, where it ships from, returns and exchanges. */
export function DeliveryInfo({ product }: { product: ProductDetail }) {
  const template = product.deliveryTemplate;
  const tiers = deliveryFeeTiers(template);
  const note = deliveryFeeNote(template);
  return (
    <div className={styles.delivery}>
      <h3 className={styles.subheading}>배송 안내</h3>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>배송비</dt>
          <dd>
            {deliveryFeeSummary(template)}
            {tiers.length > 0 && (
              <ul className={styles.tiers}>
                {tiers.map((tier) => (
                  <li key={tier}>{tier}</li>
                ))}
              </ul>
            )}
            {note && <span className={styles.factNote}>{note}</span>}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>출고지</dt>
          <dd>{template.shippingAddress}</dd>
        </div>
        {product.productType !== 'SINGLEFREE' && periodText(product.deliverStartedAt, product.deliverEndedAt) && (
          <div className={styles.fact}>
            <dt>배송 기간</dt>
            <dd>{periodText(product.deliverStartedAt, product.deliverEndedAt)} (판매 기간이 끝난 뒤 제작해서 보내요)</dd>
          </div>
        )}
      </dl>
      <h3 className={styles.subheading}>교환·반품 안내</h3>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>반품 배송비</dt>
          <dd>{formatKRW(template.returnFee)} (편도, 단순 변심일 때)</dd>
        </div>
        <div className={styles.fact}>
          <dt>교환 배송비</dt>
          <dd>{formatKRW(template.exchangeFee)} (왕복)</dd>
        </div>
        <div className={styles.fact}>
          <dt>보내실 곳</dt>
          <dd>{template.returnAddress}</dd>
        </div>
      </dl>
      <p className={styles.factNote}>
        상품을 받은 날부터 7일 이내에 교환·반품을 신청할 수 있어요. 상품 불량이나 오배송은 배송비를 받지 않아요.
        {product.productOptionInputs.length > 0 && ' 입력한 문구를 새겨 만드는 주문 제작 상품이라 단순 변심으로는 교환·반품할 수 없어요.'}
      </p>
    </div>
  );
}
