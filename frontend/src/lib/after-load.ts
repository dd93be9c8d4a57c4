import { useEffect, useState } from 'react';

/**
 * Runs `task` once the page has loaded (its preloaded scripts and lead image included) and the
 * main thread is idle: work the first screen does not show (the theme's contrast maths, the outside
 * tags) then never competes with the largest paint (ADR 0072). Returns a cancel function.
 */
export function afterLoad(task: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(() => !cancelled && task(), { timeout: 2000 });
    else idleId = window.setTimeout(() => !cancelled && task(), 0);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (idleId !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleId);
      window.clearTimeout(idleId);
    }
  };
}

/** False until the page has loaded and the main thread was idle once (see afterLoad). */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoad(() => setLoaded(true)), []);
  return loaded;
}
