import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  ProductCategoriesDocument,
  ProductListDocument,
  StaffCatalogCategoriesDocument,
  StaffDeliverySetupDocument,
  UniversityDocument,
} from '../../../lib/__generated__/graphql';
import { ApiError, request } from '../../../lib/graphql-client';
import { invalidate } from '../../../lib/invalidation';
import { operationName, queryKeyFor } from '../../../lib/operation-key';
import { queryOptionsFor } from '../../../lib/query-options';

export function useStaffCategories() {
  return useQuery(queryOptionsFor(StaffCatalogCategoriesDocument, {}));
}

export function useStaffDeliverySetup() {
  return useQuery(queryOptionsFor(StaffDeliverySetupDocument, {}));
}

/** What a catalogue setup change makes stale: the console's lists, the change log, and the shop's own reads. */
function refreshAfterChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidate(queryClient, queryKeyFor(StaffCatalogCategoriesDocument, {})),
    invalidate(queryClient, queryKeyFor(StaffDeliverySetupDocument, {})),
    invalidate(queryClient, ['StaffAuditLog']),
    invalidate(queryClient, new Set([operationName(ProductCategoriesDocument), operationName(ProductListDocument), operationName(UniversityDocument)])),
  ]);
}

/** A stale edit: someone saved first, so the lists reload and the next save carries the new version. */
const isConflict = (error: unknown) => error instanceof ApiError && error.code === 'CONFLICT';

/**
 * A console mutation: on success the lists reload; a refusal stays in `error` for the form to show
 * (its Korean sentence, and `fieldOf` for the field it names). After a CONFLICT the lists reload
 * too, and the open form keeps what staff typed.
 */
export function useSetupMutation<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => (request as (d: typeof document, v: TVariables) => Promise<TResult>)(document, variables),
    onSuccess: () => refreshAfterChange(queryClient),
    onError: (error) => (isConflict(error) ? refreshAfterChange(queryClient) : undefined),
  });
}

/** The field a refusal names (`extensions.field`), e.g. `deliveryFee` or `template.deliveryFee`. */
export function fieldOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const field = error.extensions.field;
  return typeof field === 'string' ? field.split('.').pop() ?? null : null;
}
