// Named starting states of a mocked session, for the mocked API (dev, Storybook, vitest,
// Playwright's mock project): one set of mock data for every audience (ADRs 0011 and 0012).
import { MOCK_NOW } from '../factories/clock';
import { buildAnonymousScenario, ANONYMOUS_DESCRIPTION } from './anonymous';
import { buildNewMemberScenario, NEW_MEMBER_DESCRIPTION } from './new-member';
import type { MockScenario, ScenarioName } from './scenario';
import { buildSoldOutScenario, SOLD_OUT_DESCRIPTION } from './sold-out';
import { buildStaffReadonlyScenario, buildStaffScenario, STAFF_DESCRIPTION, STAFF_READONLY_DESCRIPTION } from './staff';
import { buildStandardScenario, STANDARD_DESCRIPTION } from './standard-scenario';

export interface ScenarioInfo {
  name: ScenarioName;
  /** Short Korean label for the Storybook toolbar. */
  title: string;
  /** One Korean line on what the scenario shows. */
  description: string;
}

/** In toolbar order. */
export const SCENARIOS: Record<ScenarioName, ScenarioInfo> = {
  standard: { name: 'standard', title: '기본 (데모 회원)', description: STANDARD_DESCRIPTION },
  'new-member': { name: 'new-member', title: '신규 회원', description: NEW_MEMBER_DESCRIPTION },
  anonymous: { name: 'anonymous', title: '비로그인', description: ANONYMOUS_DESCRIPTION },
  'sold-out': { name: 'sold-out', title: '전 상품 품절', description: SOLD_OUT_DESCRIPTION },
  staff: { name: 'staff', title: '운영진 (ADMIN)', description: STAFF_DESCRIPTION },
  'staff-readonly': { name: 'staff-readonly', title: '조회 전용 운영진', description: STAFF_READONLY_DESCRIPTION },
};

const builders: Record<ScenarioName, (now: Date) => MockScenario> = {
  standard: buildStandardScenario,
  'new-member': buildNewMemberScenario,
  anonymous: buildAnonymousScenario,
  'sold-out': buildSoldOutScenario,
  staff: buildStaffScenario,
  'staff-readonly': buildStaffReadonlyScenario,
};

export interface LoadScenarioOptions {
  /** The instant sale windows and activity dates are placed around (default MOCK_NOW, fixed). */
  now?: Date;
}

/** A fresh copy every call: the mocked API may change it freely. */
export function loadScenario(name: ScenarioName, options: LoadScenarioOptions = {}): MockScenario {
  // The catalogue's reference tables are module constants: clone so that no session changes another.
  return structuredClone(builders[name](options.now ?? MOCK_NOW));
}

export { MOCK_NOW };
export { StandardIds } from './activity/ids';
export {
  newMember,
  scenarioCredentials,
} from './members';
export * from './graphql-shapes';
export * from './pricing';
export * from './scenario';
