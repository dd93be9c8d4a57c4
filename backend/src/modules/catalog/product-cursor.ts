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

export function decodeCursor(value: string): ProductCursor {
  const refuse = () =>
    badUserInput('상품 목록의 다음 페이지 정보가 올바르지 않아요. 목록을 처음부터 다시 불러와 주세요.', 'cursor');
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(value)) throw refuse();
  const [createdAt, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('_');
  if (rest.length > 0 || !createdAt || !CREATED_AT.test(createdAt) || !id || !/^[1-9]\d{0,9}$/.test(id)) throw refuse();
  // A round trip rejects dates such as 02-31 that Date.parse would roll over but Postgres refuses.
  const at = new Date(`${createdAt.slice(0, 23)}Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 19) !== createdAt.slice(0, 19)) throw refuse();
  if (Number(id) > 2_147_483_647) throw refuse();
  return { createdAt, id: Number(id) };
}
