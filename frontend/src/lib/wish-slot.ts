import { createContext, useContext, type ReactNode } from 'react';

/**
 * The 찜 button the product page's buy bar shows. Features stay independent (ADR 0026), so the
 * catalogue cannot import the wishlist feature: the app hands a render function down through this
 * slot (app/providers.tsx), and without a provider (a screen test) the bar simply has no 찜.
 */
export type RenderWishButton = (product: { productId: number; productName: string }) => ReactNode;

export const WishSlotContext = createContext<RenderWishButton | null>(null);

export function useWishButton(): RenderWishButton | null {
  return useContext(WishSlotContext);
}
