// The Korean refusals several domains share, built on the real API's AppError so that the mocked
// answers carry the same codes and shape (PRODUCT.md "Errors").
import { AppError, forbidden, unauthenticated } from '../../backend/src/graphql/errors';
import type { StoreMember } from './types';

export function requireViewer(viewer: StoreMember | null): StoreMember {
  if (!viewer) throw unauthenticated('로그인이 필요합니다. 로그인한 뒤 다시 시도해 주세요.');
  return viewer;
}

export const ADMIN_AUTHORITY = 3;

export function requireAdmin(viewer: StoreMember | null): StoreMember {
  const member = requireViewer(viewer);
  if (member.authority < ADMIN_AUTHORITY) throw forbidden('생협 운영진만 사용할 수 있는 기능입니다.');
  return member;
}

export function outOfStock(productName: string, stock: number): AppError {
  return new AppError(
    'OUT_OF_STOCK',
    stock <= 0
      ? `'${productName}' 상품이 품절되었습니다.`
      : `'${productName}' 상품의 재고가 부족합니다. 지금 ${stock}개까지 주문할 수 있습니다.`,
    { stock },
  );
}

export function notPurchasable(productName: string, reason: string): AppError {
  return new AppError('NOT_PURCHASABLE', `'${productName}' 상품은 ${reason}`);
}

/** Korean object particle after a word: 을 after a final consonant, 를 otherwise (digits and Latin read as 을/를). */
export function objectParticle(word: string): string {
  const last = word.trim().at(-1);
  if (!last) return '을(를)';
  const code = last.charCodeAt(0);
  if (code < 0xac00 || code > 0xd7a3) return '을(를)';
  return (code - 0xac00) % 28 === 0 ? '를' : '을';
}
