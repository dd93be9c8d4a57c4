import { useEffect } from 'react';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Only #rgb / #rrggbb: a tenant value goes into styles, so nothing else may pass. */
export function isHexColor(value: string | undefined): value is string {
  return value !== undefined && HEX_COLOR.test(value);
}

function channels(hex: string): [number, number, number] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** WCAG relative luminance of a #rgb / #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Text colour for buttons and bars painted in the tenant's colour: whichever of white or near-black
 * contrasts more, so a pale theme colour still gets readable labels.
 */
export function onColor(hex: string): '#ffffff' | '#111111' {
  const l = luminance(hex);
  const contrastWhite = 1.05 / (l + 0.05);
  const contrastDark = (l + 0.05) / (luminance('#111111') + 0.05);
  return contrastWhite >= contrastDark ? '#ffffff' : '#111111';
}

/**
 * Paints the tenant's theme colour into CSS custom properties (and the browser chrome colour).
 * Values that are not hex colours are ignored so bad data cannot inject arbitrary CSS.
 */
export function applyThemeColor(color: string, root: HTMLElement = document.documentElement): boolean {
  if (!isHexColor(color)) return false;
  root.style.setProperty('--color-primary', color);
  root.style.setProperty('--color-on-primary', onColor(color));
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color);
  return true;
}

export function useThemeColor(color: string | undefined): void {
  useEffect(() => {
    if (color !== undefined) applyThemeColor(color);
  }, [color]);
}
