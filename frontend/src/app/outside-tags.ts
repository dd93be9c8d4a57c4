import { useEffect, useRef } from 'react';
import { startErrorReporting, type ErrorReporting } from '../lib/analytics/error-reporting';
import { forwardToDataLayer, loadAdsScript, loadTagManager } from '../lib/analytics/tag-scripts';
import type { AnalyticsParams } from '../lib/analytics/track';
import type { ShopIntegrations } from '../lib/shop-integrations';
import type { Tenant } from '../lib/tenant';

interface Facts {
  tenant: Pick<Tenant, 'id' | 'name'> | undefined;
  userId: string | null;
}

function commonParams({ tenant, userId }: Facts): AnalyticsParams {
  if (!tenant) return {};
  return { universityId: tenant.id, universityName: tenant.name, ...(userId ? { user_id: userId } : {}) };
}

function tell(reporting: ErrorReporting, { tenant, userId }: Facts): void {
  if (tenant) reporting.setTenant(tenant.id, tenant.name);
  reporting.setUser(userId);
}

/**
 * The tag manager, the ads script and error reporting, each only when the shop configured its
 * key; none of them is downloaded otherwise. They learn the tenant and member as the events do.
 */
export function useOutsideTags(integrations: ShopIntegrations | undefined, tenant: Tenant | undefined, userId: string | null): void {
  const tagManagerId = integrations?.tagManagerId?.trim() || null;
  const adsClientId = integrations?.adsClientId?.trim() || null;
  const dsn = integrations?.errorReportingDsn?.trim() || null;
  const facts = useRef<Facts>({ tenant: undefined, userId: null });
  const reporting = useRef<ErrorReporting | null>(null);

  useEffect(() => {
    facts.current = { tenant, userId };
    if (reporting.current) tell(reporting.current, facts.current);
  }, [tenant, userId]);

  useEffect(() => {
    if (!tagManagerId) return;
    loadTagManager(tagManagerId);
    return forwardToDataLayer(() => commonParams(facts.current));
  }, [tagManagerId]);

  useEffect(() => {
    if (adsClientId) loadAdsScript(adsClientId);
  }, [adsClientId]);

  useEffect(() => {
    if (!dsn) return;
    let cancelled = false;
    startErrorReporting(dsn)
      .then((started) => {
        if (cancelled) return;
        reporting.current = started;
        tell(started, facts.current);
      })
      .catch((error: unknown) => console.warn('[error reporting] The SDK did not load:', error));
    return () => {
      cancelled = true;
    };
  }, [dsn]);
}
