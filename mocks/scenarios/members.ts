// Who can log in in each scenario, for Playwright's mock project and the README. The demo and
// admin members are the catalogue's own (the backend seeder creates them too); the new member
// exists only in `new-member`.
import type { ScenarioName } from './scenario';
import { adminMember, AuthorityLevel, demoMember, viewerMember, type ScenarioMember } from './standard';
import { MemberId } from './activity/ids';

/** A member who signed up a moment ago: no address, no cart, no orders, no points. */
export const newMember: ScenarioMember = {
  key: 'member.new',
  id: MemberId.newMember,
  email: 'freshman@hanbit.ac.kr',
  password: 'fresh2026!',
  name: '이새봄',
  tel: '+821055501234',
  admissionYear: 2026,
  birthYear: 2007,
  gender: 'MALE',
  userTypeId: 1,
  authority: AuthorityLevel.NORMAL,
  recommendationCode: 'HANBIT03',
  marketing: false,
  signupPoint: 0,
  userDelivery: null,
};

export interface ScenarioCredential {
  /** What the account is for, for test titles and the README. */
  role: 'member' | 'staff' | 'staff-viewer' | 'new-member';
  email: string;
  password: string;
  memberId: number;
}

const credentialOf = (member: ScenarioMember, role: ScenarioCredential['role']): ScenarioCredential => ({
  role,
  email: member.email,
  password: member.password,
  memberId: member.id,
});

export const DEMO_CREDENTIAL = credentialOf(demoMember, 'member');
export const ADMIN_CREDENTIAL = credentialOf(adminMember, 'staff');
export const NEW_MEMBER_CREDENTIAL = credentialOf(newMember, 'new-member');
export const VIEWER_CREDENTIAL = credentialOf(viewerMember, 'staff-viewer');

/** The accounts of each scenario; the signed-in one is the scenario's `viewerId`. */
export const scenarioMembers: Record<ScenarioName, ScenarioMember[]> = {
  standard: [demoMember, adminMember, viewerMember],
  'new-member': [demoMember, adminMember, viewerMember, newMember],
  anonymous: [demoMember, adminMember, viewerMember],
  'sold-out': [demoMember, adminMember, viewerMember],
  staff: [demoMember, adminMember, viewerMember],
  'staff-readonly': [demoMember, adminMember, viewerMember],
};

/** Every account that can log in, per scenario. */
export const scenarioCredentials: Record<ScenarioName, ScenarioCredential[]> = {
  standard: [DEMO_CREDENTIAL, ADMIN_CREDENTIAL, VIEWER_CREDENTIAL],
  'new-member': [DEMO_CREDENTIAL, ADMIN_CREDENTIAL, VIEWER_CREDENTIAL, NEW_MEMBER_CREDENTIAL],
  anonymous: [DEMO_CREDENTIAL, ADMIN_CREDENTIAL, VIEWER_CREDENTIAL],
  'sold-out': [DEMO_CREDENTIAL, ADMIN_CREDENTIAL, VIEWER_CREDENTIAL],
  staff: [DEMO_CREDENTIAL, ADMIN_CREDENTIAL, VIEWER_CREDENTIAL],
  'staff-readonly': [DEMO_CREDENTIAL, ADMIN_CREDENTIAL, VIEWER_CREDENTIAL],
};
