// Reviews as facts: who, which product and combination, what they said. Other members' reviews
// are APPLIED (product pages show them, with averages and pinned ones first); the demo member's
// own three cover READY, APPLIED and REJECT. Each is dated after its product appeared.
import { StandardIds } from './ids';
import type { Ago } from './lookup';

export interface ReviewSpec {
  id: number;
  userId: number;
  authorName: string;
  productId: number;
  /** The demo member's own reviews point at their order line; others carry only the options. */
  orderProductId?: number;
  options?: string[];
  rating: number;
  note: string;
  status: 'READY' | 'APPLIED' | 'REJECT';
  pinned?: boolean;
  /** How many of the product's own gallery images stand in for the reviewer's photos. */
  photos?: number;
  size?: { size: string | null; height: number | null; weight: number | null };
  /** Answer index (0-2) per question of the product's review type, in question order. */
  answers?: number[];
  written: Ago;
  feedback?: string;
  staffAnswer?: string;
}

const R = StandardIds.review;
const L = StandardIds.orderProduct;
const DEMO = StandardIds.member.demo;
const DEMO_NAME = '김한빛';

export const demoReviewSpecs: ReviewSpec[] = [
  {
    id: R.teeApplied,
    userId: DEMO,
    authorName: DEMO_NAME,
    productId: 24,
    orderProductId: L.logoTee,
    rating: 5,
    note: '면이 도톰해서 비치지 않고 빨아도 목이 늘어나지 않아요. 평소 M 입는데 M 사니 살짝 여유 있게 딱 좋아요. 두 장 사길 잘했어요!',
    status: 'APPLIED',
    photos: 2,
    size: { size: 'M', height: 163, weight: 52 },
    answers: [1, 1, 1],
    written: { days: 24 },
    staffAnswer: '소중한 후기 감사합니다. 포토 리뷰 적립금 500원이 지급되었어요. 한빛 굿즈와 함께 즐거운 학기 보내세요!',
  },
  {
    id: R.ecobagReady,
    userId: DEMO,
    authorName: DEMO_NAME,
    productId: 30,
    orderProductId: L.ecobag,
    rating: 4,
    note: '전공책 세 권에 노트북까지 들어가요. 캔버스가 두꺼워서 튼튼한데 안쪽 주머니가 하나 더 있으면 좋겠어요.',
    status: 'READY',
    answers: [2, 1],
    written: { days: 2 },
  },
  {
    id: R.hoodieRejected,
    userId: DEMO,
    authorName: DEMO_NAME,
    productId: 10,
    orderProductId: L.logoHoodie,
    rating: 2,
    note: '배송 기사님이 전화도 없이 경비실에 두고 가셨어요. 택배사 좀 바꿔 주세요.',
    status: 'REJECT',
    size: { size: 'L', height: 163, weight: 52 },
    answers: [2, 1, 2],
    written: { days: 12 },
    feedback: '배송 관련 내용은 1:1 문의로 남겨 주세요. 상품의 착용감, 사이즈, 소재에 대한 후기로 수정하시면 다시 검토해 드릴게요.',
  },
];

type OtherReview = Omit<ReviewSpec, 'id' | 'status'>;

