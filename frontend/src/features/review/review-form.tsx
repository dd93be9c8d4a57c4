import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { RadioGroup } from '../../components/ui/radio-group';
import { TextAreaField, TextField } from '../../components/ui/text-field';
import type { ReviewTypeFieldsFragment } from '../../lib/__generated__/graphql';
import { ApiError, errorMessage } from '../../lib/graphql-client';
import { PhotoPicker } from './photo-picker';
import { RatingInput } from './rating';
import { REVIEW_LIMITS } from '../../../../domain/review/review-limits';
import { REVIEW_SIZE_TERM } from '../../../../domain/review/review-messages';
import {
  REVIEW_FIELDS,
  reviewInputOf,
  validateReview,
  type ReviewErrors,
  type ReviewField,
  type ReviewFormValues,
} from './review-form-model';
import styles from './review-form.module.css';
import { useReviewPhotos } from './use-review-photos';

export type ReviewInputFields = ReturnType<typeof reviewInputOf>;

interface ReviewFormProps {
  reviewType: ReviewTypeFieldsFragment | null;
  /** The product's sizes to pick from; a text field when it has none. */
  sizes: readonly string[];
  initial: Omit<ReviewFormValues, 'photos'>;
  initialPhotos?: readonly string[];
  submitLabel: string;
  pending: boolean;
  /** Rejects with the server's refusal, which lands under the field it names. */
  onSubmit: (input: ReviewInputFields) => Promise<unknown>;
}

const NO_SIZE = '';

const MEASURES = [
  { field: 'height', label: '키 (cm, 선택)', example: 170 },
  { field: 'weight', label: '몸무게 (kg, 선택)', example: 60 },
] as const;

/** A refusal under the field the server named in `extensions.field`, or above the button. */
function placeFailure(error: unknown): { field: ReviewField | null; message: string } {
  const named = error instanceof ApiError ? error.extensions.field : undefined;
  return { field: REVIEW_FIELDS.find((field) => field === named) ?? null, message: errorMessage(error) };
}

export function ReviewForm({ reviewType, sizes, initial, initialPhotos = [], submitLabel, pending, onSubmit }: ReviewFormProps) {
  const [values, setValues] = useState(initial);
  const photos = useReviewPhotos(initialPhotos);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A corrected field stops shouting; the rest keep their messages until the next try.
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const all = { ...values, photos: photos.photos };
    const found = validateReview(all, reviewType);
    setErrors(found);
    const first = REVIEW_FIELDS.find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] textarea`)?.focus();
      return;
    }
    onSubmit(reviewInputOf(all)).catch((error: unknown) => {
      const placed = placeFailure(error);
      if (placed.field) setErrors({ [placed.field]: placed.message });
      else setFailure(placed.message);
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="리뷰 작성">
      <div data-field="rating">
        <RatingInput value={values.rating} onChange={(rating) => set('rating', rating)} error={errors.rating} />
      </div>
      {reviewType?.reviewOptions.map((question) => (
        <div key={question.id} data-field="answers">
          <RadioGroup
            legend={question.content}
            required
            layout="chips"
            options={question.reviewOptionDetails.map((answer) => ({ value: String(answer.id), label: answer.content }))}
            value={values.answers[question.id] === undefined ? null : String(values.answers[question.id])}
            onChange={(answer) => set('answers', { ...values.answers, [question.id]: Number(answer) })}
            error={errors.answers?.includes(`'${question.content}'`) ? errors.answers : undefined}
          />
        </div>
      ))}
      {errors.answers && !reviewType?.reviewOptions.some((question) => errors.answers?.includes(`'${question.content}'`)) && (
        <p className={styles.error} role="alert">
          {errors.answers}
        </p>
      )}
      <div data-field="note">
        <TextAreaField
          label="리뷰 내용"
          required
          rows={6}
          maxLength={REVIEW_LIMITS.noteMax}
          showCount
          hint="착용감, 사이즈, 소재처럼 다른 학생이 고를 때 도움이 되는 내용을 10자 이상 써 주세요."
          value={values.note}
          onChange={(event) => set('note', event.target.value)}
          error={errors.note}
        />
      </div>
      <div data-field="images">
        <PhotoPicker photos={photos.photos} onAdd={photos.add} onRemove={photos.remove} notice={photos.notice} error={errors.images} />
      </div>
      <div className={styles.body} data-field="size">
        {sizes.length > 0 ? (
          <RadioGroup
            legend={`${REVIEW_SIZE_TERM} (선택)`}
            layout="chips"
            options={[...sizes.map((size) => ({ value: size, label: size })), { value: NO_SIZE, label: '선택 안 함' }]}
            value={values.size}
            onChange={(size) => set('size', size)}
            error={errors.size}
          />
        ) : (
          <TextField label={`${REVIEW_SIZE_TERM} (선택)`} maxLength={REVIEW_LIMITS.sizeMax} value={values.size} onChange={(event) => set('size', event.target.value)} error={errors.size} />
        )}
      </div>
      <div className={styles.measures}>
        {MEASURES.map(({ field, label, example }) => (
          <div key={field} data-field={field}>
            <TextField
              label={label}
              inputMode="numeric"
              autoComplete="off"
              placeholder={`예: ${example}`}
              value={values[field]}
              onChange={(event) => set(field, event.target.value)}
              error={errors[field]}
            />
          </div>
        ))}
      </div>
      <p className={styles.hint}>키와 몸무게는 사이즈를 고르는 다른 학생에게 숫자로만 보여요.</p>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" fullWidth size="lg" loading={pending} loadingLabel="등록하는 중">
        {submitLabel}
      </Button>
    </form>
  );
}
