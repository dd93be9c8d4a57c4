import { queryOptions, useQuery } from '@tanstack/react-query';
import { ShopIntegrationsDocument } from '../../../lib/__generated__/graphql';
import { request } from '../../../lib/graphql-client';
import { useTenant } from '../../../lib/tenant';
import { configuredProviders } from './social-login';

/** Client ids change with the shop's setup, not within a visit. */
const INTEGRATIONS_STALE_MS = 5 * 60 * 1000;

/**
 * The same key and request as the app shell's ShopIntegrations query, so the login page reuses
 * the answer the shell already has instead of asking again.
 */
function integrationsQueryOptions(universityId: number) {
  return queryOptions({
    queryKey: ['ShopIntegrations', universityId] as const,
    queryFn: ({ signal }) => request(ShopIntegrationsDocument, { universityId }, { signal }),
    staleTime: INTEGRATIONS_STALE_MS,
  });
}

/** The social providers this shop offers (a client id is configured); empty until known. */
export function useSocialProviders() {
  const { data: tenant } = useTenant();
  const { data } = useQuery({
    ...integrationsQueryOptions(tenant?.id ?? 0),
    enabled: tenant !== undefined,
    select: (result) => configuredProviders(result.university.integrations),
  });
  return data ?? [];
}
