import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AnalyticsClient } from '../lib/analytics/analytics-client';
import { padUserId } from '../lib/analytics/identity';
import { PageTrackingContext, type PageTracking } from '../lib/analytics/page-tracking';
import { trackEvent } from '../lib/analytics/track';
import { useSession, type SessionStatus } from '../lib/session';
import { useTenant } from '../lib/tenant';
import { useShopIntegrations } from './shell-queries';
import { useOutsideTags } from './outside-tags';

/**
 * page_view on the first load and on every route change (path or query), except for pages that
 * mark themselves untracked. The shell's effect runs after the page's own layout effects, so the
 * mark of the page being shown is already set.
 */
function usePageViews(skippedPath: { current: string | null }): void {
  const [path] = useLocation();
  const search = useSearch();
  const url = search ? `${path}?${search}` : path;
  const lastUrl = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice; one navigation is one page view.
    if (lastUrl.current === url) return;
    const referrer = lastUrl.current === null ? document.referrer : `${window.location.origin}${lastUrl.current}`;
    lastUrl.current = url;
    if (skippedPath.current === path) return;
    trackEvent('page_view', {
      page_location: `${window.location.origin}${url}`,
      page_path: url,
      page_title: document.title,
      page_referrer: referrer,
    });
  }, [url, path, skippedPath]);
}

/** Spec §2: one `first_site_entry` per visit, once the session is no longer loading. */
function useFirstSiteEntry(status: SessionStatus): void {
  const sent = useRef(false);
  useEffect(() => {
    if (status === 'loading' || sent.current) return;
    sent.current = true;
    trackEvent('first_site_entry', { logged_in: status === 'member' });
  }, [status]);
}

/**
 * The app's analytics: the batching transport subscribed to `trackEvent`, fed the tenant, the
 * session's member and the shop's endpoint; page views; the tag manager, ads and error reporting
 * when configured. Pages can opt out of page views through PageTrackingContext.
 */
export function AnalyticsShell({ children }: { children: ReactNode }) {
  const [client] = useState(() => new AnalyticsClient());
  const skippedPath = useRef<string | null>(null);
  const tracking = useMemo<PageTracking>(
    () => ({
      skip: (path) => {
        skippedPath.current = path;
      },
    }),
    [],
  );
  const { data: tenant } = useTenant();
  const integrations = useShopIntegrations();
  const { status, user } = useSession();
  const userId = user?.id ?? null;

  useEffect(() => client.start(), [client]);
  useEffect(() => {
    if (integrations) client.setEndpoint(integrations.analyticsEndpoint?.trim() || null);
  }, [client, integrations]);
  useEffect(() => {
    if (tenant) client.setTenant({ universityId: tenant.id, universityName: tenant.name });
  }, [client, tenant]);
  useEffect(() => {
    if (status !== 'loading') client.setSession(userId);
  }, [client, status, userId]);

  usePageViews(skippedPath);
  useFirstSiteEntry(status);
  useOutsideTags(integrations, tenant, userId === null ? null : padUserId(userId));

  return <PageTrackingContext.Provider value={tracking}>{children}</PageTrackingContext.Provider>;
}
