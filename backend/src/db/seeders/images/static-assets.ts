import type { StandardCatalogue } from '../../../../../mocks/scenarios/standard';
import { renderAdSvg } from './ad-svg';
import { renderFlagSvg } from './flag-svg';
import { renderProductSvg } from './product-svg';

const STATIC_PREFIX = '/static/';

/**
 * Every generated file the catalogue's image URLs point at, keyed by its path below the static
 * folder (`products/biz-varsity-2026-1.svg` for `/static/products/biz-varsity-2026-1.svg`).
 */
export function renderStaticAssets(catalogue: StandardCatalogue): Map<string, string> {
  const assets = new Map<string, string>();
  const add = (url: string | null, render: () => string) => {
    if (!url?.startsWith(STATIC_PREFIX)) return;
    assets.set(url.slice(STATIC_PREFIX.length), render());
  };
  for (const product of catalogue.products) {
    [product.image, product.image2, product.image3].forEach((url, index) =>
      add(url, () => renderProductSvg(product.art, index, product.name)),
    );
  }
  catalogue.ads.forEach((ad, index) => add(ad.imageUrl, () => renderAdSvg(ad, index)));
  for (const dialing of catalogue.countryDialingCodes) {
    add(dialing.imageUrl, () => renderFlagSvg(dialing.isoCode, dialing.name));
  }
  return assets;
}
