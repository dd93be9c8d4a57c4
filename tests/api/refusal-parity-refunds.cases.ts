import type { RefusalCase } from './refusal-parity.fixtures';

/** The order desk's refused mutations (refunds area, issue 16), spread into REFUSAL_CASES. */
export const REFUNDS_REFUSAL_CASES: readonly RefusalCase[] = [];
