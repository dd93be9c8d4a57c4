// What the operator console's review queue and restock board show in the staff scenarios (ADR
// 0053): other members' reviews waiting for a decision (most with photos) and other members
// waiting for the sold-out products the demo member waits for too. Only the staff scenarios add
// them, so the standard shop's product pages and subscriptions stay as they are.
import type { RestockSpec } from './standard';
import type { ReviewSpec } from './reviews-data';

/** Waiting reviews, numbered after every standard review. */
export const waitingReviewSpecs: ReviewSpec[] = [
  { id: 201, userId: 14, authorName: '정하윤', productId: 19, options: ['카키', 'S'], rating: 5, photos: 2, size: { size: 'S', height: 155, weight: 45 }, answers: [1, 1, 2], written: { days: 1, hours: 4 }, status: 'READY', note: '카키 색이 너무 예뻐서 매일 입고 다녀요. S인데도 품이 넉넉해서 안에 후드티를 입어도 편해요.' },
  { id: 202, userId: 27, authorName: '황태윤', productId: 10, options: ['블랙', 'XL'], rating: 4, photos: 1, size: { size: 'XL', height: 181, weight: 80 }, answers: [1, 1, 2], written: { hours: 20 }, status: 'READY', note: '기모가 두꺼워서 따뜻하고 로고 자수가 깔끔해요. 세탁 후 살짝 줄어드는 느낌은 있어요.' },
  { id: 203, userId: 30, authorName: '권소율', productId: 24, options: ['화이트', 'M'], rating: 2, size: { size: 'M', height: 164, weight: 54 }, answers: [0, 1, 0], written: { hours: 9 }, status: 'READY', note: '한 번 빨았더니 목 부분이 조금 늘어났어요. 가격을 생각하면 그냥 그래요.' },
  { id: 204, userId: 22, authorName: '문채원', productId: 30, rating: 5, photos: 1, answers: [2, 2], written: { hours: 3 }, status: 'READY', note: '전공책이랑 태블릿이 같이 들어가요. 로고가 작아서 어디 들고 다녀도 예뻐요.' },
];

/** Other members waiting for the sold-out padding vest (9), half-zip (23) and tumbler (32). */
export const waitingRestockSpecs: RestockSpec[] = [
  { id: 101, userId: 11, productId: 9, asked: { days: 14 } },
  { id: 102, userId: 12, productId: 9, asked: { days: 8 } },
  { id: 103, userId: 13, productId: 9, asked: { days: 3 } },
  { id: 104, userId: 15, productId: 9, asked: { hours: 30 } },
  { id: 105, userId: 16, productId: 23, asked: { days: 6 } },
  { id: 106, userId: 17, productId: 32, asked: { days: 2 } },
  { id: 107, userId: 18, productId: 32, asked: { hours: 5 } },
];
