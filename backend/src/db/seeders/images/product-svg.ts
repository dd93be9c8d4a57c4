import type { GarmentShape, ProductArt } from '../../../../../mocks/scenarios/standard';
import { FONT, escapeXml, luminance, shade, svgDocument } from './svg';

// Placeholder product photos: a flat drawing of the garment in the variant's colour with the
// product's short label. The shop has no real photos offline, and these keep every screen
// showing something recognisable per product and colour.

const SIZE = 400;
const BODY = 'M150,80 Q200,108 250,80 L280,92 L278,320 L122,320 L120,92 Z';
const SLEEVES = {
  long: ['M120,92 L72,232 L102,242 L126,150 Z', 'M280,92 L328,232 L298,242 L274,150 Z'],
  slim: ['M120,92 L80,236 L104,242 L126,150 Z', 'M280,92 L320,236 L296,242 L274,150 Z'],
  short: ['M120,92 L86,160 L116,172 L125,140 Z', 'M280,92 L314,160 L284,172 L275,140 Z'],
} as const;
const CUFFS = ['M72,232 L102,242 L98,254 L68,244 Z', 'M328,232 L298,242 L302,254 L332,244 Z'];

interface Paint {
  fill: string;
  accent: string;
  line: string;
  ink: string;
}

const path = (d: string, fill: string, line: string) =>
  `<path d="${d}" fill="${fill}" stroke="${line}" stroke-width="3" stroke-linejoin="round"/>`;

const chestText = (text: string, paint: Paint, y = 160, size = 20) =>
  `<text x="200" y="${y}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="${paint.ink}">${text}</text>`;

function top(paint: Paint, sleeves: keyof typeof SLEEVES | null, sleeveFill = paint.fill): string[] {
  const parts = sleeves ? SLEEVES[sleeves].map((d) => path(d, sleeveFill, paint.line)) : [];
  return [...parts, path(BODY, paint.fill, paint.line)];
}

const hood = (paint: Paint) =>
  path('M150,80 Q140,36 200,32 Q260,36 250,80 Q200,104 150,80 Z', shade(paint.fill, -0.12), paint.line);
const zip = (paint: Paint, to = 320) =>
  `<line x1="200" y1="96" x2="200" y2="${to}" stroke="${paint.line}" stroke-width="4" stroke-dasharray="6 3"/>`;
const hem = (paint: Paint, fill = paint.accent) =>
  `<rect x="122" y="304" width="156" height="16" fill="${fill}" stroke="${paint.line}" stroke-width="3"/>`;
const quilt = (paint: Paint) =>
  [130, 160, 190, 220, 250, 280]
    .map((y) => `<line x1="124" y1="${y}" x2="276" y2="${y}" stroke="${paint.line}" stroke-width="2"/>`)
    .join('');

