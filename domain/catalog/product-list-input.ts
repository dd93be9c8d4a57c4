import { z } from 'zod';
import { parseInput } from '../errors/input';
import { PRODUCT_PAGE_SIZE } from '../paging';

const LIMIT_MESSAGE = `한 번에 1개부터 ${PRODUCT_PAGE_SIZE}개까지 불러올 수 있어요.`;

const limitSchema = z
  .number()
  .int({ error: LIMIT_MESSAGE })
  .min(1, { error: LIMIT_MESSAGE })
  .max(PRODUCT_PAGE_SIZE, { error: LIMIT_MESSAGE });

/** How many products one page holds: the caller's limit (1-20) or, without one, a full page. */
export function productPageLimit(limit: number | null | undefined): number {
  return parseInput(limitSchema, limit ?? PRODUCT_PAGE_SIZE, 'limit');
}
