import { looksLikePickupPass } from './pickup-pass';

/*
 * What staff type or scan into the roster's one search field (docs/product-rules.md#pickup-day):
 * a name, a name and the last four phone digits (`김한빛 1234`), four digits alone, or a pass.
 */
export type PickupSearch =
  | { kind: 'all' }
  | { kind: 'code'; code: string }
  | { kind: 'name'; name: string }
  | { kind: 'phone'; last4: string }
  | { kind: 'namePhone'; name: string; last4: string };

export function parsePickupSearch(raw: string | null | undefined): PickupSearch {
  const text = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return { kind: 'all' };
  if (looksLikePickupPass(text)) return { kind: 'code', code: text };
  if (/^\d{4}$/.test(text)) return { kind: 'phone', last4: text };
  const withDigits = /^(.*?)\s*(\d{4})$/.exec(text);
  if (withDigits && withDigits[1]!.trim() !== '' && !/\d/.test(withDigits[1]!)) {
    return { kind: 'namePhone', name: withDigits[1]!.trim(), last4: withDigits[2]! };
  }
  return { kind: 'name', name: text };
}

/** The last four digits of a phone number as stored (`+821012345678`, `010-1234-5678`); '' when none. */
export function phoneLast4(tel: string | null | undefined): string {
  const digits = (tel ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : '';
}

const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/**
 * Whether a member matches a search other than a code (a code is matched by its verified order
 * id). Names match by containing the typed part, spaces ignored, so `한빛` finds 김한빛.
 */
export function matchesPickupSearch(member: { name: string; phoneLast4: string }, search: PickupSearch): boolean {
  switch (search.kind) {
    case 'all':
    case 'code':
      return true;
    case 'name':
      return squash(member.name).includes(squash(search.name));
    case 'phone':
      return member.phoneLast4 === search.last4;
    case 'namePhone':
      return member.phoneLast4 === search.last4 && squash(member.name).includes(squash(search.name));
  }
}
