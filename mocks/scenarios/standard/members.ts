import { AuthorityLevel, type ScenarioMember } from './types';

/** The demo shopper the README and end-to-end tests sign in with. */
export const demoMember: ScenarioMember = {
  key: 'member.demo',
  id: 1,
  email: 'demo@hanbit.ac.kr',
  password: 'demo1234!',
  name: '김한빛',
  tel: '+821012345678',
  admissionYear: 2023,
  birthYear: 2004,
  gender: 'FEMALE',
  userTypeId: 1,
  authority: AuthorityLevel.NORMAL,
  recommendationCode: 'HANBIT01',
  marketing: true,
  signupPoint: 1000,
  userDelivery: {
    name: '김한빛',
    postCode: '34134',
    address: '대전광역시 유성구 한빛대학로 123',
    detailAddress: '한빛관 기숙사 B동 305호',
    tel: '+821012345678',
    note: '부재 시 기숙사 행정실에 맡겨 주세요.',
  },
};

/** Co-op staff account that operates the shop (authority ADMIN). */
export const adminMember: ScenarioMember = {
  key: 'member.admin',
  id: 2,
  email: 'admin@hanbit.ac.kr',
  password: 'admin1234!',
  name: '박생협',
  tel: '+821098765432',
  admissionYear: null,
  birthYear: 1988,
  gender: 'MALE',
  userTypeId: 4,
  authority: AuthorityLevel.ADMIN,
  recommendationCode: 'HBCOOP01',
  marketing: false,
  signupPoint: 0,
  userDelivery: null,
};

/** Co-op staff who may look at the operator console but not change anything (authority ADMINHIDDEN). */
export const viewerMember: ScenarioMember = {
  key: 'member.viewer',
  id: 4,
  email: 'viewer@hanbit.ac.kr',
  password: 'viewer1234!',
  name: '최열람',
  tel: '+821077001122',
  admissionYear: null,
  birthYear: 1995,
  gender: 'FEMALE',
  userTypeId: 4,
  authority: AuthorityLevel.ADMINHIDDEN,
  recommendationCode: 'HBCOOP02',
  marketing: false,
  signupPoint: 0,
  userDelivery: null,
};

export const members: ScenarioMember[] = [demoMember, adminMember, viewerMember];
