import { useQuery } from '@tanstack/react-query';
import { ProductSizeGuideDocument, SizeRecommendationDocument } from '../../../lib/__generated__/graphql';
import { queryOptionsFor } from '../../../lib/query-options';

/** The size chart, the sizes reviewers bought and whether the size advice is offered. */
export function useSizeGuide(productId: number) {
  return useQuery(queryOptionsFor(ProductSizeGuideDocument, { id: productId }, { select: (data) => data.product }));
}

/** The advice for one build; only asked once the student has entered both figures. */
export function useSizeRecommendation(productId: number, body: { height: number; weight: number } | null) {
  return useQuery({
    ...queryOptionsFor(SizeRecommendationDocument, { id: productId, height: body?.height ?? 0, weight: body?.weight ?? 0 }, {
      select: (data) => data.product.sizeRecommendation,
    }),
    enabled: body !== null,
  });
}
