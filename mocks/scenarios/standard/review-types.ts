import type { ScenarioReviewOption, ScenarioReviewType } from './types';

export const ReviewTypeId = { APPAREL: 1, GOODS: 2 } as const;

const question = (id: number, position: number, content: string, answers: string[]): ScenarioReviewOption => ({
  id,
  content,
  position,
  // Answer ids derive from the question id so that they stay stable when answers are added.
  reviewOptionDetails: answers.map((answer, index) => ({ id: id * 10 + index + 1, content: answer, position: index })),
});

export const reviewTypes: ScenarioReviewType[] = [
  {
    key: 'review-type.apparel',
    id: ReviewTypeId.APPAREL,
    content: '의류 리뷰',
    reviewOptions: [
      question(1, 0, '사이즈는 어떤가요?', ['작아요', '딱 맞아요', '커요']),
      question(2, 1, '색상은 어떤가요?', ['화면보다 어두워요', '화면과 같아요', '화면보다 밝아요']),
      question(3, 2, '두께감은 어떤가요?', ['얇아요', '적당해요', '두꺼워요']),
    ],
  },
  {
    key: 'review-type.goods',
    id: ReviewTypeId.GOODS,
    content: '잡화 리뷰',
    reviewOptions: [
      question(4, 0, '품질은 어떤가요?', ['기대보다 아쉬워요', '기대만큼이에요', '기대 이상이에요']),
      question(5, 1, '포장 상태는 어떤가요?', ['아쉬워요', '괜찮아요', '꼼꼼해요']),
    ],
  },
];
