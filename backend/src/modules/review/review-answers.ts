import type { EntityManager } from '@mikro-orm/postgresql';
import { badUserInput } from '../../graphql/errors';
import type { Product } from '../catalog/product.entity';
import type { ReviewAnswer } from './review-input';
import type { ReviewOptionDetail } from './review-option-detail.entity';
import type { ReviewOption } from './review-option.entity';
import { findReviewType, questionAnswers, reviewQuestions } from './review-type.service';

export interface CheckedAnswer {
  question: ReviewOption;
  answer: ReviewOptionDetail;
}

/**
 * One answer per question of the product's review type, each one of that question's choices;
 * returned in the questions' display order. A product without questions takes no answers.
 */
export async function checkAnswers(em: EntityManager, product: Product, given: ReviewAnswer[]): Promise<CheckedAnswer[]> {
  const type = await findReviewType(em, product.productReviewGroup?.id ?? null);
  const questions = type ? await reviewQuestions(em, type) : [];
  if (questions.length === 0) {
    if (given.length > 0) throw badUserInput('이 상품의 리뷰에는 답할 질문이 없어요. 답을 지우고 다시 등록해 주세요.', 'answers');
    return [];
  }
  const byQuestion = new Map<number, number>();
  for (const answer of given) {
    if (byQuestion.has(answer.reviewOptionId)) {
      throw badUserInput('질문마다 답을 하나씩만 선택해 주세요.', 'answers');
    }
    byQuestion.set(answer.reviewOptionId, answer.reviewOptionDetailId);
  }
  if ([...byQuestion.keys()].some((id) => !questions.some((question) => question.id === id))) {
    throw badUserInput('이 상품에 없는 질문의 답이 있어요. 화면을 새로고침한 뒤 다시 선택해 주세요.', 'answers');
  }
  const checked: CheckedAnswer[] = [];
  for (const question of questions) {
    const chosen = byQuestion.get(question.id);
    if (chosen === undefined) throw badUserInput(`'${question.content}' 질문에 답해 주세요.`, 'answers');
    const answer = (await questionAnswers(em, question)).find((choice) => choice.id === chosen);
    if (!answer) throw badUserInput(`'${question.content}' 질문의 답을 다시 선택해 주세요.`, 'answers');
    checked.push({ question, answer });
  }
  return checked;
}
