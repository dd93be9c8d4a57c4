import { modeLrgb, modeRgb, parseHex, useMode, wcagContrast } from 'culori/fn';

// docs/product-rules.md#shop-settings: the theme colour paints the header, buttons and chips, with
// white or near-black text on it. The rule is WCAG 2's contrast ratio (culori computes it, see
// docs/decisions/0047-shop-content.md); the screens, the mocked API and the server import this one
// copy. Free of zod so the student bundle's header can import it.

// culori's tree-shakeable entry knows no colour space until it is registered.
useMode(modeRgb);
useMode(modeLrgb);

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Only #rgb / #rrggbb: a tenant value goes into styles, so nothing else may pass. */
export function isHexColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** The two text colours the shop puts on its theme colour. */
export const ON_COLOR_LIGHT = '#ffffff';
export const ON_COLOR_DARK = '#111111';
export type OnColor = typeof ON_COLOR_LIGHT | typeof ON_COLOR_DARK;

/** WCAG 2 AA for normal text: the header's shop name and menu are normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** WCAG 2 contrast ratio of two #rgb / #rrggbb colours, 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const a = parseHex(foreground);
  const b = parseHex(background);
  if (!a || !b) throw new Error(`Not a hex colour: ${foreground} / ${background}`);
  return wcagContrast(a, b);
}

/**
 * Text colour for the header, buttons and chips painted in the tenant's colour: whichever of white
 * or near-black contrasts more, so a pale theme colour still gets readable labels.
 */
export function onColor(hex: string): OnColor {
  return contrastRatio(ON_COLOR_LIGHT, hex) >= contrastRatio(ON_COLOR_DARK, hex) ? ON_COLOR_LIGHT : ON_COLOR_DARK;
}

export interface ThemeContrast {
  /** The text colour the shop will use on this colour. */
  text: OnColor;
  /** That text's contrast ratio on the colour. */
  ratio: number;
  /** Whether the ratio reaches MIN_TEXT_CONTRAST. */
  passes: boolean;
}

/** What a student will see on the colour: its text colour and whether that text is readable. */
export function themeContrast(hex: string): ThemeContrast {
  const text = onColor(hex);
  const ratio = contrastRatio(text, hex);
  return { text, ratio, passes: ratio >= MIN_TEXT_CONTRAST };
}

/**
 * The ratio as shown, cut (not rounded) to one decimal, so 4.46 never reads 4.5 beside a refusal.
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

/** The preview's line: "대비 5.2:1 · 통과". */
export function contrastLabel(contrast: ThemeContrast): string {
  return `대비 ${formatRatio(contrast.ratio)} · ${contrast.passes ? '통과' : '미달'}`;
}

/** The refusal of a colour whose text would fail AA (BAD_USER_INPUT on `themeColor`). */
export function lowContrastMessage(contrast: ThemeContrast): string {
  return `이 색에서는 글자 대비가 ${formatRatio(contrast.ratio)}이라 읽기 어려워요. ${MIN_TEXT_CONTRAST}:1 이상이 되도록 더 진하거나 더 밝은 색을 골라 주세요.`;
}

/**
 * The page colours theme-coloured text sits on (global.css --color-surface and --color-background).
 * Kept here so the accent below is readable on each of them.
 */
export const TEXT_BACKGROUNDS = ['#ffffff', '#f5f6f8'] as const;

const toHex = (channel: number) =>
  Math.round(channel * 255)
    .toString(16)
    .padStart(2, '0');

/**
 * The theme colour as text (links, selected chips, counts): the colour itself when it reaches AA on
 * every page background, otherwise the same hue darkened step by step (mixed with black) until it
 * does. A pale tenant colour stays a pale header but never becomes unreadable text; black always
 * passes, so this ends.
 */
export function readableAccent(hex: string, backgrounds: readonly string[] = TEXT_BACKGROUNDS): string {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  for (let keep = 1; keep > 0; keep -= 0.05) {
    const candidate = `#${toHex(rgb.r * keep)}${toHex(rgb.g * keep)}${toHex(rgb.b * keep)}`;
    if (backgrounds.every((background) => contrastRatio(candidate, background) >= MIN_TEXT_CONTRAST)) return candidate;
  }
  return '#000000';
}

export const THEME_COLOR_FORMAT_MESSAGE = '테마 색상은 #1e4fa3처럼 # 뒤에 16진수 3자리나 6자리로 입력해 주세요.';
