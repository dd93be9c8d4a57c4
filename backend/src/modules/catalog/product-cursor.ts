import { badUserInput } from '../../../../domain/errors/errors';

/**
 * The list's sort key (createdAt desc, id desc) as an opaque base64url string. The time keeps
 * Postgres' microseconds as text: a JS Date would round them away, and a product created in the
 * same millisecond as the page's last one could then be skipped or shown twice.
 */
export interface ProductCursor {
  /** UTC, `YYYY-MM-DDTHH:MM:SS.ffffff`. */
  createdAt: string;
  id: number;
}

const CREATED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

export function encodeCursor(cursor: ProductCursor): string {
  return Buffer.from(`${cursor.createdAt}_${cursor.id}`, 'utf8').toString('base64url');
}

const refuse = () =>
  badUserInput('상품 목록의 다음 페이지 정보가 올바르지 않아요. 목록을 처음부터 다시 불러와 주세요.', 'cursor');

export function decodeCursor(value: string): ProductCursor {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(value)) throw refuse();
  return parseKey(Buffer.from(value, 'base64url').toString('utf8'));
}

/**
 * The sorted list's position (ADR 0058): sold out (0/1) and the sort's own key (a price or a
 * unit count; 0 for 신상품) before the (createdAt, id) tail every order ends with.
 */
export interface ListCursor extends ProductCursor {
  soldOut: 0 | 1;
  key: number;
}

export function encodeListCursor(cursor: ListCursor): string {
  return Buffer.from(`L${cursor.soldOut}:${cursor.key}:${cursor.createdAt}_${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeListCursor(value: string): ListCursor {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(value)) throw refuse();
  const match = /^L([01]):(0|-?[1-9]\d{0,11}):(.+)$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) throw refuse();
  return { soldOut: match[1] === '1' ? 1 : 0, key: Number(match[2]), ...parseKey(match[3]!) };
}

function parseKey(text: string): ProductCursor {
  const [createdAt, id, ...rest] = text.split('_');
  if (rest.length > 0 || !createdAt || !CREATED_AT.test(createdAt) || !id || !/^[1-9]\d{0,9}$/.test(id)) throw refuse();
  // A round trip rejects dates such as 02-31 that Date.parse would roll over but Postgres refuses.
  const at = new Date(`${createdAt.slice(0, 23)}Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 19) !== createdAt.slice(0, 19)) throw refuse();
  if (Number(id) > 2_147_483_647) throw refuse();
  return { createdAt, id: Number(id) };
}
