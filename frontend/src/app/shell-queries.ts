import { useQuery } from '@tanstack/react-query';
import { CartCountDocument, ProductCategoriesDocument } from '../lib/__generated__/graphql';
import { queryOptionsFor } from '../lib/query-options';
import { useSession } from '../lib/session';

/** Categories change rarely; the menu need not ask again on every open. */
const RARELY_CHANGES_MS = 5 * 60 * 1000;

export function cartCountQueryOptions() {
  return queryOptionsFor(CartCountDocument, {});
}

/** Lines in the member's cart for the header badge; undefined for a visitor or while unknown. */
export function useCartCount(): number | undefined {
  const { status } = useSession();
  const member = status === 'member';
  const { data } = useQuery({ ...cartCountQueryOptions(), enabled: member, select: (result) => result.me?.carts.count });
  return member ? data : undefined;
}

/** The same document and variables the catalogue asks `productCategories(data)` with, so both share one answer. */
export function menuCategoriesQueryOptions(isGroup: boolean) {
  return queryOptionsFor(ProductCategoriesDocument, { data: { isGroup } }, {
    staleTime: RARELY_CHANGES_MS,
    select: (result) => result.productCategories.filter((category) => category.visible),
  });
}

/** The header menu's main and group-product categories, fetched once the menu is first opened. */
export function useMenuCategories(enabled: boolean) {
  const main = useQuery({ ...menuCategoriesQueryOptions(false), enabled });
  const groups = useQuery({ ...menuCategoriesQueryOptions(true), enabled });
  return {
    main: main.data,
    groups: groups.data,
    isPending: main.isPending || groups.isPending,
    error: main.error ?? groups.error,
    retry: () => {
      if (main.isError) void main.refetch();
      if (groups.isError) void groups.refetch();
    },
  };
}
