/**
 * 김한빛 → 김*빛, 이솔 → 이*, John Smith → J********h: the public sees who wrote a review only
 * as far as Korean shops usually show it.
 */
export function maskName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length <= 1) return '*';
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters.at(-1)}`;
}
