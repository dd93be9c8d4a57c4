import type { ScenarioAd } from '../../../../../mocks/scenarios/standard';
import { FONT, escapeXml, shade, svgDocument } from './svg';

// Home banners: the ad's own headline on a colour field, so the banner stays legible even
// where the image fails to load and the client falls back to the text.

const W = 1200;
const H = 400;
const PALETTES = [
  { from: '#1e4fa3', to: '#0f2a5c', text: '#ffffff', sub: '#dbe6ff' },
  { from: '#2f5d46', to: '#1b3a2b', text: '#ffffff', sub: '#d7efe2' },
  { from: '#fee500', to: '#f5c400', text: '#191919', sub: '#3c3c3c' },
];

export function renderAdSvg(ad: ScenarioAd, index: number): string {
  const palette = PALETTES[index % PALETTES.length] ?? PALETTES[0]!;
  return svgDocument(
    W,
    H,
    [
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient></defs>`,
      `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
      `<circle cx="1060" cy="90" r="220" fill="${shade(palette.from, 0.12)}" opacity="0.5"/>`,
      `<text x="80" y="190" font-family="${FONT}" font-size="46" font-weight="800" fill="${palette.text}">${escapeXml(ad.primary)}</text>`,
      `<text x="80" y="250" font-family="${FONT}" font-size="26" fill="${palette.sub}">${escapeXml(ad.secondary)}</text>`,
      `<text x="80" y="330" font-family="${FONT}" font-size="22" font-weight="700" fill="${palette.text}">한빛대 생협 굿즈샵</text>`,
    ],
    ad.primary,
  );
}
