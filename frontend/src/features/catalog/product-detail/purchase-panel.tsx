import { useStore } from 'jotai';
import { useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { analyticsItem } from '../../../lib/analytics/analytics-item';
import { trackEvent } from '../../../lib/analytics/track';
import { useNow } from '../../../lib/clock';
import { ApiError, errorMessage } from '../../../lib/graphql-client';
import { loginPath } from '../../../lib/login-path';
import { saleWindowState } from '../../../../../domain/catalog/sale-window';
import { useSession } from '../../../lib/session';
import { dismissToast, showNotification } from '../../../lib/toast';
import { OptionInputs } from './option-inputs';
import { OptionPicker } from './option-picker';
import styles from './purchase-panel.module.css';
import { RestockButton } from './restock-button';
import { useCreateCart } from './use-product-actions';
import type { ProductDetail } from './use-product-detail';
import { usePurchaseForm, type InvalidField, type PurchaseForm } from './use-purchase-form';
import { paths } from '../../../lib/paths';

/** Why the product cannot be ordered right now, in a sentence; null when it can. */
export function unavailableReason(product: ProductDetail, now: Date): string | null {
  if (product.isPurchasable) return null;
  if (product.isSoldOut) return '품절된 상품이에요.';
  const window = saleWindowState(product, now);
  if (window.kind === 'upcoming') return `${window.label} 예정인 상품이에요. 판매가 시작되면 주문할 수 있어요.`;
  if (window.kind === 'ended') return '판매가 종료된 상품이에요.';
  return '지금은 구매할 수 없는 상품이에요.';
}

/** The notification's way on; the header's cart button stays there once the notification is gone. */
const CART_LINK = { label: '장바구니 보기', href: paths.cart() };

/** Refusals after which the page's stock or sale state is out of date. */
const STALE_CODES = new Set(['OUT_OF_STOCK', 'NOT_PURCHASABLE', 'NOT_FOUND']);

function focusField(idPrefix: string, field: InvalidField) {
  const target =
    field.kind === 'option'
      ? document.getElementById(`${idPrefix}-option-${field.index}`)?.querySelector<HTMLInputElement>('input:not(:disabled)')
      : document.getElementById(`${idPrefix}-input-${field.index}`);
  target?.focus();
}

/** Below this the limit is worth saying; above it, it would only reveal the warehouse. */
const SAY_LIMIT_BELOW = 10;

/** The page's count: a typed count out of bounds becomes the nearest one the form allows. */
function PanelQuantity({ form }: { form: PurchaseForm }) {
  const id = useId();
  const sayLimit = form.maxQuantity <= SAY_LIMIT_BELOW;
  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={styles.quantityLabel}>
        수량
      </label>
      <QuantityStepper
        id={id}
        label="수량"
        value={form.quantity}
        max={form.maxQuantity}
        onChange={form.setQuantity}
        onOutOfRange={form.setQuantity}
        hintId={sayLimit ? `${id}-max` : undefined}
      />
      {sayLimit && (
        <span id={`${id}-max`} className={styles.hint}>
          최대 {form.maxQuantity}개까지 주문할 수 있어요.
        </span>
      )}
    </div>
  );
}

interface PurchasePanelProps {
  product: ProductDetail;
  /** Reloads the product after a refusal that means its stock or sale state changed. */
  onStale: () => void;
}

