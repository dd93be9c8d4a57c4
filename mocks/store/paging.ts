// Page-based lists (orders, reviews, points, restock notifications): from page 1, 10 per page,
// with the total (docs/product-rules.md#paging).
import { pageWindow } from '../../domain/errors/input';

export interface Page<T> {
  items: T[];
  total: number;
}

export function pageOf<T>(items: readonly T[], page: number | null | undefined): Page<T> {
  const { limit, offset } = pageWindow(page);
  return { items: items.slice(offset, offset + limit), total: items.length };
}

/** Newest first by creation time, the id breaking ties. */
export function newestFirst<T extends { createdAt: string; id: number }>(a: T, b: T): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id;
}

export function oldestFirst<T extends { createdAt: string; id: number }>(a: T, b: T): number {
  return -newestFirst(a, b);
}
