import { useStore } from 'jotai';
import { useEffect, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../../components/ui/button';
import { saleWindowState } from '../../../../../domain/catalog/sale-window';
import type { CreateCartInput } from '../../../lib/__generated__/graphql';
import { analyticsItem } from '../../../lib/analytics/analytics-item';
import { trackEvent } from '../../../lib/analytics/track';
import { useNow } from '../../../lib/clock';
import { ApiError, errorMessage } from '../../../lib/graphql-client';
import { loginPath } from '../../../lib/login-path';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useWishButton } from '../../../lib/wish-slot';
import { showNotification } from '../../../lib/toast';
import { OptionSheet } from './option-sheet';
import styles from './option-sheet.module.css';
import { RestockButton } from './restock-button';
import { forgetSavedSelection, readSavedSelection, saveSelection, type SavedRow } from './saved-selection';
import type { PricedRow } from './sheet-rows';
import { useCreateCart, useCreateDirectCarts } from './use-product-actions';
import type { ProductDetail } from './use-product-detail';
import { useOptionSheet, type SheetInvalid } from './use-option-sheet';

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
const isStale = (error: unknown) => error instanceof ApiError && error.code !== undefined && STALE_CODES.has(error.code);
const isSignedOut = (error: unknown) => error instanceof ApiError && error.code === 'UNAUTHENTICATED';

function focusField(idPrefix: string, field: SheetInvalid) {
  const target =
    field.kind === 'option'
      ? document.getElementById(`${idPrefix}-option-${field.index}`)?.querySelector<HTMLInputElement>('input:not(:disabled)')
      : document.getElementById(`${idPrefix}-row-${field.row}-input-${field.index}`);
  target?.focus();
}

function cartInputOf(productId: number, row: PricedRow): CreateCartInput {
  const inputs = row.inputs.map((value) => value.trim());
  return { productId, productOptionDetailId: row.detailId, ...(inputs.length > 0 ? { productOptionInputs: inputs } : {}), count: row.quantity };
}

const savedOf = (rows: readonly PricedRow[]): SavedRow[] => rows.map(({ detailId, inputs, quantity }) => ({ detailId, inputs, quantity }));

interface BuyBarProps {
  product: ProductDetail;
  /** Reloads the product after a refusal that means its stock or sale state changed. */
  onStale: () => void;
}

/**
 * The product page's sticky bar (찜, 장바구니, 구매하기) and its option sheet. A selection saved by a
 * signed-out tap comes back, sheet open, once the student is signed in (saved-selection.ts).
 */
export function BuyBar({ product, onStale }: BuyBarProps) {
  const session = useSession();
  const sheet = useOptionSheet(product);
  const [open, setOpen] = useState(false);
  // Adjusted while rendering (not in an effect): once the session is known to be a member's, a
  // selection saved by a signed-out tap comes back, sheet open. Read once; forgotten below.
  const [sessionChecked, setSessionChecked] = useState(false);
  const [restored, setRestored] = useState(false);
  if (!sessionChecked && session.status !== 'loading') {
    setSessionChecked(true);
    const saved = session.status === 'member' ? readSavedSelection(product.id) : null;
    if (saved) {
      sheet.restore(saved);
      setRestored(true);
      setOpen(true);
    }
  }
  useEffect(() => {
    if (restored) forgetSavedSelection(product.id);
  }, [restored, product.id]);
  const idPrefix = useId();
  const now = useNow();
  const anonymous = session.status === 'anonymous' && session.error === null;
  const [location, navigate] = useLocation();
  const search = useSearch();
  const store = useStore();
  const createCart = useCreateCart();
  const createDirect = useCreateDirectCarts();
  const renderWish = useWishButton();
  const [busy, setBusy] = useState<'cart' | 'buy' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const reason = unavailableReason(product, now);
  const toLogin = () => navigate(loginPath(location, search));

  const addAll = async () => {
    const failures: (string | null)[] = [];
    for (const row of sheet.rows) {
      try {
        await createCart.mutateAsync(cartInputOf(product.id, row));
        failures.push(null);
      } catch (error) {
        if (isSignedOut(error)) {
          saveSelection(product.id, savedOf(sheet.rows));
          return toLogin();
        }
        if (isStale(error)) onStale();
        failures.push(errorMessage(error));
      }
    }
    const added = sheet.rows.filter((_, index) => failures[index] === null);
    if (added.length > 0) {
      trackEvent('add_to_cart', {
        currency: 'KRW',
        value: added.reduce((sum, row) => sum + row.unitPrice * row.quantity, 0),
        items: added.map((row) => analyticsItem(product, { variant: row.variant, quantity: row.quantity, price: row.unitPrice, listPrice: row.unitListPrice })),
      });
    }
    sheet.keepRefused(failures);
    if (added.length === sheet.rows.length) {
      setOpen(false);
      const what = added.map((row) => [row.variant, `${row.quantity}개`].filter(Boolean).join(' · ')).join(', ');
      showNotification('장바구니에 담았어요', `${product.name} (${what})`, { action: CART_LINK, store });
      return;
    }
    // No success notification beside a refusal: the sheet says both, and keeps only the refused rows.
    setFailure(
      added.length > 0
        ? '담지 못한 옵션이 있어요. 옵션 아래 안내를 확인해 주세요. 나머지 옵션은 장바구니에 담았어요.'
        : '담지 못한 옵션이 있어요. 옵션 아래 안내를 확인해 주세요.',
    );
  };

  const buyNow = async () => {
    try {
      await createDirect.mutateAsync(sheet.rows.map((row) => cartInputOf(product.id, row)));
      navigate(paths.checkout({ direct: true }));
    } catch (error) {
      if (isSignedOut(error)) {
        saveSelection(product.id, savedOf(sheet.rows));
        return toLogin();
      }
      if (isStale(error)) onStale();
      setFailure(errorMessage(error));
    }
  };

  const submit = async (chosen: 'cart' | 'buy') => {
    if (busy) return;
    setFailure(null);
    if (anonymous) {
      if (sheet.rows.length > 0) saveSelection(product.id, savedOf(sheet.rows));
      return toLogin();
    }
    const invalid = sheet.validate();
    if (invalid) return focusField(idPrefix, invalid);
    setBusy(chosen);
    try {
      await (chosen === 'cart' ? addAll() : buyNow());
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.bar} role="region" aria-label="구매하기">
      <span>{renderWish?.({ productId: product.id, productName: product.name })}</span>
      {reason !== null ? (
        <div className={styles.barUnavailable}>
          <p className={styles.unavailable}>{reason}</p>
          {product.isSoldOut && <RestockButton product={product} onStale={onStale} />}
        </div>
      ) : (
        <>
          <Button variant="secondary" size="lg" onClick={() => setOpen(true)}>
            장바구니
          </Button>
          <Button size="lg" onClick={() => setOpen(true)}>
            구매하기
          </Button>
          <OptionSheet
            open={open}
            onClose={() => setOpen(false)}
            product={product}
            sheet={sheet}
            idPrefix={idPrefix}
            onStale={onStale}
            failure={failure}
            actions={
              <>
                <Button variant="secondary" size="lg" loading={busy === 'cart'} onClick={() => void submit('cart')}>
                  장바구니 담기
                </Button>
                <Button size="lg" loading={busy === 'buy'} onClick={() => void submit('buy')}>
                  구매하기
                </Button>
              </>
            }
          />
        </>
      )}
    </div>
  );
}
