import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AnalyticsClient } from '../lib/analytics/analytics-client';
import { padUserId } from '../lib/analytics/identity';
import { PageTrackingContext, type PageTracking } from '../lib/analytics/page-tracking';
import { trackedPageUrl, trackedReferrer } from '../lib/analytics/page-url';
import { trackEvent } from '../lib/analytics/track';
import { useSession, type SessionStatus } from '../lib/session';
import { useAfterLoad } from '../lib/after-load';
import { useShopIntegrations } from '../lib/shop-integrations';
import { useTenant } from '../lib/tenant';
import { useOutsideTags } from './outside-tags';

/**
 * page_view on the first load and on every route change (path or tracked query), except for pages
 * that mark themselves untracked. The shell's effect runs after the page's own layout effects, so the
 * mark of the page being shown is already set.
 */
function usePageViews(skippedPath: { current: string | null }): void {
  const [path] = useLocation();
  const search = useSearch();
  // Only the list filters and paging travel: a code, state or ticket in the address never does.
  const url = trackedPageUrl(path, search);
  const lastUrl = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice, and a page that wipes a code from its address stays the same
    // page: one view per tracked address.
    if (lastUrl.current === url) return;
    const { origin } = window.location;
    const referrer = lastUrl.current === null ? trackedReferrer(document.referrer, origin) : `${origin}${lastUrl.current}`;
    lastUrl.current = url;
    if (skippedPath.current === path) return;
    trackEvent('page_view', {
      page_location: `${origin}${url}`,
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
  // The outside tags wait for the page to load: none of them is part of the first screen (ADR 0072).
  const { data: integrations } = useShopIntegrations(useAfterLoad());
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
