import type { DemandRow } from './use-restock-board';

type Detail = DemandRow['product']['productOptionDetails'][number];

/** A combination as staff read it, for example 네이비 / L. */
export const optionName = (detail: Pick<Detail, 'option0' | 'option1' | 'option2'>) =>
  [detail.option0, detail.option1, detail.option2].filter(Boolean).join(' / ') || '기본';

/** The product's whole stock (the sum of its combinations, or its own count without any). */
export const wholeStock = (product: DemandRow['product']) =>
  product.productOptionDetails.length > 0 ? product.productOptionDetails.reduce((sum, detail) => sum + detail.count, 0) : product.count;
