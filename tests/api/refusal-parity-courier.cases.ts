import type { RefusalCase } from './refusal-parity.fixtures';

/** The order desk's refused mutations (courier area, issue 16), spread into REFUSAL_CASES. */
export const COURIER_REFUSAL_CASES: readonly RefusalCase[] = [];
