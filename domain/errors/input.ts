import { z } from 'zod';
import { koreanZodError } from '../security/request-refusals';
import { PAGE_SIZE } from '../paging';
import { badUserInput } from './errors';

/** Far beyond any real list; keeps a typo from asking Postgres to skip billions of rows. */
const MAX_PAGE = 100_000;

const pageSchema = z
  .number()
  .int({ error: '페이지 번호는 1 이상의 정수로 입력해 주세요.' })
  .min(1, { error: '페이지 번호는 1 이상의 정수로 입력해 주세요.' })
  .max(MAX_PAGE, { error: '페이지 번호가 너무 커요. 1페이지부터 다시 확인해 주세요.' });

/**
 * Parses with zod; the first problem becomes BAD_USER_INPUT naming its field (`field` names a
 * single value parsed on its own). Every service validates its input through this.
 */
export function parseInput<Schema extends z.ZodType>(schema: Schema, data: unknown, field?: string): z.output<Schema> {
  // A check whose schema gave no sentence of its own still answers in Korean, never zod's English.
  const result = schema.safeParse(data, { error: koreanZodError });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.');
  throw badUserInput(issue?.message ?? '입력한 내용을 다시 확인해 주세요.', path || field);
}

/** A page number from 1 (null means 1) as limit and offset. */
export function pageWindow(page: number | null | undefined, field = 'page'): { limit: number; offset: number } {
  const number = parseInput(pageSchema, page ?? 1, field);
  return { limit: PAGE_SIZE, offset: (number - 1) * PAGE_SIZE };
}
