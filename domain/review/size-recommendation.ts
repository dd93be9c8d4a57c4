// "키 172·몸무게 65 비슷한 분들은 L 사이즈를 가장 많이 골랐어요" (docs/product-rules.md#size-advice): the size
// most bought by APPLIED reviewers of a similar build. The API and the mocked API both answer
// Product.sizeRecommendation through this one function, so their thresholds cannot drift apart.

/** What a review says about its reviewer's build; each part may be missing. */
export interface BodySample {
  size: string | null;
  height: number | null;
  weight: number | null;
}

export interface SizeRecommendation {
  size: string;
  /** How many similar reviewers chose that size. */
  reviewCount: number;
  /** How many similar reviewers there are in all. */
  similarCount: number;
}

export const SIZE_ADVICE = {
  /** A product shows the height/weight entry only once this many reviews give all three facts. */
  minSizedReviews: 5,
  /** A build is "similar" within this many cm ... */
  heightBand: 5,
  /** ... and this many kg. */
  weightBand: 5,
  /** At least this many similar reviewers before a size is named. */
  minSimilar: 2,
} as const;

type Sized = { size: string; height: number; weight: number };

function sized(samples: readonly BodySample[]): Sized[] {
  return samples.flatMap((sample) => {
    const size = sample.size?.trim();
    return size && sample.height !== null && sample.weight !== null ? [{ size, height: sample.height, weight: sample.weight }] : [];
  });
}

/** Whether the product has enough reviews with size, height and weight to offer the entry at all. */
export function isSizeRecommendable(samples: readonly BodySample[]): boolean {
  return sized(samples).length >= SIZE_ADVICE.minSizedReviews;
}

/**
 * The size most chosen by reviewers within the height and weight bands of `body`; a tie goes to
 * the size whose reviewers are closest in build on average. Null until enough reviews exist.
 */
export function recommendSize(samples: readonly BodySample[], body: { height: number; weight: number }): SizeRecommendation | null {
  const all = sized(samples);
  if (all.length < SIZE_ADVICE.minSizedReviews) return null;
  const similar = all.filter(
    (sample) => Math.abs(sample.height - body.height) <= SIZE_ADVICE.heightBand && Math.abs(sample.weight - body.weight) <= SIZE_ADVICE.weightBand,
  );
  if (similar.length < SIZE_ADVICE.minSimilar) return null;
  const bySize = new Map<string, { count: number; distance: number }>();
  for (const sample of similar) {
    const entry = bySize.get(sample.size) ?? { count: 0, distance: 0 };
    entry.count += 1;
    entry.distance += Math.abs(sample.height - body.height) + Math.abs(sample.weight - body.weight);
    bySize.set(sample.size, entry);
  }
  const [size, best] = [...bySize.entries()].sort(
    ([sizeA, a], [sizeB, b]) => b.count - a.count || a.distance / a.count - b.distance / b.count || compareSizes(sizeA, sizeB),
  )[0]!;
  return { size, reviewCount: best.count, similarCount: similar.length };
}

/** The sentence under the entry; one place for the product page, its stories and tests. */
export function sizeRecommendationSentence(body: { height: number; weight: number }, size: string): string {
  return `키 ${body.height}·몸무게 ${body.weight} 비슷한 분들은 ${size} 사이즈를 가장 많이 골랐어요`;
}

export const NO_SIMILAR_BUILD_MESSAGE = '비슷한 체형의 리뷰가 아직 적어서 추천할 사이즈를 고르지 못했어요.';

const LETTER_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL', '5XL'];

/** Letter sizes from small to large (2XL and XXL side by side), numbers by value, then the rest by name. */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string) => {
    const letter = LETTER_ORDER.indexOf(size.trim().toUpperCase());
    if (letter >= 0) return [0, letter] as const;
    const number = Number.parseFloat(size);
    return Number.isFinite(number) ? ([1, number] as const) : ([2, 0] as const);
  };
  const [groupA, valueA] = rank(a);
  const [groupB, valueB] = rank(b);
  return groupA - groupB || valueA - valueB || a.localeCompare(b, 'ko');
}

/** The distinct sizes reviewers bought, small to large: the review list's size filter. */
export function reviewSizesOf(samples: readonly { size: string | null }[]): string[] {
  const sizes = new Set(samples.flatMap((sample) => (sample.size?.trim() ? [sample.size.trim()] : [])));
  return [...sizes].sort(compareSizes);
}
