/**
 * The page description search engines and link previews show for the shop, written into the
 * first HTML by the server (a screen never shows it, so it lives with the other tenant texts).
 */
export function shopDescription({ name, shopName }: { name: string; shopName: string }): string {
  return `${shopName}: ${name} 학생을 위한 학교 의류·과잠 공동구매 쇼핑몰이에요. 주문부터 배송 조회까지 한곳에서 할 수 있어요.`;
}
