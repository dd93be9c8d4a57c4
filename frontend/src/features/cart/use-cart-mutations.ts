import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  RemoveCartsDocument,
  ToggleCartDocument,
  ToggleCartsDocument,
  UpdateCartCountDocument,
  ValidateCartToOrderDocument,
  type MyCartQuery,
} from '../../lib/__generated__/graphql';
import { request } from '../../lib/graphql-client';
import { invalidate, queryGroups } from '../../lib/invalidation';
import { myCartQueryOptions } from './use-cart';

/** What a cart change makes stale: the cart, the checkout's selected lines and the header's badge. */
function invalidateCart(queryClient: QueryClient) {
  return invalidate(queryClient, queryGroups.cart);
}

/** Every cart write carries this key, so the order button can wait for the last tap to land. */
export const CART_MUTATION_KEY = ['cart'] as const;

/** Ticks the boxes at once so a tap answers immediately; the totals follow from the refetch. */
async function markSelected(queryClient: QueryClient, chosen: (id: number) => boolean, selected: boolean) {
  const { queryKey } = myCartQueryOptions();
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData<MyCartQuery>(queryKey, (data) => {
    if (!data?.me) return data;
    const groups = data.me.carts.cartsGroupedByDeliveryTemplate.map((group) => ({
      ...group,
      carts: group.carts.map((line) => (chosen(line.id) ? { ...line, selected } : line)),
    }));
    return { me: { ...data.me, carts: { ...data.me.carts, cartsGroupedByDeliveryTemplate: groups } } };
  });
}

async function deselect(ids: readonly number[]) {
  // One at a time: every cart write takes the member's cart lock (ADR 0015), so parallel calls only queue.
  for (const id of ids) await request(ToggleCartDocument, { data: { id, selected: false } });
}

/** Selects or deselects one line for ordering. */
export function useToggleCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: (data: { id: number; selected: boolean }) => request(ToggleCartDocument, { data }),
    onMutate: ({ id, selected }) => markSelected(queryClient, (line) => line === id, selected),
    onSettled: () => invalidateCart(queryClient),
  });
}

/**
 * The select-all box: toggleCarts, then the lines that cannot be ordered are taken out again, so
 * the totals never include a sold-out line (docs/decisions/0028-cart-screen.md).
 */
export function useSelectAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: async ({ selected, blockedIds }: { selected: boolean; blockedIds: readonly number[] }) => {
      await request(ToggleCartsDocument, { selected });
      if (selected) await deselect(blockedIds);
    },
    onMutate: ({ selected, blockedIds }) => markSelected(queryClient, (id) => !selected || !blockedIds.includes(id), selected),
    onSettled: () => invalidateCart(queryClient),
  });
}

/** Takes lines that can no longer be ordered out of the selection (sold out since they were added). */
export function useDeselectLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: (ids: readonly number[]) => deselect(ids),
    meta: { showError: false },
    onSettled: () => invalidateCart(queryClient),
  });
}

/** A line's new count; the refusal (stock, bounds) is shown under the line. */
export function useUpdateCartCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: (data: { id: number; count: number }) => request(UpdateCartCountDocument, { data }),
    meta: { showError: false },
    onSuccess: () => invalidateCart(queryClient),
  });
}

/** Removes lines; the dialog that asked shows a refusal. */
export function useRemoveCarts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: (ids: readonly number[]) => request(RemoveCartsDocument, { ids: [...ids] }),
    meta: { showError: false },
    onSuccess: () => invalidateCart(queryClient),
  });
}

/** Checks the selected lines before checkout; a refusal names the product and the cart refetches. */
export function useValidateCartToOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: CART_MUTATION_KEY,
    mutationFn: (ids: readonly number[]) => request(ValidateCartToOrderDocument, { ids: [...ids] }),
    meta: { showError: false },
    onError: () => invalidateCart(queryClient),
  });
}
