import type {
  ScenarioCountryDialingCode,
  ScenarioDeliveryCompany,
  ScenarioPointType,
  ScenarioUserType,
} from './types';

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

/** Stable codes services look point types up by. */
export const PointTypeCode = {
  SIGNUP: 'SIGNUP',
  PURCHASE: 'PURCHASE',
  REVIEW_TEXT: 'REVIEW_TEXT',
  REVIEW_PHOTO: 'REVIEW_PHOTO',
  RECOMMEND: 'RECOMMEND',
  USE: 'USE',
  EXPIRE: 'EXPIRE',
  REFUND: 'REFUND',
} as const;

export const pointTypes: ScenarioPointType[] = [
  { key: 'point-type.signup', id: 1, code: PointTypeCode.SIGNUP, content: '회원가입' },
  { key: 'point-type.purchase', id: 2, code: PointTypeCode.PURCHASE, content: '구매 적립' },
  { key: 'point-type.review-text', id: 3, code: PointTypeCode.REVIEW_TEXT, content: '텍스트 리뷰 적립' },
  { key: 'point-type.review-photo', id: 4, code: PointTypeCode.REVIEW_PHOTO, content: '포토 리뷰 적립' },
  { key: 'point-type.recommend', id: 5, code: PointTypeCode.RECOMMEND, content: '추천 적립' },
  { key: 'point-type.use', id: 6, code: PointTypeCode.USE, content: '포인트 사용' },
  { key: 'point-type.expire', id: 7, code: PointTypeCode.EXPIRE, content: '소멸' },
  { key: 'point-type.refund', id: 8, code: PointTypeCode.REFUND, content: '주문 취소 환원' },
];

export const deliveryCompanies: ScenarioDeliveryCompany[] = [
  { key: 'delivery-company.cj', id: 1, code: 'CJ', content: 'CJ대한통운', trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={number}' },
  { key: 'delivery-company.hanjin', id: 2, code: 'HANJIN', content: '한진택배', trackingUrl: 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={number}' },
  { key: 'delivery-company.lotte', id: 3, code: 'LOTTE', content: '롯데택배', trackingUrl: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={number}' },
  { key: 'delivery-company.epost', id: 4, code: 'EPOST', content: '우체국택배', trackingUrl: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={number}' },
  { key: 'delivery-company.logen', id: 5, code: 'LOGEN', content: '로젠택배', trackingUrl: 'https://www.ilogen.com/web/personal/trace/{number}' },
];

/** KFTC standard bank codes members can receive a refund at (Query.banks). */
export const BANKS: readonly { code: string; name: string }[] = [
  { code: '004', name: 'KB국민은행' },
  { code: '088', name: '신한은행' },
  { code: '020', name: '우리은행' },
  { code: '081', name: '하나은행' },
  { code: '011', name: 'NH농협은행' },
  { code: '003', name: 'IBK기업은행' },
  { code: '090', name: '카카오뱅크' },
  { code: '092', name: '토스뱅크' },
  { code: '089', name: '케이뱅크' },
  { code: '023', name: 'SC제일은행' },
  { code: '027', name: '한국씨티은행' },
  { code: '031', name: 'iM뱅크(대구은행)' },
  { code: '032', name: '부산은행' },
  { code: '034', name: '광주은행' },
  { code: '035', name: '제주은행' },
  { code: '037', name: '전북은행' },
  { code: '039', name: '경남은행' },
  { code: '045', name: '새마을금고' },
  { code: '048', name: '신협' },
  { code: '071', name: '우체국' },
  { code: '007', name: '수협은행' },
  { code: '002', name: 'KDB산업은행' },
];
