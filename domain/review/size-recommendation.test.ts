import { describe, expect, it } from 'vitest';
import { compareSizes, isSizeRecommendable, recommendSize, reviewSizesOf, SIZE_ADVICE, sizeRecommendationSentence } from './size-recommendation';

const sample = (size: string | null, height: number | null, weight: number | null) => ({ size, height, weight });

const hoodie = [
  sample('L', 174, 66),
  sample('L', 172, 64),
  sample('XL', 170, 68),
  sample('M', 160, 50),
  sample('S', 155, 45),
  sample('XL', 183, 82),
];

describe('recommendSize', () => {
  it('names the size most bought by reviewers within the height and weight bands', () => {
    expect(recommendSize(hoodie, { height: 172, weight: 65 })).toEqual({ size: 'L', reviewCount: 2, similarCount: 3 });
  });

  it('says nothing until the product has enough reviews with size, height and weight', () => {
    const few = hoodie.slice(0, SIZE_ADVICE.minSizedReviews - 1);
    expect(isSizeRecommendable(few)).toBe(false);
    expect(recommendSize(few, { height: 172, weight: 65 })).toBeNull();
    // A review without its weight does not count towards the threshold.
    expect(isSizeRecommendable([...few, sample('L', 175, null)])).toBe(false);
    expect(isSizeRecommendable(hoodie)).toBe(true);
  });

  it('says nothing when too few reviewers have a similar build', () => {
    expect(recommendSize(hoodie, { height: 190, weight: 100 })).toBeNull();
    expect(recommendSize(hoodie, { height: 183, weight: 82 })).toBeNull();
  });

  it('breaks a tie by the closer builds', () => {
    const tied = [...hoodie, sample('XL', 171, 66)];
    // L: 174/66 and 172/64 (distance 3 + 2); XL: 170/68 and 171/66 (distance 5 + 2).
    expect(recommendSize(tied, { height: 172, weight: 65 })?.size).toBe('L');
  });

  it('writes the sentence the product page shows', () => {
    expect(sizeRecommendationSentence({ height: 172, weight: 65 }, 'L')).toBe('키 172·몸무게 65 비슷한 분들은 L 사이즈를 가장 많이 골랐어요');
  });
});

describe('sizes in order', () => {
  it('orders letter sizes small to large, then numbers, then other names', () => {
    expect(['2XL', 'M', 'free', 'XS', '250', 'L', '230', 'S', 'XL'].sort(compareSizes)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '230', '250', 'free']);
  });

  it('lists each bought size once for the review filter', () => {
    expect(reviewSizesOf([...hoodie, sample(' L ', null, null), sample(null, 170, 60), sample('', null, null)])).toEqual(['S', 'M', 'L', 'XL']);
  });
});
