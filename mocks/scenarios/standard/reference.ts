import type { ScenarioCountryDialingCode, ScenarioUserType } from './types';

// The demo tenant's member types and dialing codes. Reference data every tenant shares (banks,
// point types, delivery companies) lives in domain/reference/reference.ts.

export const userTypes: ScenarioUserType[] = [
  { key: 'user-type.undergraduate', id: 1, content: '학부생', nationality: 'DOMESTIC', eduDegree: 'BACHELOR', inCollege: true, position: 0 },
  { key: 'user-type.graduate', id: 2, content: '대학원생', nationality: 'DOMESTIC', eduDegree: 'POST_GRADUATE', inCollege: true, position: 1 },
  { key: 'user-type.exchange', id: 3, content: '교환학생', nationality: 'FOREIGNER', eduDegree: 'BACHELOR', inCollege: true, position: 2 },
  { key: 'user-type.staff', id: 4, content: '교직원', nationality: 'DOMESTIC', eduDegree: 'NOT_SET', inCollege: false, position: 3 },
  { key: 'user-type.alumni', id: 5, content: '졸업생', nationality: 'DOMESTIC', eduDegree: 'BACHELOR', inCollege: false, position: 4 },
];

// Korea first: nearly every member certifies a Korean number.
export const countryDialingCodes: ScenarioCountryDialingCode[] = [
  { key: 'dialing.kr', id: 1, isoCode: 'KR', code: '+82', imageUrl: '/static/flags/kr.svg', name: '대한민국', position: 0 },
  { key: 'dialing.us', id: 2, isoCode: 'US', code: '+1', imageUrl: '/static/flags/us.svg', name: '미국', position: 1 },
  { key: 'dialing.cn', id: 3, isoCode: 'CN', code: '+86', imageUrl: '/static/flags/cn.svg', name: '중국', position: 2 },
  { key: 'dialing.jp', id: 4, isoCode: 'JP', code: '+81', imageUrl: '/static/flags/jp.svg', name: '일본', position: 3 },
  { key: 'dialing.vn', id: 5, isoCode: 'VN', code: '+84', imageUrl: '/static/flags/vn.svg', name: '베트남', position: 4 },
  { key: 'dialing.mn', id: 6, isoCode: 'MN', code: '+976', imageUrl: '/static/flags/mn.svg', name: '몽골', position: 5 },
  { key: 'dialing.uz', id: 7, isoCode: 'UZ', code: '+998', imageUrl: '/static/flags/uz.svg', name: '우즈베키스탄', position: 6 },
  { key: 'dialing.tw', id: 8, isoCode: 'TW', code: '+886', imageUrl: '/static/flags/tw.svg', name: '대만', position: 7 },
  { key: 'dialing.id', id: 9, isoCode: 'ID', code: '+62', imageUrl: '/static/flags/id.svg', name: '인도네시아', position: 8 },
  { key: 'dialing.fr', id: 10, isoCode: 'FR', code: '+33', imageUrl: '/static/flags/fr.svg', name: '프랑스', position: 9 },
  { key: 'dialing.de', id: 11, isoCode: 'DE', code: '+49', imageUrl: '/static/flags/de.svg', name: '독일', position: 10 },
];
