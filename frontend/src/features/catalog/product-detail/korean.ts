/** 을 after a final consonant, 를 after a vowel ("색상을", "사이즈를"); 을(를) for anything but Hangul. */
export function objectParticle(word: string): string {
  const code = word.trim().at(-1)?.charCodeAt(0) ?? 0;
  if (code < 0xac00 || code > 0xd7a3) return '을(를)';
  return (code - 0xac00) % 28 === 0 ? '를' : '을';
}
