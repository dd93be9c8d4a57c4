import { useQuery } from '@tanstack/react-query';
import { ShopIntegrationsDocument, type ShopIntegrationsQuery } from './__generated__/graphql';
import { queryOptionsFor } from './query-options';
import { useTenant } from './tenant';

export type ShopIntegrations = ShopIntegrationsQuery['university']['integrations'];

/** Outside ids change with the shop's setup, not within a visit. */
const INTEGRATIONS_STALE_MS = 5 * 60 * 1000;

/**
 * The shop's outside ids (analytics, tag manager, ads, error reporting, social login client ids).
 * One key and one request for the shell, the login buttons and the withdrawal's re-login; the
 * answer is viewer-independent, so it survives a sign-out (lib/session.ts).
 */
export function shopIntegrationsQueryOptions(universityId: number) {
  return queryOptionsFor(ShopIntegrationsDocument, { universityId }, {
    staleTime: INTEGRATIONS_STALE_MS,
    select: (result): ShopIntegrations => result.university.integrations,
  });
}

/** The tenant's integrations, asked once the tenant is known (and `enabled`). */
export function useShopIntegrations(enabled = true) {
  const { data: tenant } = useTenant();
  return useQuery({ ...shopIntegrationsQueryOptions(tenant?.id ?? 0), enabled: enabled && tenant !== undefined });
}
