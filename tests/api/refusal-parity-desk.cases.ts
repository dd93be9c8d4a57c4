import type { RefusalCase } from './refusal-parity.fixtures';

/** The order desk's refused mutations (desk area, issue 16), spread into REFUSAL_CASES. */
export const DESK_REFUSAL_CASES: readonly RefusalCase[] = [];