const others: OtherReview[] = [
  { userId: 11, authorName: '이서준', productId: 10, options: ['그레이', 'L'], rating: 5, pinned: true, photos: 2, size: { size: 'L', height: 178, weight: 70 }, answers: [1, 1, 2], written: { days: 45 }, note: '기모가 빵빵해서 한겨울에도 이거 하나면 충분해요. 178에 70kg인데 L이 엉덩이 덮는 기장이라 딱 좋습니다. 로고 자수도 꼼꼼해요.', staffAnswer: '자세한 후기 감사합니다! 세탁할 때는 뒤집어서 미온수로 빨아 주세요.' },
  { userId: 12, authorName: '박지우', productId: 10, options: ['아이보리', 'M'], rating: 4, size: { size: 'M', height: 160, weight: 50 }, answers: [2, 1, 1], written: { days: 33 }, note: '아이보리 색이 화면이랑 똑같이 예뻐요. 오버핏이라 M도 넉넉하니 정사이즈 원하시면 한 치수 작게 가세요.' },
  { userId: 13, authorName: '최민서', productId: 10, options: ['네이비', 'XL'], rating: 5, photos: 1, size: { size: 'XL', height: 183, weight: 82 }, answers: [1, 0, 2], written: { days: 20 }, note: '과방에서 다들 어디서 샀냐고 물어봐요. 네이비가 생각보다 살짝 어둡지만 오히려 때가 덜 타서 좋네요.' },
  { userId: 14, authorName: '정하윤', productId: 10, options: ['블랙', 'S'], rating: 3, size: { size: 'S', height: 155, weight: 45 }, answers: [2, 1, 2], written: { days: 9 }, note: '따뜻하고 예쁜데 S도 소매가 많이 길어요. 키 작은 분들은 소매 접어 입을 생각 하셔야 해요.' },
  { userId: 15, authorName: '강도윤', productId: 10, options: ['그레이', 'XL'], rating: 4, size: { size: 'XL', height: 175, weight: 77 }, answers: [1, 1, 2], written: { days: 3 }, note: '두 번 세탁했는데 보풀 없이 멀쩡해요. 가격 대비 퀄리티 좋아서 부모님 것도 하나 더 샀어요.' },
  { userId: 16, authorName: '윤서연', productId: 24, options: ['화이트', 'S'], rating: 4, size: { size: 'S', height: 158, weight: 48 }, answers: [1, 1, 1], written: { days: 30 }, note: '흰 티인데 안 비쳐서 만족해요. 한 번 빨았더니 아주 조금 줄었어요.' },
  { userId: 17, authorName: '임준호', productId: 24, options: ['블랙', 'XL'], rating: 5, pinned: true, photos: 1, size: { size: 'XL', height: 180, weight: 75 }, answers: [1, 1, 1], written: { days: 21 }, note: '체육대회 단체티로 과 동기들이랑 맞췄어요. 20장 넘게 샀는데 사이즈 불량 하나 없이 잘 왔고 프린팅도 선명합니다.' },
  { userId: 18, authorName: '한지민', productId: 24, options: ['그레이', 'M'], rating: 3, size: { size: 'M', height: 165, weight: 55 }, answers: [0, 1, 0], written: { days: 5 }, note: '생각보다 원단이 얇고 기장이 짧아요. 여름에 시원하게 입기에는 괜찮아요.' },
  { userId: 19, authorName: '오승우', productId: 6, options: ['블랙', 'L'], rating: 5, size: { size: 'L', height: 176, weight: 68 }, answers: [1, 1, 1], written: { days: 50 }, note: '바람 잘 막아 주고 안감이 있어서 봄가을에 딱이에요. 등판 로고가 은은해서 학교 밖에서도 잘 입어요.' },
  { userId: 20, authorName: '서예린', productId: 6, options: ['베이지', 'M'], rating: 4, photos: 1, size: { size: 'M', height: 162, weight: 53 }, answers: [2, 2, 1], written: { days: 27 }, note: '베이지가 화면보다 밝은 크림색에 가까워요. 어깨가 넓게 나와서 여자분들은 M도 충분해요.' },
  { userId: 21, authorName: '신동현', productId: 6, options: ['네이비', 'XL'], rating: 2, size: { size: 'XL', height: 185, weight: 90 }, answers: [0, 1, 0], written: { days: 11 }, note: 'XL인데 팔 기장이 짧아서 아쉬워요. 덩치 있는 분들은 2XL 추천합니다. 원단은 얇은 편이에요.' },
  { userId: 22, authorName: '문채원', productId: 16, options: ['아이보리', 'M'], rating: 5, pinned: true, photos: 2, size: { size: 'M', height: 167, weight: 56 }, answers: [1, 1, 1], written: { days: 40 }, note: '쭈리 원단이라 하루 종일 입어도 편하고 목 시보리가 탄탄해요. 아이보리라 걱정했는데 세탁해도 누렇게 변하지 않았어요.', staffAnswer: '예쁜 착용 사진 감사합니다! 다음 학기에 새 색상도 준비하고 있어요.' },
  { userId: 23, authorName: '장우진', productId: 16, options: ['네이비', 'L'], rating: 5, size: { size: 'L', height: 174, weight: 66 }, answers: [1, 1, 1], written: { days: 22 }, note: '기본 맨투맨으로 이만한 게 없어요. 남녀공용이라 커플로 맞춰 입었습니다.' },
  { userId: 24, authorName: '배수아', productId: 16, options: ['그레이', 'S'], rating: 4, size: { size: 'S', height: 157, weight: 47 }, answers: [2, 1, 1], written: { days: 4 }, note: '세탁 후에 살짝 줄었지만 원래 넉넉해서 오히려 딱 맞아졌어요.' },
  { userId: 25, authorName: '조현우', productId: 19, options: ['아이보리', 'L'], rating: 5, pinned: true, photos: 3, size: { size: 'L', height: 177, weight: 72 }, answers: [1, 1, 2], written: { days: 38 }, note: '뽀글이 털이 빽빽해서 정말 따뜻해요. 패딩 대신 입고 다녀도 될 정도입니다. 지퍼도 부드럽게 잘 올라가요.', staffAnswer: '따뜻하게 입어 주셔서 감사합니다. 섬유유연제는 털이 뭉칠 수 있으니 빼고 세탁해 주세요.' },
  { userId: 26, authorName: '김나연', productId: 19, options: ['카키', 'M'], rating: 4, size: { size: 'M', height: 161, weight: 51 }, answers: [1, 0, 2], written: { days: 25 }, note: '카키가 화면보다 어두운 올리브색이에요. 정전기가 조금 나지만 따뜻함은 최고예요.' },
  { userId: 27, authorName: '황태윤', productId: 19, options: ['네이비', 'XL'], rating: 4, size: { size: 'XL', height: 181, weight: 80 }, answers: [1, 1, 2], written: { days: 12 }, note: '무게가 가벼워서 가방 메도 어깨가 편해요. 소매 끝 밴딩이 살짝 헐거운 느낌입니다.' },
  { userId: 28, authorName: '송지아', productId: 19, options: ['아이보리', 'S'], rating: 5, photos: 1, size: { size: 'S', height: 154, weight: 44 }, answers: [1, 1, 2], written: { days: 2 }, note: 'S가 딱 맞고 기장도 엉덩이 위라 다리가 길어 보여요. 친구들이 다 따라 샀어요.' },
  { userId: 29, authorName: '류건우', productId: 9, options: ['블랙', 'L'], rating: 5, size: { size: 'L', height: 179, weight: 73 }, answers: [1, 1, 0], written: { days: 45 }, note: '가볍고 얇은데 생각보다 따뜻해요. 후드티 위에 겹쳐 입기 좋아서 품절되기 전에 하나 더 살 걸 그랬어요.' },
  { userId: 30, authorName: '권소율', productId: 9, options: ['네이비', 'M'], rating: 4, size: { size: 'M', height: 164, weight: 54 }, answers: [1, 1, 0], written: { days: 30 }, note: '주머니에 지퍼가 있어서 휴대폰 넣고 다니기 좋아요. 네이비 색감이 차분해요.' },
  { userId: 12, authorName: '박지우', productId: 30, rating: 5, photos: 1, answers: [2, 2], written: { days: 25 }, note: '노트북 파우치까지 넣어도 넉넉해요. 한빛 로고가 크지 않아서 데일리로 들기 좋습니다.' },
  { userId: 16, authorName: '윤서연', productId: 30, rating: 4, answers: [1, 1], written: { days: 12 }, note: '캔버스가 빳빳해서 처음엔 각이 잡혀 있다가 몇 번 들면 자연스러워져요. 끈 길이도 어깨에 메기 좋아요.' },
  { userId: 13, authorName: '최민서', productId: 31, options: ['네이비'], rating: 3, answers: [1, 1], written: { days: 15 }, note: '자수는 예쁜데 머리 둘레가 큰 편이면 조절끈을 끝까지 풀어야 맞아요. 챙은 적당히 단단해요.' },
  { userId: 23, authorName: '장우진', productId: 13, options: ['블랙', 'L'], rating: 5, size: { size: 'L', height: 174, weight: 66 }, answers: [1, 1, 1], written: { days: 40 }, note: '지퍼가 양방향이라 앉아 있을 때 편해요. 후드 모양이 예쁘게 서서 사진이 잘 나옵니다.' },
  { userId: 21, authorName: '신동현', productId: 13, options: ['그레이', '2XL'], rating: 1, size: { size: '2XL', height: 185, weight: 90 }, answers: [0, 1, 0], written: { days: 20 }, note: '2XL인데도 가슴 단면이 작게 나와서 지퍼를 잠그면 꽉 껴요. 원단도 얇아서 기대보다 많이 아쉽습니다.', staffAnswer: '불편을 드려 죄송합니다. 수령 후 7일 이내라면 마이페이지에서 교환 신청을 해 주세요.' },
  { userId: 18, authorName: '한지민', productId: 33, rating: 5, photos: 1, written: { days: 10 }, note: '마스코트 표정이 너무 귀여워요. 에어팟 케이스에 달았는데 도장이 벗겨지지 않고 튼튼해요.' },
  // Enough builds around 172 cm / 65 kg for the hoodie's size advice (docs/decisions/0060).
  { userId: 31, authorName: '남궁민', productId: 10, options: ['네이비', 'L'], rating: 5, photos: 1, size: { size: 'L', height: 173, weight: 66 }, answers: [1, 1, 2], written: { days: 18 }, note: '173에 66kg인데 L이 어깨도 맞고 소매도 손등까지 와서 딱 좋아요. 기모가 두꺼워서 겨울 내내 입었어요.' },
  { userId: 32, authorName: '유하람', productId: 10, options: ['그레이', 'L'], rating: 4, size: { size: 'L', height: 170, weight: 64 }, answers: [1, 1, 2], written: { days: 14 }, note: 'M이랑 고민하다 L 샀는데 살짝 여유 있는 핏이라 후회 없어요. 회색이 밝아서 때는 조금 타요.' },
  { userId: 33, authorName: '진서우', productId: 10, options: ['블랙', 'L'], rating: 5, photos: 2, size: { size: 'L', height: 176, weight: 69 }, answers: [1, 1, 2], written: { days: 7 }, note: '블랙이라 로고 자수가 더 또렷해 보여요. 세탁기에 돌려도 모양이 그대로예요.' },
  { userId: 34, authorName: '하윤재', productId: 10, options: ['아이보리', 'M'], rating: 4, size: { size: 'M', height: 168, weight: 62 }, answers: [1, 1, 1], written: { days: 5 }, note: '딱 맞게 입고 싶어서 M으로 했어요. 기장은 골반 정도까지 와요.' },
];

/** Other members' APPLIED reviews, numbered after the demo member's own. */
export const otherReviewSpecs: ReviewSpec[] = others.map((spec, index) => ({
  ...spec,
  id: demoReviewSpecs.length + index + 1,
  status: 'APPLIED',
}));
