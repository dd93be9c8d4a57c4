import type { ScenarioAd, ScenarioUniversity } from './types';

export const STANDARD_UNIVERSITY_ID = 1;

export const university: ScenarioUniversity = {
  key: 'university.hanbit',
  id: STANDARD_UNIVERSITY_ID,
  name: '한빛대학교',
  shopName: '한빛대 생협 굿즈샵',
  siteUrl: 'https://shop.hanbit.ac.kr',
  topNotice: '2026 학과 과잠 공동구매가 진행 중입니다. 단체 수령품은 학생회관 1층 생협 매장에서 받아 가세요.',
  footerOperator: '한빛대학교 소비자생활협동조합',
  footerAddress: '대전광역시 유성구 한빛대학로 123 학생회관 1층',
  socialUrl: 'https://www.instagram.com/hanbit_coop',
  chatUrl: 'https://pf.kakao.com/_hanbitcoop',
  themeColor: '#1e4fa3',
  defaultTitle: '한빛대 단체복 공동구매 몰',
  titleTemplate: '%s | 한빛대 생협 굿즈샵',
  promotedCategories: [
    { categoryId: 75, title: '올해의 과잠·점퍼' },
    { categoryId: 71, title: '캠퍼스 필수템 후드·맨투맨' },
    { categoryId: 72, title: '포근한 플리스' },
    { categoryId: 74, title: '티셔츠와 한빛 굿즈' },
  ],
  businessNumber: '305-82-12345',
  mailOrderNumber: '제2026-대전유성-0123호',
  representative: '이정민',
  csTel: '042-123-4567',
  csEmail: 'coop@hanbit.ac.kr',
  naverClientId: null,
  kakaoClientId: null,
  googleClientId: null,
};

export const ads: ScenarioAd[] = [
  {
    key: 'ad.varsity-2026',
    id: 1,
    primary: '2026 학과 과잠 공동구매 오픈',
    secondary: '경영학과·컴퓨터공학과 과잠을 지금 주문하세요. 이니셜 자수 무료!',
    url: '/products?category=75',
    imageUrl: '/static/ads/ad-1.svg',
    position: 0,
    visible: true,
  },
  {
    key: 'ad.fleece-season',
    id: 2,
    primary: '겨울 플리스 시즌',
    secondary: '한빛 플리스 자켓·하프집업 5만원 이상 무료배송',
    url: '/products?category=72',
    imageUrl: '/static/ads/ad-2.svg',
    position: 1,
    visible: true,
  },
  {
    key: 'ad.kakao-channel',
    id: 3,
    primary: '생협 카카오톡 채널 추가하고 소식 받기',
    secondary: '재입고·공동구매 일정을 가장 먼저 알려 드려요.',
    url: 'https://pf.kakao.com/_hanbitcoop',
    imageUrl: '/static/ads/ad-3.svg',
    position: 2,
    visible: true,
  },
];
