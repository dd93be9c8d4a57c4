import { z } from 'zod';
import { parseInput } from '../errors/input';
import {
  HEIGHT_MESSAGE,
  NOTE_TOO_LONG_MESSAGE,
  NOTE_TOO_SHORT_MESSAGE,
  PHOTO_CAP_MESSAGE,
  RATING_MESSAGE,
  REVIEW_LIMITS,
  SIZE_MESSAGE,
  WEIGHT_MESSAGE,
} from './review-limits';

// The limits of review-limits.ts as schemas. Lengths count characters as a person sees them.

const { noteMin, noteMax, maxImages, sizeMax, height, weight } = REVIEW_LIMITS;

const characters = (text: string) => [...text].length;

const ANSWER_MESSAGE = '질문의 답을 다시 선택해 주세요.';

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((text) => characters(text) <= max, { error: message })
    .nullish()
    // An empty field means "not given", like leaving it out.
    .transform((text) => (text ? text : null));

const optionalRange = (min: number, max: number, message: string) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).nullish();

const answerSchema = z.object({
  reviewOptionId: z.number({ error: ANSWER_MESSAGE }).int({ error: ANSWER_MESSAGE }),
  reviewOptionDetailId: z.number({ error: ANSWER_MESSAGE }).int({ error: ANSWER_MESSAGE }),
});

const reviewFieldsSchema = z.object({
  rating: z.number({ error: RATING_MESSAGE }).int({ error: RATING_MESSAGE }).min(1, { error: RATING_MESSAGE }).max(5, { error: RATING_MESSAGE }),
  note: z
    .string({ error: '리뷰 내용을 입력해 주세요.' })
    .trim()
    .refine((note) => characters(note) >= noteMin, { error: NOTE_TOO_SHORT_MESSAGE })
    .refine((note) => characters(note) <= noteMax, { error: NOTE_TOO_LONG_MESSAGE }),
  images: z
    .array(z.string({ error: '사진을 다시 올려 주세요.' }).trim().min(1, { error: '사진을 다시 올려 주세요.' }), {
      error: '사진을 다시 올려 주세요.',
    })
    .nullish()
    // The same photo picked twice is kept once, in the order chosen.
    .transform((images) => [...new Set(images ?? [])])
    .refine((images) => images.length <= maxImages, { error: PHOTO_CAP_MESSAGE }),
  size: optionalText(sizeMax, SIZE_MESSAGE),
  height: optionalRange(height.min, height.max, HEIGHT_MESSAGE),
  weight: optionalRange(weight.min, weight.max, WEIGHT_MESSAGE),
  answers: z.array(answerSchema, { error: ANSWER_MESSAGE }).nullish().transform((answers) => answers ?? []),
});

export type ReviewFields = z.output<typeof reviewFieldsSchema>;
export type ReviewAnswer = ReviewFields['answers'][number];

const idSchema = (message: string) => z.number({ error: message }).int({ error: message }).positive({ error: message });

const createSchema = reviewFieldsSchema.extend({ orderProductId: idSchema('리뷰를 쓸 주문 상품을 다시 선택해 주세요.') });
const updateSchema = reviewFieldsSchema.extend({ id: idSchema('수정할 리뷰를 다시 선택해 주세요.') });

export function parseCreateReview(data: unknown): ReviewFields & { orderProductId: number } {
  return parseInput(createSchema, data);
}

export function parseUpdateReview(data: unknown): ReviewFields & { id: number } {
  return parseInput(updateSchema, data);
}

const bodySchema = z.object({
  height: z.number({ error: HEIGHT_MESSAGE }).int({ error: HEIGHT_MESSAGE }).min(height.min, { error: HEIGHT_MESSAGE }).max(height.max, { error: HEIGHT_MESSAGE }),
  weight: z.number({ error: WEIGHT_MESSAGE }).int({ error: WEIGHT_MESSAGE }).min(weight.min, { error: WEIGHT_MESSAGE }).max(weight.max, { error: WEIGHT_MESSAGE }),
});

/** The student's own height and weight for a size recommendation: the review form's ranges. */
export function parseBody(data: unknown): { height: number; weight: number } {
  return parseInput(bodySchema, data);
}
