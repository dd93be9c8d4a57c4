import { useState, type FormEvent } from 'react';
import { HEIGHT_MESSAGE, REVIEW_LIMITS, WEIGHT_MESSAGE } from '../../../../../domain/review/review-limits';
import { NO_SIMILAR_BUILD_MESSAGE, sizeRecommendationSentence } from '../../../../../domain/review/size-recommendation';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/graphql-client';
import styles from './size-guide.module.css';
import { useSizeRecommendation } from './use-size-guide';

type Body = { height: number; weight: number };

/** Kept on this device only: a student's build is nobody else's business, and it fits every product. */
const STORAGE_KEY = 'campus-shop.size-advice.body';

function storedBody(): Body | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'height' in parsed && 'weight' in parsed) {
      const { height, weight } = parsed as Record<string, unknown>;
      if (typeof height === 'number' && typeof weight === 'number') return { height, weight };
    }
  } catch {
    // A broken or blocked storage only means the student types the figures again.
  }
  return null;
}

function storeBody(body: Body): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(body));
  } catch {
    // Private mode may refuse; the advice still shows for this visit.
  }
}

const inRange = (value: number, range: { min: number; max: number }) => Number.isInteger(value) && value >= range.min && value <= range.max;

/** "키 172·몸무게 65 비슷한 분들은 L 사이즈를 가장 많이 골랐어요", from the student's own height and weight. */
export function SizeAdvice({ productId }: { productId: number }) {
  const [body, setBody] = useState<Body | null>(storedBody);
  const [height, setHeight] = useState(body ? String(body.height) : '');
  const [weight, setWeight] = useState(body ? String(body.weight) : '');
  const [invalid, setInvalid] = useState<{ height?: string; weight?: string }>({});
  const advice = useSizeRecommendation(productId, body);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { height: Number(height), weight: Number(weight) };
    const errors = {
      ...(inRange(next.height, REVIEW_LIMITS.height) ? {} : { height: HEIGHT_MESSAGE }),
      ...(inRange(next.weight, REVIEW_LIMITS.weight) ? {} : { weight: WEIGHT_MESSAGE }),
    };
    setInvalid(errors);
    if (errors.height || errors.weight) return;
    storeBody(next);
    setBody(next);
  };

  return (
    <section className={styles.advice} aria-labelledby="size-advice-title">
      <h3 id="size-advice-title" className={styles.title}>
        나와 비슷한 체형은 어떤 사이즈를 샀을까요?
      </h3>
      <form className={styles.adviceFields} onSubmit={submit} noValidate>
        <TextField label="키 (cm)" inputMode="numeric" value={height} onChange={(event) => setHeight(event.currentTarget.value)} error={invalid.height} />
        <TextField label="몸무게 (kg)" inputMode="numeric" value={weight} onChange={(event) => setWeight(event.currentTarget.value)} error={invalid.weight} />
        <Button type="submit" variant="secondary">
          확인
        </Button>
      </form>
      <div aria-live="polite">
        {body === null ? (
          <p className={styles.adviceNote}>키와 몸무게는 이 기기에만 저장돼요.</p>
        ) : advice.isPending ? (
          <p className={styles.adviceNote}>리뷰를 살펴보는 중이에요…</p>
        ) : advice.isError ? (
          <p className={styles.adviceNote}>{errorMessage(advice.error)}</p>
        ) : advice.data ? (
          <p className={styles.adviceResult}>
            {sizeRecommendationSentence(body, advice.data.size)}
            <span className={styles.adviceNote}> (비슷한 체형 리뷰 {advice.data.similarCount}개 중 {advice.data.reviewCount}개)</span>
          </p>
        ) : (
          <p className={styles.adviceNote}>{NO_SIMILAR_BUILD_MESSAGE}</p>
        )}
      </div>
    </section>
  );
}
