import * as review from '../../../../domain/review/review-limits';
import type { ReviewAnswerInput, ReviewTypeFieldsFragment } from '../../lib/__generated__/graphql';

/*
 * The review form's values and the rules the server applies (domain/review/review-limits.ts), in
 * the same sentences, so a student hears the same thing before sending as the server would answer.
 */

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
  if (length < review.REVIEW_LIMITS.noteMin) return review.NOTE_TOO_SHORT_MESSAGE;
  if (length > review.REVIEW_LIMITS.noteMax) return review.NOTE_TOO_LONG_MESSAGE;
  return undefined;
}

function photosError(photos: readonly ReviewPhoto[]): string | undefined {
  if (photos.length > review.REVIEW_LIMITS.maxImages) return review.PHOTO_CAP_MESSAGE;
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
    rating: values.rating === null ? review.RATING_MESSAGE : undefined,
    note: noteError(values.note),
    images: photosError(values.photos),
    size: characters(values.size.trim()) > review.REVIEW_LIMITS.sizeMax ? review.SIZE_MESSAGE : undefined,
    height: rangeError(values.height, review.REVIEW_LIMITS.height, review.HEIGHT_MESSAGE),
    weight: rangeError(values.weight, review.REVIEW_LIMITS.weight, review.WEIGHT_MESSAGE),
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
