import type { RefusalCase } from './refusal-parity.fixtures';

/** The order desk's refused mutations (today area, issue 16), spread into REFUSAL_CASES. */
export const TODAY_REFUSAL_CASES: readonly RefusalCase[] = [];
