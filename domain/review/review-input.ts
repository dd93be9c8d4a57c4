import { z } from 'zod';
import { parseInput } from '../errors/input';

// docs/product-rules.md#reviews: rating 1-5, text 10-1,000 characters, up to 5 images, optional size,
// height 100-250 cm and weight 20-300 kg. Lengths count characters as a person sees them.

export const MAX_REVIEW_IMAGES = 5;
const NOTE_MIN = 10;
const NOTE_MAX = 1000;
const SIZE_MAX = 20;

const characters = (text: string) => [...text].length;

const RATING_MESSAGE = '별점을 1~5점 중에서 선택해 주세요.';
const HEIGHT_MESSAGE = '키는 100~250cm 사이의 숫자로 입력해 주세요.';
const WEIGHT_MESSAGE = '몸무게는 20~300kg 사이의 숫자로 입력해 주세요.';
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
    .refine((note) => characters(note) >= NOTE_MIN, { error: `리뷰는 ${NOTE_MIN}자 이상 써 주세요.` })
    .refine((note) => characters(note) <= NOTE_MAX, { error: `리뷰는 ${NOTE_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있어요.` }),
  images: z
    .array(z.string({ error: '사진을 다시 올려 주세요.' }).trim().min(1, { error: '사진을 다시 올려 주세요.' }), {
      error: '사진을 다시 올려 주세요.',
    })
    .nullish()
    // The same photo picked twice is kept once, in the order chosen.
    .transform((images) => [...new Set(images ?? [])])
    .refine((images) => images.length <= MAX_REVIEW_IMAGES, { error: `사진은 ${MAX_REVIEW_IMAGES}장까지 올릴 수 있어요.` }),
  size: optionalText(SIZE_MAX, `사이즈는 ${SIZE_MAX}자까지 입력할 수 있어요.`),
  height: optionalRange(100, 250, HEIGHT_MESSAGE),
  weight: optionalRange(20, 300, WEIGHT_MESSAGE),
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
