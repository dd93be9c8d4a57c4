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

const PRICE_MESSAGE = '가격은 0원 이상의 정수로 입력해 주세요.';
const priceSchema = z.number().int({ error: PRICE_MESSAGE }).min(0, { error: PRICE_MESSAGE }).max(100_000_000, { error: PRICE_MESSAGE }).nullish();

const listFilterSchema = z
  .object({
    minPrice: priceSchema,
    maxPrice: priceSchema,
    ids: z.array(z.number().int().positive()).max(PRODUCT_PAGE_SIZE, { error: `상품은 한 번에 ${PRODUCT_PAGE_SIZE}개까지 고를 수 있어요.` }).nullish(),
  })
  .refine((value) => value.minPrice == null || value.maxPrice == null || value.minPrice <= value.maxPrice, {
    error: '최저 가격이 최고 가격보다 높아요. 가격 범위를 다시 골라 주세요.',
    path: ['minPrice'],
  });

/** The list's price range and id filter, checked alike by the API and the mocked API. */
export function productListFilters(input: { minPrice?: number | null; maxPrice?: number | null; ids?: readonly number[] | null }) {
  return parseInput(listFilterSchema, { minPrice: input.minPrice, maxPrice: input.maxPrice, ids: input.ids ? [...input.ids] : input.ids });
}
