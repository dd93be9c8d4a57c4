import { createContext, useContext, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/** What the shell's page-view tracking lets a page tell it. */
export interface PageTracking {
  /** No page_view for this path: it is not a page of the shop (e.g. not found). */
  skip(path: string | null): void;
}

export const PageTrackingContext = createContext<PageTracking | null>(null);

/**
 * For screens that are not real pages, such as the not-found page (spec §2: its views are not
 * traced). A layout effect runs before the shell's page-view effect of the same navigation, so
 * the mark is in place when the shell decides.
 */
export function useUntrackedPageView(): void {
  const tracking = useContext(PageTrackingContext);
  const [path] = useLocation();
  useLayoutEffect(() => {
    tracking?.skip(path);
    return () => tracking?.skip(null);
  }, [tracking, path]);
}
