import { print, type DocumentNode } from 'graphql';
import {
  FIRST_SCREEN_ELEMENT_ID,
  firstScreenQueries,
  LEAD_CARDS,
  PICTURE_SIZES,
  TENANT_QUERY,
  type FirstScreenAnswer,
  type FirstScreenOperation,
  type FirstScreenQuery,
} from '../../../domain/catalog/first-screen';
// The screens' own generated documents: the answer written into the page has exactly the shape
// the screen's query expects, and the same text, so the anonymous response cache serves both.
import {
  AdsDocument,
  ProductCategoriesDocument,
  ProductDetailDocument,
  ProductListDocument,
  UniversityDocument,
} from '../../../frontend/src/lib/__generated__/graphql';

const DOCUMENTS: Record<FirstScreenOperation, DocumentNode> = {
  University: UniversityDocument,
  Ads: AdsDocument,
  ProductCategories: ProductCategoriesDocument,
  ProductList: ProductListDocument,
  ProductDetail: ProductDetailDocument,
};

const QUERY_TEXT = new Map<FirstScreenOperation, string>();

/** A query's text as the client sends it (the build prints the same documents with `print`). */
export function queryText(operation: FirstScreenOperation): string {
  let text = QUERY_TEXT.get(operation);
  if (text === undefined) QUERY_TEXT.set(operation, (text = print(DOCUMENTS[operation])));
  return text;
}

/** Runs one query as an anonymous visitor; null when it failed or answered with errors. */
export type RunQuery = (query: FirstScreenQuery) => Promise<unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function promotedCategoryIds(tenant: unknown): number[] {
  const university = isRecord(tenant) ? tenant.university : undefined;
  const promoted = isRecord(university) && Array.isArray(university.promotedCategories) ? university.promotedCategories : [];
  return promoted.flatMap((entry) => (isRecord(entry) && typeof entry.categoryId === 'number' ? [entry.categoryId] : []));
}

/**
 * The visitor's first screen of `pathname`: the tenant, then the route's queries (home's rows need
 * the tenant's promoted categories first). A query that fails is left out: the screen asks again.
 */
export async function firstScreenAnswers(run: RunQuery, pathname: string, search: string): Promise<FirstScreenAnswer[]> {
  const answer = async (query: FirstScreenQuery): Promise<FirstScreenAnswer[]> => {
    const data = await run(query).catch(() => null);
    return data === null || data === undefined ? [] : [{ ...query, data }];
  };
  const tenantAnswer = answer(TENANT_QUERY);
  const routeQueries =
    pathname === '/'
      ? firstScreenQueries(pathname, search, promotedCategoryIds((await tenantAnswer)[0]?.data))
      : firstScreenQueries(pathname, search, []);
  const answers = await Promise.all([tenantAnswer, ...routeQueries.map(answer)]);
  return answers.flat();
}

const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * The answers as a JSON data block. A `type="application/json"` script is never executed, so the
 * Content-Security-Policy needs no hash or nonce; `<` is escaped so no answer can close the tag.
 */
export function firstScreenScript(answers: readonly FirstScreenAnswer[]): string {
  if (answers.length === 0) return '';
  const json = JSON.stringify(answers).replace(/[<>&\u2028\u2029]/g, (char) => JSON_ESCAPES[char] ?? char);
  return `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${json}</script>`;
}

interface ImageData {
  src: string;
  sources: { type: string; srcset: string }[];
}

function imageOf(product: unknown): ImageData | null {
  if (!isRecord(product)) return null;
  const first = Array.isArray(product.images) ? product.images[0] : undefined;
  if (isRecord(first) && typeof first.src === 'string') {
    const sources = Array.isArray(first.sources) ? first.sources.filter(isRecord) : [];
    return {
      src: first.src,
      sources: sources.flatMap((s) => (typeof s.type === 'string' && typeof s.srcset === 'string' ? [{ type: s.type, srcset: s.srcset }] : [])),
    };
  }
  return typeof product.image === 'string' && product.image !== '' ? { src: product.image, sources: [] } : null;
}

/** The picture the screen paints largest first, with the `sizes` its `<img>` carries. */
export interface LeadImage {
  image: ImageData;
  sizes: string;
}

/**
 * The route's largest paint, known from the answers: home's first banner, the list's first
 * screen of cards, the product page's first photo.
 */
export function leadImages(answers: readonly FirstScreenAnswer[]): LeadImage[] {
  const images: LeadImage[] = [];
  for (const { operation, data, pages } of answers) {
    if (!isRecord(data)) continue;
    if (operation === 'Ads' && Array.isArray(data.ads)) {
      const ad: unknown = data.ads[0];
      if (isRecord(ad) && typeof ad.imageUrl === 'string' && ad.imageUrl !== '') images.push({ image: { src: String(ad.imageUrl), sources: [] }, sizes: '' });
    } else if (operation === 'ProductList' && pages && isRecord(data.products) && Array.isArray(data.products.items)) {
      for (const product of data.products.items.slice(0, LEAD_CARDS)) {
        const image = imageOf(product);
        if (image) images.push({ image, sizes: PICTURE_SIZES.card });
      }
    } else if (operation === 'ProductDetail') {
      const image = imageOf(data.product);
      if (image) images.push({ image, sizes: PICTURE_SIZES.gallery });
    }
  }
  return images;
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A `<link rel=preload>` for a lead image, so it downloads beside the scripts instead of after
 * them. A `<picture>` shows its first `<source>` the browser supports: the preload names that
 * source's type (a browser without it skips the preload) with the same srcset and sizes, so the
 * file preloaded is the file the `<img>` picks.
 */
export function imagePreloadLink({ image, sizes }: LeadImage): string {
  const source = image.sources[0];
  const target = source
    ? `imagesrcset="${escapeAttribute(source.srcset)}" imagesizes="${escapeAttribute(sizes)}" type="${escapeAttribute(source.type)}"`
    : `href="${escapeAttribute(image.src)}"`;
  return `<link rel="preload" as="image" fetchpriority="high" ${target} />`;
}
