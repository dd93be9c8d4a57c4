/**
 * 찜 (wishlist) toggle for one product. Foundation placeholder for issue 19: the wishlist work
 * replaces the body (a toggle button with aria-pressed, sign-in for visitors); the buying sheet's
 * sticky bar places it already.
 */
export function WishButton(_props: { productId: number; productName: string }) {
  return null;
}
