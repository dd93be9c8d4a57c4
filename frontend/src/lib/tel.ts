/** Korean numbers hyphenated as people write them: 010-1234-5678, 02-123-4567, 031-123-4567. */
function hyphenateKorean(national: string): string {
  const seoul = national.startsWith('02');
  const head = seoul ? 2 : 3;
  const rest = national.slice(head);
  if (rest.length < 7 || rest.length > 8) return national;
  const middle = rest.length - 4;
  return `${national.slice(0, head)}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}

/**
 * An E.164 number (+821012345678) as a Korean member reads it (010-1234-5678); numbers of other
 * countries keep their international form, which is how their owners know them.
 */
export function formatTel(tel: string | null | undefined): string {
  if (!tel) return '';
  const compact = tel.replace(/[\s-]/g, '');
  if (compact.startsWith('+82')) return hyphenateKorean(`0${compact.slice(3).replace(/^0/, '')}`);
  if (/^0\d{8,10}$/.test(compact)) return hyphenateKorean(compact);
  return tel;
}
