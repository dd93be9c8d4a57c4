import { useMemo } from 'react';
import { useShopIntegrations } from '../../../lib/shop-integrations';
import { configuredSocialProviders } from '../../../lib/social-providers';

/** The social providers this shop offers (a client id is configured); empty until known. */
export function useSocialProviders() {
  const { data } = useShopIntegrations();
  return useMemo(() => configuredSocialProviders(data), [data]);
}
