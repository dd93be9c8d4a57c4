// Korean words a co-op apparel shop really uses, so that built objects read like the shop and
// never like lorem ipsum. Faker supplies names and numbers; the shop's own words come from here.

export interface Garment {
  /** The word in product names, for example 과잠. */
  word: string;
  kind: 'apparel' | 'goods';
  /** List prices it sells at (round KRW). */
  prices: readonly number[];
  /** A catalogue product drawn the same way, whose placeholder images the factories borrow. */
  imageSlug: string;
  category: string;
  colors: readonly string[];
  /** Whether buyers embroider initials and student numbers on it. */
  embroidered?: boolean;
}

export const GARMENTS: readonly Garment[] = [
  { word: '과잠', kind: 'apparel', prices: [79000, 89000, 92000, 99000], imageSlug: 'biz-varsity-2026', category: '아우터', colors: ['네이비', '블랙', '버건디', '그린'], embroidered: true },
  { word: '후드티', kind: 'apparel', prices: [45000, 49000, 52000, 55000], imageSlug: 'hanbit-logo-hoodie', category: '후드·맨투맨', colors: ['그레이', '네이비', '블랙', '아이보리'] },
  { word: '맨투맨', kind: 'apparel', prices: [39000, 42000, 48000], imageSlug: 'hanbit-crewneck', category: '후드·맨투맨', colors: ['그레이', '네이비', '아이보리'] },
  { word: '후드집업', kind: 'apparel', prices: [55000, 59000, 79000], imageSlug: 'hanbit-hood-zipup', category: '후드·맨투맨', colors: ['그레이', '블랙', '네이비'] },
  { word: '플리스 자켓', kind: 'apparel', prices: [59000, 69000, 89000], imageSlug: 'hanbit-fleece-jacket', category: '플리스', colors: ['아이보리', '네이비', '카키'] },
  { word: '코치자켓', kind: 'apparel', prices: [59000, 69000], imageSlug: 'hanbit-coach-jacket', category: '아우터', colors: ['블랙', '네이비', '베이지'] },
  { word: '반팔티', kind: 'apparel', prices: [19000, 22000, 25000], imageSlug: 'hanbit-logo-tee', category: '티셔츠', colors: ['화이트', '블랙', '네이비', '그레이'] },
  { word: '긴팔티', kind: 'apparel', prices: [25000, 29000], imageSlug: 'hanbit-longsleeve', category: '티셔츠', colors: ['화이트', '차콜'] },
  { word: '에코백', kind: 'goods', prices: [15000, 18000], imageSlug: 'hanbit-ecobag', category: '굿즈', colors: [] },
  { word: '볼캡', kind: 'goods', prices: [25000, 28000], imageSlug: 'hanbit-ballcap', category: '굿즈', colors: ['네이비', '베이지', '블랙'] },
];

export const SIZES = ['S', 'M', 'L', 'XL'] as const;
/** Extra price of the big sizes, added to price and salePrice. */
export const SIZE_EXTRA: Readonly<Record<string, number>> = { XL: 0, '2XL': 2000 };

export const DEPARTMENTS = [
  '경영학과', '컴퓨터공학과', '디자인학과', '기계공학과', '경제학과', '간호학과',
  '전자공학과', '심리학과', '건축학과', '국어국문학과', '체육교육과', '화학공학과',
] as const;

export const SCHOOL_PREFIXES = ['한빛', '한빛대', '한빛대 로고', '한빛 캠퍼스', '한빛 마스코트'] as const;

export const PRODUCT_TAGS = ['신상', '기모', '오버핏', '공동구매', '자수', '남녀공용', '베스트', '한정수량', '단체주문'] as const;

export const CATEGORY_TREE: Readonly<Record<string, readonly string[]>> = {
  아우터: ['과잠', '코치자켓', '패딩'],
  '후드·맨투맨': ['후드티', '맨투맨', '후드집업'],
  플리스: ['플리스 자켓', '하프집업'],
  티셔츠: ['반팔티', '긴팔티'],
  굿즈: ['가방', '모자', '생활용품'],
};

export const CITIES: ReadonlyArray<{ city: string; districts: readonly string[]; roads: readonly string[] }> = [
  { city: '서울특별시', districts: ['마포구', '관악구', '성북구', '동대문구', '서대문구'], roads: ['월드컵로', '관악로', '보문로', '왕산로', '신촌로'] },
  { city: '대전광역시', districts: ['유성구', '서구', '대덕구'], roads: ['한빛대학로', '대덕대로', '계룡로', '대학로'] },
  { city: '부산광역시', districts: ['금정구', '남구', '해운대구'], roads: ['부산대학로', '수영로', '해운대로'] },
  { city: '경기도 수원시', districts: ['영통구', '장안구', '팔달구'], roads: ['광교로', '경수대로', '창룡대로'] },
  { city: '광주광역시', districts: ['북구', '동구'], roads: ['용봉로', '필문대로'] },
];

export const BUILDINGS = ['한빛아파트', '푸른마을아파트', '대학빌라', '새솔오피스텔', '한빛관 기숙사'] as const;

export const DELIVERY_NOTES = [
  '문 앞에 놓아 주세요.',
  '부재 시 경비실에 맡겨 주세요.',
  '배송 전에 연락 주세요.',
  '공동현관 비밀번호는 1234# 입니다.',
] as const;

export const REVIEW_FIT = [
  '평소 입는 사이즈로 샀는데 딱 맞아요.',
  '오버핏이라 한 치수 작게 사도 넉넉해요.',
  '어깨가 넓게 나와서 남녀 모두 편하게 입을 수 있어요.',
  '소매가 조금 길어서 접어 입고 있어요.',
  '기장이 엉덩이를 덮어서 레깅스와 입기 좋아요.',
] as const;

export const REVIEW_FABRIC = [
  '원단이 도톰해서 비치지 않고 따뜻해요.',
  '세탁 후에도 보풀이나 변형이 없었어요.',
  '자수가 꼼꼼하고 실밥 마감도 깔끔해요.',
  '안감이 부드러워서 맨살에 닿아도 따갑지 않아요.',
  '생각보다 얇아서 봄가을에 입기 좋아요.',
] as const;

export const REVIEW_CLOSING = [
  '과 동기들도 다 따라 샀어요.',
  '가격 대비 만족합니다.',
  '다른 색상도 구매할 생각이에요.',
  '배송도 빨라서 좋았어요.',
] as const;

export const REJECT_FEEDBACK = [
  '상품과 관계없는 내용이 포함되어 있어요. 착용감이나 소재에 대한 후기로 수정해 주세요.',
  '다른 상품의 사진이 올라와 있어요. 받으신 상품 사진으로 바꿔 주세요.',
] as const;

export const STAFF_ANSWERS = [
  '소중한 후기 감사합니다. 다음 공동구매에도 참고할게요!',
  '불편을 드려 죄송합니다. 마이페이지에서 교환 신청을 해 주세요.',
] as const;

export const CANCEL_REASONS = ['사이즈를 잘못 선택했어요.', '색상을 바꾸고 싶어요.', '단순 변심', '다른 상품과 함께 다시 주문할게요.'] as const;

export const EMAIL_NAMES = ['minji', 'seojun', 'jiwoo', 'hayoon', 'doyun', 'seoyeon', 'junho', 'yerin', 'hyunwoo', 'chaewon'] as const;
