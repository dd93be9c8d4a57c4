import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import styles from './product-list-page.module.css';

const toPrice = (value: string): number | undefined => {
  const digits = value.replace(/[^\d]/g, '');
  return digits === '' ? undefined : Number(digits);
};

interface PriceRangeProps {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onApply: (minPrice: number | undefined, maxPrice: number | undefined) => void;
}

/** 가격대: two amounts in won; an upside-down range is told here before the list is asked. */
export function PriceRange({ minPrice, maxPrice, onApply }: PriceRangeProps) {
  const [min, setMin] = useState(minPrice?.toString() ?? '');
  const [max, setMax] = useState(maxPrice?.toString() ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const low = toPrice(min);
    const high = toPrice(max);
    if (low !== undefined && high !== undefined && low > high) {
      setError('최저 가격이 최고 가격보다 높아요. 가격 범위를 다시 골라 주세요.');
      return;
    }
    onApply(low, high);
  };
  return (
    <form className={styles.priceRange} onSubmit={submit} aria-label="가격대">
      <p className={styles.rowLabel}>가격대</p>
      <div className={styles.priceFields}>
        <TextField label="최저 가격(원)" inputMode="numeric" value={min} onChange={(event) => setMin(event.currentTarget.value)} error={error} />
        <TextField label="최고 가격(원)" inputMode="numeric" value={max} onChange={(event) => setMax(event.currentTarget.value)} />
      </div>
      <Button type="submit" variant="secondary">
        가격 적용
      </Button>
    </form>
  );
}
