import { isHexColor, onColor, readableAccent } from '../../../domain/content/theme-contrast';

/**
 * Paints the tenant's theme colour into CSS custom properties (and the browser chrome colour).
 * Values that are not hex colours are ignored so bad data cannot inject arbitrary CSS.
 */
export function applyThemeColor(color: string, root: HTMLElement = document.documentElement): boolean {
  if (!isHexColor(color)) return false;
  root.style.setProperty('--color-primary', color);
  root.style.setProperty('--color-on-primary', onColor(color));
  // Text in the theme colour (selected chips, links, counts) gets a shade that passes WCAG AA.
  root.style.setProperty('--color-primary-text', readableAccent(color));
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
  return true;
}
