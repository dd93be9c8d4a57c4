// Finding catalogue rows by meaning rather than by id, so that member activity written against
// the catalogue fails loudly (at scenario build time) when the catalogue changes under it.
import type { ScenarioProduct, ScenarioProductOptionDetail, StandardCatalogue } from '../standard/types';

const DAY = 24 * 60 * 60 * 1000;

export interface Ago {
  days?: number;
  hours?: number;
  minutes?: number;
}

/** An instant before `now`, as the ISO string every DateTime field carries. */
export function ago(now: Date, { days = 0, hours = 0, minutes = 0 }: Ago): string {
  return new Date(now.getTime() - days * DAY - hours * 3_600_000 - minutes * 60_000).toISOString();
}

export function later(iso: string, { days = 0, hours = 0, minutes = 0 }: Ago): string {
  return new Date(Date.parse(iso) + days * DAY + hours * 3_600_000 + minutes * 60_000).toISOString();
}

export function productOf(catalogue: StandardCatalogue, productId: number): ScenarioProduct {
  const product = catalogue.products.find((row) => row.id === productId);
  if (!product) throw new Error(`The catalogue has no product ${productId}`);
  return product;
}

/** The combination with exactly these values on the product's axes, in axis order. */
export function detailOf(product: ScenarioProduct, values: readonly string[]): ScenarioProductOptionDetail {
  const detail = product.productOptionDetails.find((row) =>
    [row.option0, row.option1, row.option2].every((value, axis) => value === (values[axis] ?? null)),
  );
  if (!detail) throw new Error(`${product.name} has no combination ${values.join('/')}`);
  return detail;
}

/** The combination for a product with axes, null for a product without (the API's shape). */
export function optionalDetailOf(
  product: ScenarioProduct,
  values: readonly string[] | undefined,
): ScenarioProductOptionDetail | null {
  if (product.productOptionDetails.length === 0) {
    if (values && values.length > 0) throw new Error(`${product.name} has no options`);
    return null;
  }
  return detailOf(product, values ?? []);
}

export function templateOf(catalogue: StandardCatalogue, templateId: number) {
  const template = catalogue.deliveryTemplates.find((row) => row.id === templateId);
  if (!template) throw new Error(`The catalogue has no delivery template ${templateId}`);
  return template;
}

export function pointTypeOf(catalogue: StandardCatalogue, code: string) {
  const type = catalogue.pointTypes.find((row) => row.code === code);
  if (!type) throw new Error(`The catalogue has no point type ${code}`);
  return type;
}
