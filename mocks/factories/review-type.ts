// Review question sets: the apparel set (size, colour, thickness) and the goods set.
import type * as T from '../__generated__/types';
import { reviewTypes } from '../scenarios/standard/review-types';
import { nextId, pick, withOverrides } from './random';

type QuestionSet = (typeof reviewTypes)[number];

export function buildReviewOptionDetail(overrides?: Partial<T.ReviewOptionDetail>): T.ReviewOptionDetail {
  return withOverrides(
    { __typename: 'ReviewOptionDetail', id: nextId('ReviewOptionDetail'), content: pick(['작아요', '딱 맞아요', '커요']) },
    overrides,
  );
}

export function buildReviewOption(overrides?: Partial<T.ReviewOption>): T.ReviewOption {
  return withOverrides(
    {
      __typename: 'ReviewOption',
      id: nextId('ReviewOption'),
      content: '사이즈는 어떤가요?',
      reviewOptionDetails: ['작아요', '딱 맞아요', '커요'].map((content) => buildReviewOptionDetail({ content })),
    },
    overrides,
  );
}

function fromQuestionSet(set: QuestionSet): T.ReviewType {
  return {
    __typename: 'ReviewType',
    id: nextId('ReviewType'),
    content: set.content,
    reviewOptions: set.reviewOptions.map((question) =>
      buildReviewOption({
        content: question.content,
        reviewOptionDetails: question.reviewOptionDetails.map((answer) => buildReviewOptionDetail({ content: answer.content })),
      }),
    ),
  };
}

const [APPAREL, GOODS] = reviewTypes;

/** The apparel question set (사이즈, 색상, 두께감) with fresh ids. */
export function buildReviewType(overrides?: Partial<T.ReviewType>): T.ReviewType {
  if (!APPAREL) throw new Error('The standard catalogue lost its apparel review type');
  return withOverrides(fromQuestionSet(APPAREL), overrides);
}

/** The goods question set (품질, 포장) with fresh ids. */
export function buildGoodsReviewType(overrides?: Partial<T.ReviewType>): T.ReviewType {
  if (!GOODS) throw new Error('The standard catalogue lost its goods review type');
  return withOverrides(fromQuestionSet(GOODS), overrides);
}
