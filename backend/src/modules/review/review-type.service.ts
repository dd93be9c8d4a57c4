import { wrap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../../../domain/errors/errors';
import { createBatchLoader, perRequest, type BatchLoader } from '../../graphql/per-request';
import { ReviewOptionDetail } from './review-option-detail.entity';
import type { ReviewQuestion } from '../../../../domain/review/review-answers';
import { REVIEW_TYPE_NOT_FOUND_MESSAGE } from '../../../../domain/review/review-messages';
import type { ReviewOption } from './review-option.entity';
import { ReviewType } from './review-type.entity';

const byPosition = (a: { position: number; id: number }, b: { position: number; id: number }) =>
  a.position - b.position || a.id - b.id;

const typeLoaders = perRequest<BatchLoader<number, ReviewType | null>>();
const answerLoaders = perRequest<BatchLoader<number, ReviewOptionDetail[]>>();

/** Review types with their questions and answers; a list of products shares one query. */
function reviewTypeLoader(em: EntityManager): BatchLoader<number, ReviewType | null> {
  return typeLoaders(em, () =>
    createBatchLoader(
      async (ids) => {
        const types = await em.find(
          ReviewType,
          { id: { $in: ids } },
          { populate: ['reviewOptions', 'reviewOptions.reviewOptionDetails'] },
        );
        return new Map(types.map((type) => [type.id, type]));
      },
      () => null,
    ),
  );
}

function answerLoader(em: EntityManager): BatchLoader<number, ReviewOptionDetail[]> {
  return answerLoaders(em, () =>
    createBatchLoader(
      async (optionIds) => {
        const answers = await em.find(ReviewOptionDetail, { reviewOption: { $in: optionIds } });
        const byOption = new Map<number, ReviewOptionDetail[]>();
        for (const answer of answers) {
          const id = answer.reviewOption.id;
          byOption.set(id, [...(byOption.get(id) ?? []), answer]);
        }
        return byOption;
      },
      () => [],
    ),
  );
}

export function findReviewType(em: EntityManager, id: number | null): Promise<ReviewType | null> {
  return id == null ? Promise.resolve(null) : reviewTypeLoader(em).load(id);
}

export async function getReviewType(em: EntityManager, id: number): Promise<ReviewType> {
  const type = await findReviewType(em, id);
  if (!type) throw notFound(REVIEW_TYPE_NOT_FOUND_MESSAGE);
  return type;
}

/** The questions in display order. */
export async function reviewQuestions(em: EntityManager, type: ReviewType): Promise<ReviewOption[]> {
  if (!type.reviewOptions.isInitialized()) await em.populate(type, ['reviewOptions']);
  return type.reviewOptions.getItems().sort(byPosition);
}

/** A question's answers in display order; questions reached through a review's answers batch here. */
export async function questionAnswers(em: EntityManager, option: ReviewOption): Promise<ReviewOptionDetail[]> {
  const answers =
    // A bare reference (an answer's question) has no collection object yet.
    wrap(option).isInitialized() && option.reviewOptionDetails?.isInitialized()
      ? option.reviewOptionDetails.getItems()
      : await answerLoader(em).load(option.id);
  return [...answers].sort(byPosition);
}

/** The questions of a review type (none without one) in display order, each with its choices. */
export async function questionsWithChoices(
  em: EntityManager,
  typeId: number | null,
): Promise<ReviewQuestion<ReviewOption, ReviewOptionDetail>[]> {
  const type = await findReviewType(em, typeId);
  const questions = type ? await reviewQuestions(em, type) : [];
  return Promise.all(questions.map(async (question) => ({ question, choices: await questionAnswers(em, question) })));
}