/** Options, inputs, quantity and the two ways to buy: 장바구니 담기 and 바로 구매. */
export function PurchasePanel({ product, onStale }: PurchasePanelProps) {
  const form = usePurchaseForm(product);
  const idPrefix = useId();
  const now = useNow();
  // A session still loading, or one whose profile failed to load, gets to try: the API answers
  // UNAUTHENTICATED for a token it no longer knows, which also leads to the login page.
  const session = useSession();
  const anonymous = session.status === 'anonymous' && session.error === null;
  const [location, navigate] = useLocation();
  const search = useSearch();
  const createCart = useCreateCart();
  const store = useStore();
  const [outcome, setOutcome] = useState<{ added: boolean; failure: string | null }>({ added: false, failure: null });
  const [intent, setIntent] = useState<'cart' | 'buy'>('cart');
  // The last add's notification, taken back when a later try is refused: never a success beside a refusal.
  const notified = useRef<number | null>(null);

  const reason = unavailableReason(product, now);
  if (reason !== null) {
    // An add that took the last ones reloads the product as sold out: say that once, as the
    // outcome of the add, instead of a bare 품절 note beside the success notification.
    const tookTheLast = outcome.added && product.isSoldOut;
    return (
      <section className={styles.panel} aria-label="구매하기">
        {tookTheLast ? (
          <p className={styles.added} role="status">
            장바구니에 담았어요. 남은 재고를 모두 담아서 지금은 품절이에요.
          </p>
        ) : (
          <p className={styles.unavailable}>{reason}</p>
        )}
        {product.isSoldOut && !tookTheLast && <RestockButton product={product} onStale={onStale} />}
      </section>
    );
  }

  const submit = (chosen: 'cart' | 'buy') => {
    if (createCart.isPending) return;
    setIntent(chosen);
    setOutcome({ added: false, failure: null });
    if (notified.current !== null) dismissToast(notified.current, store);
    notified.current = null;
    if (anonymous) return navigate(loginPath(location, search));
    const invalid = form.validate();
    if (invalid) return focusField(idPrefix, invalid);

    const count = form.quantity;
    const inputs = form.inputs.map((value) => value.trim());
    createCart.mutate(
      {
        productId: product.id,
        productOptionDetailId: form.detail?.id ?? null,
        ...(inputs.length > 0 ? { productOptionInputs: inputs } : {}),
        count,
      },
      {
        onSuccess: () => {
          trackEvent('add_to_cart', {
            currency: 'KRW',
            value: form.unitPrice * count,
            items: [analyticsItem(product, { variant: form.variant, quantity: count, price: form.unitPrice, listPrice: form.unitListPrice })],
          });
          if (chosen === 'buy') return navigate(paths.cart());
          setOutcome({ added: true, failure: null });
          const what = [form.variant, `${count}개`].filter(Boolean).join(' · ');
          notified.current = showNotification('장바구니에 담았어요', `${product.name} (${what})`, { action: CART_LINK, store });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') return navigate(loginPath(location, search));
          if (error instanceof ApiError && error.code !== undefined && STALE_CODES.has(error.code)) onStale();
          setOutcome({ added: false, failure: errorMessage(error) });
        },
      },
    );
  };

  const inputKeys = product.productOptionInputs.map((input) => input.key);
  return (
    <section className={styles.panel} aria-label="구매하기">
      {form.axes.length > 0 && <OptionPicker form={form} idPrefix={idPrefix} />}
      {inputKeys.length > 0 && <OptionInputs form={form} inputKeys={inputKeys} idPrefix={idPrefix} />}
      <PanelQuantity form={form} />
      <div className={styles.total} aria-live="polite">
        <span className={styles.totalLabel}>
          {form.complete ? `총 상품 금액 (${form.quantity.toLocaleString('ko-KR')}개)` : '옵션을 선택하면 금액이 계산돼요'}
        </span>
        {form.complete && (
          <span className={styles.unitPrice}>
            <span className={styles.unitLabel}>1개</span>
            <Price price={form.unitListPrice} salePrice={form.unitPrice} size="sm" />
          </span>
        )}
        {form.complete && <Price price={form.unitListPrice * form.quantity} salePrice={form.unitPrice * form.quantity} discountRate={form.discountRate} size="lg" />}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" size="lg" loading={createCart.isPending && intent === 'cart'} onClick={() => submit('cart')}>
          장바구니 담기
        </Button>
        <Button size="lg" loading={createCart.isPending && intent === 'buy'} onClick={() => submit('buy')}>
          바로 구매
        </Button>
      </div>
      {outcome.added && (
        <p className={styles.added} role="status">
          장바구니에 담았어요. 화면 위 장바구니에서 확인할 수 있어요.
        </p>
      )}
      {outcome.failure && (
        <p className={styles.failure} role="alert">
          {outcome.failure}
        </p>
      )}
    </section>
  );
}
