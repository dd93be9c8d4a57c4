import { useEffect } from 'react';
import { afterLoad } from '../lib/after-load';

/**
 * Paints the tenant's theme colour once it is known. The contrast maths (culori) loads as its own
 * chunk after the first paint: the first HTML already links `/theme/<hex>.css` with the colour and
 * its text colour (backend/src/http/app-shell.ts), so the entry does not carry it (ADR 0068), and
 * it waits until the page has loaded, so it never delays the largest paint (ADR 0072).
 */
export function useThemeColor(color: string | undefined): void {
  useEffect(() => {
    if (color === undefined) return;
    let current = true;
    const cancel = afterLoad(() => {
      void import('./theme').then(({ applyThemeColor }) => {
        if (current) applyThemeColor(color);
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [color]);
}
