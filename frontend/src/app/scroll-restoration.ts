import { useLayoutEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/** Spec §9: the saved position is restored 1 ms after going back, once the page has rendered. */
export const SCROLL_RESTORE_DELAY_MS = 1;

/**
 * Back and forward (popstate) return to where the visitor was on that page; any other navigation
 * starts at the top. Positions are kept per path and query, so a filtered product list and the
 * unfiltered one each keep their own. The browser's own restoration is turned off because it
 * fires before the SPA has drawn the page.
 */
export function useScrollRestoration(): void {
  const [path] = useLocation();
  const search = useSearch();
  const key = search ? `${path}?${search}` : path;
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(key);
  /** Where the last back/forward went, as the browser says, until that page is shown. */
  const poppedTo = useRef<string | null>(null);

  // A layout effect: it subscribes before the router, whose subscriptions are passive effects, and
  // the router's popstate update is rendered before any listener added after it would run.
  useLayoutEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onPopState = () => {
      poppedTo.current = `${window.location.pathname}${window.location.search}`;
    };
    const onScroll = () => {
      positions.current.set(currentKey.current, window.scrollY);
    };
    window.addEventListener('popstate', onPopState);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  useLayoutEffect(() => {
    if (currentKey.current === key) return;
    currentKey.current = key;
    // The router may render the new path with the old query first; only the page the browser went
    // back to gets its position back.
    if (poppedTo.current !== key) {
      window.scrollTo(0, 0);
      return;
    }
    poppedTo.current = null;
    const top = positions.current.get(key) ?? 0;
    const timer = setTimeout(() => window.scrollTo(0, top), SCROLL_RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
}
