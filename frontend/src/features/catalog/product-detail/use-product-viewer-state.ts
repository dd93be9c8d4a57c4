import { useQuery } from '@tanstack/react-query';
import { ProductViewerStateDocument } from '../../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../../lib/query-options';
import { useSession } from '../../../lib/session';

/**
 * The signed-in member's own state of a product (restock request, units in its group purchase),
 * apart from ProductDetail so that the page itself is one answer shared by every member of a level
 * (docs/decisions/0075). A failure only leaves the defaults (not asked, no units): no toast.
 */
export function productViewerStateQueryOptions(id: number) {
  return queryOptionsFor(ProductViewerStateDocument, { id }, { select: (data) => data.product, meta: { showError: false } });
}

/** Never sent for anonymous visitors: they have no state of their own. */
export function useProductViewerState(id: number) {
  const session = useSession();
  return useQuery({ ...productViewerStateQueryOptions(id), enabled: id > 0 && session.status === 'member' });
}
