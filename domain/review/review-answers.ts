import { badUserInput } from '../errors/errors';
import type { ReviewAnswer } from './review-input';

/*
 * The answers of a review against the product's questions, over plain values (no ORM), so that
 * review writing and the mocked API accept and refuse the same answers in the same words.
 */

export interface ReviewQuestion<Q extends { id: number; content: string }, A extends { id: number }> {
  question: Q;
  /** The question's choices. */
  choices: readonly A[];
}

export interface CheckedAnswer<Q, A> {
  question: Q;
  answer: A;
}

/**
 * One answer per question of the product's review type (`questions`, in display order), each one
 * of that question's choices; returned in the questions' order. A product without questions takes
 * no answers.
 */
export function checkAnswers<Q extends { id: number; content: string }, A extends { id: number }>(
  questions: readonly ReviewQuestion<Q, A>[],
  given: readonly ReviewAnswer[],
): CheckedAnswer<Q, A>[] {
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
  if ([...byQuestion.keys()].some((id) => !questions.some(({ question }) => question.id === id))) {
    throw badUserInput('이 상품에 없는 질문의 답이 있어요. 화면을 새로고침한 뒤 다시 선택해 주세요.', 'answers');
  }
  return questions.map(({ question, choices }) => {
    const chosen = byQuestion.get(question.id);
    if (chosen === undefined) throw badUserInput(`'${question.content}' 질문에 답해 주세요.`, 'answers');
    const answer = choices.find((choice) => choice.id === chosen);
    if (!answer) throw badUserInput(`'${question.content}' 질문의 답을 다시 선택해 주세요.`, 'answers');
    return { question, answer };
  });
}
