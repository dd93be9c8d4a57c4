import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AddWishDocument, MyWishlistDocument, RemoveWishDocument, WishStateDocument } from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { invalidate, queryGroups } from '../../lib/invalidation';
import { queryOptionsFor } from '../../lib/query-options';
import { forgetForTab, readFreshForTab, saveForTab } from '../../lib/tab-storage';

export function wishlistQueryOptions(page: number) {
  return queryOptionsFor(MyWishlistDocument, { page }, { select: (data) => data.myWishlist });
}

export function useWishlist(page: number) {
  return useQuery({ ...wishlistQueryOptions(page), placeholderData: keepPreviousData });
}

/** Whether the signed-in member wished the product; off for visitors (always false). */
export function useWishState(productId: number, enabled: boolean) {
  return useQuery({ ...queryOptionsFor(WishStateDocument, { id: productId }, { select: (data) => data.product.isWished }), enabled });
}

/** addWish / removeWish: both answer the product's new flag; the wishlist and every flag refetch. */
export function useToggleWish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, wished }: { productId: number; wished: boolean }) =>
      wished
        ? request(AddWishDocument, { productId }).then((data) => data.addWish.isWished)
        : request(RemoveWishDocument, { productId }).then((data) => data.removeWish.isWished),
    meta: { showError: false },
    onSuccess: () => invalidate(queryClient, queryGroups.wishlist),
  });
}

// A visitor's tap survives the trip to the login page (and sign-up from there): the product is
// kept for this tab for an hour, and the button applies the wish once it is back signed in.
const PENDING_KEY = 'pending-wish';
const PENDING_TTL_MS = 60 * 60 * 1000;

export function savePendingWish(productId: number): void {
  saveForTab(PENDING_KEY, { productId: String(productId), savedAt: Date.now() });
}

/** Whether a visitor tapped 찜 on this product before signing in; taken (answered once) when so. */
export function takePendingWish(productId: number): boolean {
  const pending = readFreshForTab(PENDING_KEY, { fields: ['productId'], stamp: 'savedAt', ttlMs: PENDING_TTL_MS, now: Date.now() });
  if (pending?.productId !== String(productId)) return false;
  forgetForTab(PENDING_KEY);
  return true;
}
