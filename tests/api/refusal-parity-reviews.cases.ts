import type { RefusalCase } from './refusal-parity.fixtures';

/** The order desk's refused mutations (reviews area, issue 16), spread into REFUSAL_CASES. */
export const REVIEWS_REFUSAL_CASES: readonly RefusalCase[] = [];
