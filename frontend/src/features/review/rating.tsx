import { useId } from 'react';
import styles from './review-form.module.css';

const RATING_WORDS = ['별로예요', '그저 그래요', '괜찮아요', '좋아요', '최고예요'] as const;

interface RatingInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
}

/**
 * Five native radios drawn as stars: arrow keys move between them and each is read out with its
 * score and meaning ("4점 좋아요"), which a row of star buttons would not give.
 */
export function RatingInput({ value, onChange, error }: RatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset className={styles.rating} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>
        별점 <span aria-hidden="true">*</span>
      </legend>
      <div className={styles.starRow}>
        {RATING_WORDS.map((word, index) => {
          const score = index + 1;
          return (
            <label key={score} className={value !== null && score <= value ? `${styles.star} ${styles.starOn}` : styles.star}>
              <input
                type="radio"
                name={name}
                value={score}
                checked={value === score}
                onChange={() => onChange(score)}
                className={styles.hiddenInput}
                aria-label={`${score}점 ${word}`}
              />
              <span aria-hidden="true">★</span>
            </label>
          );
        })}
        <span className={styles.ratingWord} aria-hidden="true">
          {value !== null ? RATING_WORDS[value - 1] : '별점을 눌러 주세요'}
        </span>
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
