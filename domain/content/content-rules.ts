import { badUserInput } from '../errors/errors';
import { staleEdit } from '../staff/staff-messages';
import { AD_ENDS_PAST_MESSAGE, AD_ORDER_MESSAGE, NOTICE_ENDS_PAST_MESSAGE } from './content-messages';

// The decisions staff content edits share (docs/product-rules.md#shop-content): the server and the
// mocked API call these after loading their rows, so both refuse alike.

const ms = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

/**
 * The edit carries the version (updatedAt) the editor saw; anything else was written by someone
 * since, and saving would silently overwrite it. Compared to the millisecond, as both sides store.
 */
export function checkVersion(expected: Date, stored: Date | string): void {
  if (ms(expected) !== ms(stored)) throw staleEdit();
}

/** An ad whose end already passed would never show: refused so staff notice the typo. */
export function checkAdEnd(endsAt: Date | null, now: Date): void {
  if (endsAt && endsAt.getTime() <= now.getTime()) throw badUserInput(AD_ENDS_PAST_MESSAGE, 'endsAt');
}

export function checkNoticeEnd(endsAt: Date | null, now: Date): void {
  if (endsAt && endsAt.getTime() <= now.getTime()) throw badUserInput(NOTICE_ENDS_PAST_MESSAGE, 'endsAt');
}

/**
 * A new order must name every ad of the shop exactly once (the input already has no duplicates);
 * returns each id's new position.
 */
export function planAdOrder(existingIds: readonly number[], ids: readonly number[]): Map<number, number> {
  const existing = new Set(existingIds);
  if (ids.length !== existing.size || ids.some((id) => !existing.has(id))) throw badUserInput(AD_ORDER_MESSAGE, 'ids');
  return new Map(ids.map((id, position) => [id, position]));
}

/** The fields of an object that an audit row shows before and after, as plain JSON. */
export function auditValues<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Record<string, unknown> {
  return Object.fromEntries(
    keys.map((key) => {
      const value = row[key];
      return [key, value instanceof Date ? value.toISOString() : (value ?? null)];
    }),
  );
}

export const AD_AUDIT_FIELDS = ['primary', 'secondary', 'url', 'imageUrl', 'visible', 'startsAt', 'endsAt', 'position'] as const;
export const SETTINGS_AUDIT_FIELDS = [
  'name',
  'shopName',
  'siteUrl',
  'footerOperator',
  'footerAddress',
  'defaultTitle',
  'titleTemplate',
  'socialUrl',
  'chatUrl',
  'themeColor',
  'businessNumber',
  'mailOrderNumber',
  'representative',
  'csTel',
  'csEmail',
  'kakaoClientId',
  'naverClientId',
  'googleClientId',
  'topNotice',
  'topNoticeEndsAt',
] as const;
