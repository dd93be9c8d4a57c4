import type { ReviewAnswerInput, ReviewTypeFieldsFragment } from '../../lib/__generated__/graphql';
import { MAX_REVIEW_PHOTOS, PHOTO_CAP_MESSAGE } from './photo-upload';

/*
 * The review form's values and the rules the backend's review-input.ts applies, in the same
 * sentences, so a student hears the same thing before sending as the server would answer.
 */

export const NOTE_MIN = 10;
export const NOTE_MAX = 1000;
export const SIZE_MAX = 20;
export const HEIGHT_RANGE = { min: 100, max: 250 } as const;
export const WEIGHT_RANGE = { min: 20, max: 300 } as const;

export const REVIEW_FIELDS = ['rating', 'note', 'images', 'size', 'height', 'weight', 'answers'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];
export type ReviewErrors = Partial<Record<ReviewField, string>>;

export const PHOTOS_PENDING_MESSAGE = '사진을 올리는 중이에요. 다 올라간 뒤 등록해 주세요.';

export interface ReviewPhoto {
  /** Stable across re-renders while the file uploads. */
  key: string;
  /** The public URL once uploaded (or kept from the review being edited). */
  url: string | null;
  /** What the thumbnail shows: the local file while it uploads; null where object URLs are missing. */
  preview: string | null;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
}

export interface ReviewFormValues {
  rating: number | null;
  note: string;
  photos: ReviewPhoto[];
  size: string;
  height: string;
  weight: string;
  /** Chosen answer id by question id. */
  answers: Record<number, number>;
}

export const emptyReviewForm = (size = ''): ReviewFormValues => ({
  rating: null,
  note: '',
  photos: [],
  size,
  height: '',
  weight: '',
  answers: {},
});

const characters = (text: string) => [...text].length;

function rangeError(text: string, { min, max }: { min: number; max: number }, message: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return /^\d+$/.test(trimmed) && value >= min && value <= max ? undefined : message;
}

function noteError(note: string): string | undefined {
  const length = characters(note.trim());
  if (length < NOTE_MIN) return `리뷰는 ${NOTE_MIN}자 이상 써 주세요.`;
  if (length > NOTE_MAX) return `리뷰는 ${NOTE_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있어요.`;
  return undefined;
}

function photosError(photos: readonly ReviewPhoto[]): string | undefined {
  if (photos.length > MAX_REVIEW_PHOTOS) return PHOTO_CAP_MESSAGE;
  if (photos.some((photo) => photo.state === 'uploading')) return PHOTOS_PENDING_MESSAGE;
  if (photos.some((photo) => photo.state === 'failed')) return '올리지 못한 사진이 있어요. 삭제하거나 다시 골라 주세요.';
  return undefined;
}

function answersError(values: ReviewFormValues, reviewType: ReviewTypeFieldsFragment | null): string | undefined {
  const missing = reviewType?.reviewOptions.find((question) => values.answers[question.id] === undefined);
  return missing ? `'${missing.content}' 질문에 답해 주세요.` : undefined;
}

/** Every broken rule, by field; empty when the form may be sent. */
export function validateReview(values: ReviewFormValues, reviewType: ReviewTypeFieldsFragment | null): ReviewErrors {
  const errors: ReviewErrors = {
    rating: values.rating === null ? '별점을 1~5점 중에서 선택해 주세요.' : undefined,
    note: noteError(values.note),
    images: photosError(values.photos),
    size: characters(values.size.trim()) > SIZE_MAX ? `사이즈는 ${SIZE_MAX}자까지 입력할 수 있어요.` : undefined,
    height: rangeError(values.height, HEIGHT_RANGE, '키는 100~250cm 사이의 숫자로 입력해 주세요.'),
    weight: rangeError(values.weight, WEIGHT_RANGE, '몸무게는 20~300kg 사이의 숫자로 입력해 주세요.'),
    answers: answersError(values, reviewType),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** The fields createReview and updateReview share; blanks are "not given". */
export function reviewInputOf(values: ReviewFormValues) {
  const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));
  const answers: ReviewAnswerInput[] = Object.entries(values.answers).map(([question, answer]) => ({
    reviewOptionId: Number(question),
    reviewOptionDetailId: answer,
  }));
  return {
    rating: values.rating ?? 0,
    note: values.note.trim(),
    images: values.photos.flatMap((photo) => (photo.url ? [photo.url] : [])),
    size: values.size.trim() || null,
    height: numberOrNull(values.height),
    weight: numberOrNull(values.weight),
    answers,
  };
}

interface SizeSource {
  productOptions: readonly { key: string; value: string }[];
  productOptionDetail: { option0: string | null; option1: string | null; option2: string | null } | null;
}

const isSizeAxis = (key: string) => /사이즈|size/i.test(key);

/** The product's sizes (its 사이즈 option axis) and the one this line was bought in. */
export function sizesOf({ productOptions, productOptionDetail }: SizeSource): { sizes: string[]; bought: string } {
  const index = productOptions.findIndex((option) => isSizeAxis(option.key));
  const axis = productOptions[index];
  if (!axis) return { sizes: [], bought: '' };
  const sizes = axis.value
    .split(',')
    .map((size) => size.trim())
    .filter(Boolean);
  const chosen = productOptionDetail ? [productOptionDetail.option0, productOptionDetail.option1, productOptionDetail.option2][index] : null;
  return { sizes, bought: chosen && sizes.includes(chosen) ? chosen : '' };
}