function garment(shape: GarmentShape, paint: Paint): string[] {
  switch (shape) {
    case 'varsity':
      return [
        ...top(paint, 'long', paint.accent),
        ...CUFFS.map((d) => path(d, paint.fill, paint.line)),
        hem(paint, paint.fill),
        `<line x1="122" y1="312" x2="278" y2="312" stroke="${paint.accent}" stroke-width="3"/>`,
        path('M150,80 Q200,108 250,80 L244,94 Q200,120 156,94 Z', paint.fill, paint.line),
        ...[130, 170, 210, 250, 290].map((y) => `<circle cx="200" cy="${y}" r="5" fill="${paint.accent}"/>`),
        `<text x="160" y="170" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="900" fill="${paint.accent}">H</text>`,
      ];
    case 'coach':
      return [
        ...top(paint, 'long'),
        path('M150,80 L186,120 L200,96 L214,120 L250,80 L236,76 L200,92 L164,76 Z', shade(paint.fill, -0.15), paint.line),
        ...[130, 175, 220, 265].map((y) => `<circle cx="200" cy="${y}" r="4" fill="${paint.accent}"/>`),
      ];
    case 'padding':
      return [...top(paint, 'long'), quilt(paint), zip(paint), hood(paint)];
    case 'vest':
      return [...top(paint, null), quilt(paint), zip(paint)];
    case 'hoodie':
      return [
        ...top(paint, 'long'),
        path('M155,240 L245,240 L258,300 L142,300 Z', shade(paint.fill, -0.08), paint.line),
        hood(paint),
        chestText('HANBIT', paint, 190),
      ];
    case 'zipup':
      return [...top(paint, 'long'), zip(paint), hood(paint)];
    case 'crewneck':
      return [
        ...top(paint, 'long'),
        ...CUFFS.map((d) => path(d, shade(paint.fill, -0.1), paint.line)),
        hem(paint, shade(paint.fill, -0.1)),
        chestText('HANBIT', paint, 170, 26),
      ];
    case 'fleece':
      return [
        ...top(paint, 'long'),
        zip(paint),
        path('M150,80 L150,64 Q200,74 250,64 L250,80 Q200,104 150,80 Z', shade(paint.fill, -0.1), paint.line),
        `<rect x="226" y="140" width="34" height="26" fill="${paint.accent}"/>`,
      ];
    case 'halfzip':
      return [
        ...top(paint, 'long'),
        zip(paint, 176),
        path('M150,80 L150,62 Q200,72 250,62 L250,80 Q200,104 150,80 Z', shade(paint.fill, -0.1), paint.line),
        `<rect x="146" y="186" width="40" height="34" fill="${shade(paint.fill, -0.1)}" stroke="${paint.line}" stroke-width="2"/>`,
      ];
    case 'tee':
      return [...top(paint, 'short'), chestText('HANBIT', paint, 170, 28)];
    case 'longsleeve':
      return [...top(paint, 'slim'), chestText('HANBIT', paint, 160, 22)];
    case 'bag':
      return [
        `<path d="M160,150 Q160,70 200,70 Q240,70 240,150" fill="none" stroke="${paint.line}" stroke-width="10"/>`,
        path('M110,140 L290,140 L300,330 L100,330 Z', paint.fill, paint.line),
        chestText('HANBIT', { ...paint, ink: paint.accent }, 250, 30),
      ];
    case 'cap':
      return [
        path('M110,250 Q110,120 200,120 Q290,120 290,250 Z', paint.fill, paint.line),
        path('M110,250 L290,250 Q330,256 340,280 L110,272 Z', shade(paint.fill, -0.15), paint.line),
        `<text x="200" y="220" text-anchor="middle" font-family="${FONT}" font-size="56" font-weight="900" fill="${paint.accent}">H</text>`,
      ];
    case 'tumbler':
      return [
        path('M140,110 L260,110 L248,330 L152,330 Z', paint.fill, paint.line),
        `<rect x="132" y="80" width="136" height="34" rx="8" fill="${shade(paint.fill, -0.2)}" stroke="${paint.line}" stroke-width="3"/>`,
        chestText('HANBIT', { ...paint, ink: paint.accent }, 230, 24),
      ];
    case 'keyring':
      return [
        `<circle cx="200" cy="90" r="30" fill="none" stroke="#9aa0a6" stroke-width="8"/>`,
        `<line x1="200" y1="120" x2="200" y2="150" stroke="#9aa0a6" stroke-width="6"/>`,
        `<circle cx="200" cy="240" r="90" fill="${paint.fill}" stroke="${paint.line}" stroke-width="3"/>`,
        `<circle cx="170" cy="225" r="10" fill="${paint.accent}"/><circle cx="230" cy="225" r="10" fill="${paint.accent}"/>`,
        `<path d="M170,270 Q200,295 230,270" fill="none" stroke="${paint.accent}" stroke-width="6" stroke-linecap="round"/>`,
      ];
    case 'socks':
      return [
        path('M170,60 L240,60 L240,230 Q240,250 260,262 L300,286 Q330,305 312,330 Q296,350 262,332 L190,290 Q170,278 170,250 Z', paint.fill, paint.line),
        `<rect x="170" y="60" width="70" height="30" fill="${shade(paint.fill, -0.12)}" stroke="${paint.line}" stroke-width="3"/>`,
        `<text x="205" y="140" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="900" fill="${paint.accent}">H</text>`,
      ];
  }
}

/** The SVG of one product image: `index` 0, 1, 2 for image, image2, image3. */
export function renderProductSvg(art: ProductArt, index: number, productName: string): string {
  const fill = art.colors[index] ?? art.colors[0] ?? '#888888';
  const dark = luminance(fill) < 0.45;
  const paint: Paint = {
    fill,
    accent: art.accent,
    line: dark ? shade(fill, 0.35) : shade(fill, -0.35),
    ink: luminance(art.accent) < 0.45 === dark ? (dark ? '#ffffff' : '#1b1b1b') : art.accent,
  };
  return svgDocument(
    SIZE,
    SIZE,
    [
      `<rect width="${SIZE}" height="${SIZE}" fill="#f3f4f6"/>`,
      ...garment(art.shape, paint),
      `<text x="200" y="376" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="#374151">${escapeXml(art.label)}</text>`,
    ],
    productName,
  );
}
