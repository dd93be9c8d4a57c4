// Reference data every tenant shares, read by the backend's services and adapters, the seeders
// (through the scenarios) and the mocked API: KFTC bank codes, point types, delivery companies.

/** A point type row; `code` is the stable key services look it up by. */
export interface ReferencePointType {
  key: string;
  id: number;
  /** Stable key services look point types up by. */
  code: string;
  content: string;
}

/** A delivery company members can track a shipment with. */
export interface ReferenceDeliveryCompany {
  key: string;
  id: number;
  code: string;
  content: string;
  /** Tracking page address with `{number}` standing for the shipping number. */
  trackingUrl: string;
}

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
  /** Staff granted points by hand, with a reason (docs/decisions/0048). */
  ADMIN_GRANT: 'ADMIN_GRANT',
  /** Staff took points back by hand, with a reason. */
  ADMIN_TAKE: 'ADMIN_TAKE',
} as const;

export const pointTypes: ReferencePointType[] = [
  { key: 'point-type.signup', id: 1, code: PointTypeCode.SIGNUP, content: '회원가입' },
  { key: 'point-type.purchase', id: 2, code: PointTypeCode.PURCHASE, content: '구매 적립' },
  { key: 'point-type.review-text', id: 3, code: PointTypeCode.REVIEW_TEXT, content: '텍스트 리뷰 적립' },
  { key: 'point-type.review-photo', id: 4, code: PointTypeCode.REVIEW_PHOTO, content: '포토 리뷰 적립' },
  { key: 'point-type.recommend', id: 5, code: PointTypeCode.RECOMMEND, content: '추천 적립' },
  { key: 'point-type.use', id: 6, code: PointTypeCode.USE, content: '포인트 사용' },
  { key: 'point-type.expire', id: 7, code: PointTypeCode.EXPIRE, content: '소멸' },
  { key: 'point-type.refund', id: 8, code: PointTypeCode.REFUND, content: '주문 취소 환원' },
  { key: 'point-type.admin-grant', id: 9, code: PointTypeCode.ADMIN_GRANT, content: '운영진 지급' },
  { key: 'point-type.admin-take', id: 10, code: PointTypeCode.ADMIN_TAKE, content: '운영진 회수' },
];

export const deliveryCompanies: ReferenceDeliveryCompany[] = [
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
