/** Fabric colours used by the placeholder images, keyed by the Korean option value. */
export const HEX = {
  네이비: '#1f2a44',
  블랙: '#1b1b1b',
  버건디: '#6d1a2b',
  그레이: '#9a9da3',
  차콜: '#3a3d42',
  아이보리: '#efe8d8',
  크림: '#f1e6c8',
  화이트: '#f7f7f5',
  스카이블루: '#8fb8de',
  라벤더: '#b7a6d9',
  민트: '#a8d8c4',
  베이지: '#d8c3a0',
  카키: '#5d6349',
  로얄블루: '#1e4fa3',
  그린: '#2f5d46',
  오트밀: '#dcd0bb',
} as const;

export type ColorName = keyof typeof HEX;

export function hexOf(colors: ColorName[]): string[] {
  return colors.map((color) => HEX[color]);
}
