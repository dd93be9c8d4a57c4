import type { RefusalCase } from './refusal-parity.fixtures';

/** The order desk's refused mutations (bulk area, issue 16), spread into REFUSAL_CASES. */
export const BULK_REFUSAL_CASES: readonly RefusalCase[] = [];
