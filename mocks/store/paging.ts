// Page-based lists (orders, reviews, points, restock notifications): from page 1, 10 per page,
// with the total (PRODUCT.md "Paging").
import { badUserInput } from '../../backend/src/graphql/errors';

export const PAGE_SIZE = 10;

export interface Page<T> {
  items: T[];
  total: number;
}

export function pageOf<T>(items: readonly T[], page: number | null | undefined): Page<T> {
  const number = page ?? 1;
  if (!Number.isInteger(number) || number < 1) throw badUserInput('페이지 번호는 1 이상이어야 합니다.', 'page');
  const start = (number - 1) * PAGE_SIZE;
  return { items: items.slice(start, start + PAGE_SIZE), total: items.length };
}

/** Newest first by creation time, the id breaking ties. */
export function newestFirst<T extends { createdAt: string; id: number }>(a: T, b: T): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
}

export function oldestFirst<T extends { createdAt: string; id: number }>(a: T, b: T): number {
  return -newestFirst(a, b);
}
