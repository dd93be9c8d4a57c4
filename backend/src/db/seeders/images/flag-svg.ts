import { star, svgDocument } from './svg';

// Simplified flags for the dialing-code picker: recognisable at 24 px, not heraldically exact.

const W = 30;
const H = 20;
const rect = (x: number, y: number, w: number, h: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`;
const bands = (colors: string[], vertical: boolean) =>
  colors.map((fill, i) =>
    vertical
      ? rect((W / colors.length) * i, 0, W / colors.length, H, fill)
      : rect(0, (H / colors.length) * i, W, H / colors.length, fill),
  );
const trigram = (x: number, y: number, angle: number) =>
  `<g transform="rotate(${angle} ${x} ${y})">${[-1.4, 0, 1.4].map((dy) => rect(x - 2, y + dy - 0.4, 4, 0.8, '#000000')).join('')}</g>`;

const FLAGS: Record<string, () => string[]> = {
  KR: () => [
    rect(0, 0, W, H, '#ffffff'),
    '<path d="M10,10 A5,5 0 0 1 20,10 Z" fill="#cd2e3a"/>',
    '<path d="M10,10 A5,5 0 0 0 20,10 Z" fill="#0047a0"/>',
    trigram(5, 4.5, -56),
    trigram(25, 15.5, -56),
    trigram(25, 4.5, 56),
    trigram(5, 15.5, 56),
  ],
  US: () => [
    ...Array.from({ length: 13 }, (_, i) => rect(0, (H / 13) * i, W, H / 13, i % 2 === 0 ? '#b22234' : '#ffffff')),
    rect(0, 0, 12, (H / 13) * 7, '#3c3b6e'),
  ],
  CN: () => [rect(0, 0, W, H, '#de2910'), star(5, 5, 3, '#ffde00'), star(10, 2, 1, '#ffde00'), star(12, 4, 1, '#ffde00'), star(12, 7, 1, '#ffde00'), star(10, 9, 1, '#ffde00')],
  JP: () => [rect(0, 0, W, H, '#ffffff'), '<circle cx="15" cy="10" r="6" fill="#bc002d"/>'],
  VN: () => [rect(0, 0, W, H, '#da251d'), star(15, 10, 6, '#ffff00')],
  MN: () => [...bands(['#c4272f', '#015197', '#c4272f'], true), rect(4, 5, 2, 10, '#f9cf02')],
  UZ: () => [
    ...bands(['#0099b5', '#ffffff', '#1eb53a'], false),
    rect(0, 6.4, W, 0.6, '#ce1126'),
    rect(0, 13, W, 0.6, '#ce1126'),
    '<circle cx="5" cy="3.3" r="2.2" fill="#ffffff"/>',
  ],
  TW: () => [rect(0, 0, W, H, '#fe0000'), rect(0, 0, 15, 10, '#000095'), '<circle cx="7.5" cy="5" r="2.6" fill="#ffffff"/>'],
  ID: () => bands(['#ce1126', '#ffffff'], false),
  FR: () => bands(['#002395', '#ffffff', '#ed2939'], true),
  DE: () => bands(['#000000', '#dd0000', '#ffce00'], false),
};

export function renderFlagSvg(isoCode: string, name: string): string {
  const draw = FLAGS[isoCode];
  if (!draw) throw new Error(`No flag drawing for ${isoCode}`);
  return svgDocument(W, H, [...draw(), `<rect width="${W}" height="${H}" fill="none" stroke="#00000022"/>`], name);
}
