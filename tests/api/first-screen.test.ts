// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenAnswer, type FirstScreenOperation } from '../../domain/catalog/first-screen';
import { AUTHORITY } from '../../domain/enums';
import { queryText } from '../../backend/src/http/first-screen';
import { invalidateCatalogue } from '../../backend/src/modules/catalog/catalogue-cache';
import { startTestApi, type TestApi } from '../support/api';
import { createProduct } from '../support/catalog-fixtures';

// The first HTML of the shop's main routes carries a visitor's first answers, the route's chunks
// and its lead image (docs/decisions/0072). These tests pin that the answers are exactly what an
// anonymous API request gets (rules, visibility, cache and its invalidation) and cannot break the page.

let api: TestApi;
let dist: string;

const MANIFEST = {
  'index.html': { file: 'assets/index-Entry123.js', isEntry: true, imports: ['_shared-Abc12345.js'] },
  '_shared-Abc12345.js': { file: 'assets/shared-Abc12345.js' },
  'src/features/catalog/product-list/product-list-page.tsx': {
    file: 'assets/product-list-page-List1234.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-Abc12345.js', '_card-Card1234.js'],
    css: ['assets/product-list-page-Css12345.css'],
  },
  '_card-Card1234.js': { file: 'assets/card-Card1234.js', css: ['assets/card-Css67890.css'] },
};

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'shop-dist-'));
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="ko"><head><title>shop</title></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  api = await startTestApi({ env: { SERVE_FRONTEND: 'true', FRONTEND_DIST: dist } });
});
afterAll(async () => {
  await api?.close();
  await rm(dist, { recursive: true, force: true });
});

async function page(pathname: string): Promise<string> {
  const res = await fetch(`${api.url}${pathname}`);
  expect(res.status).toBe(200);
  return res.text();
}

function answersOf(html: string): FirstScreenAnswer[] {
  const match = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  return match ? (JSON.parse(match[1]!) as FirstScreenAnswer[]) : [];
}

/** What an anonymous visitor's own request for the same query gets. */
async function anonymous(operation: FirstScreenOperation, variables: Record<string, unknown>): Promise<unknown> {
  const { data, errors } = await api.gql(queryText(operation), variables);
  expect(errors).toBeUndefined();
  return data;
}

describe('the first HTML of the product list', () => {
  it('carries the tenant, the categories and the first page exactly as an anonymous request answers them', async () => {
    const answers = answersOf(await page('/products'));
    expect(answers.map((a) => [a.operation, a.variables])).toEqual([
      ['University', {}],
      ['ProductCategories', { data: { isGroup: false } }],
      ['ProductCategories', { data: { isGroup: true } }],
      ['ProductList', { data: { limit: 20, cursor: null } }],
    ]);
    expect(answers[3]?.pages).toBe(true);
    for (const answer of answers) expect(answer.data, answer.operation).toEqual(await anonymous(answer.operation, answer.variables));
  });

  it('names the route chunk, its imports and styles (not the entry’s) and preloads the first cards’ photos', async () => {
    const html = await page('/products');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-list-page-List1234.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/card-Card1234.js" />');
    expect(html).not.toContain('shared-Abc12345.js');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/product-list-page-Css12345.css" />');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/card-Css67890.css" />');
    const list = answersOf(html).find((a) => a.operation === 'ProductList')?.data as { products: { items: { image: string }[] } };
    expect(list.products.items.length).toBeGreaterThan(0);
    expect(html).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${list.products.items[0]!.image}" />`);
  });

  it('shows a catalogue change in the next HTML, and never a product a visitor may not see', async () => {
    answersOf(await page('/products'));
    const em = api.orm.em.fork();
    const added = await createProduct(em, { name: '새로 올린 후드 </script><script>alert(1)</script>' });
    const hidden = await createProduct(em, { productVisible: AUTHORITY.HIDDEN });
    invalidateCatalogue(em);
    const html = await page('/products');
    // The name's closing tag is escaped: the data block ends only where the page ends it.
    expect(html).not.toContain('</script><script>alert(1)');
    const list = answersOf(html).find((a) => a.operation === 'ProductList')?.data as { products: { items: { id: number; name: string }[] } };
    expect(list.products.items[0]).toMatchObject({ id: added.id, name: '새로 올린 후드 </script><script>alert(1)</script>' });
    expect(list.products.items.map((item) => item.id)).not.toContain(hidden.id);
    // The API refuses it to a visitor (NOT_FOUND), so the page carries no answer: the screen asks.
    expect((await api.gql(queryText('ProductDetail'), { id: hidden.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(answersOf(await page(`/products/${hidden.id}`)).map((a) => a.operation)).toEqual(['University']);
  });

  it('leaves a filtered list’s page to the screen, and answers only the tenant on other routes', async () => {
    expect(answersOf(await page('/products?sort=PRICE_ASC')).map((a) => a.operation)).toEqual(['University', 'ProductCategories', 'ProductCategories']);
    expect(answersOf(await page('/cart')).map((a) => a.operation)).toEqual(['University']);
    expect(await page('/cart')).not.toContain('modulepreload');
  });
});

describe('the first HTML of home and a product page', () => {
  it('carries home’s banners and promoted rows, and a product page’s product', async () => {
    const home = answersOf(await page('/'));
    const university = home[0]?.data as { university: { promotedCategories: { categoryId: number }[] } };
    expect(university.university.promotedCategories.length).toBeGreaterThan(1);
    // Only the first promoted row: the rows below the first screen ask for themselves.
    expect(home.map((a) => [a.operation, a.variables])).toEqual([
      ['University', {}],
      ['Ads', {}],
      ['ProductList', { data: { categoryId: university.university.promotedCategories[0]!.categoryId, limit: 10 } }],
    ]);
    for (const answer of home) expect(answer.data, answer.operation).toEqual(await anonymous(answer.operation, answer.variables));
    const [product] = (home.find((a) => a.operation === 'ProductList')?.data as { products: { items: { id: number }[] } }).products.items;
    const detail = answersOf(await page(`/products/${product!.id}`));
    expect(detail.map((a) => [a.operation, a.variables])).toEqual([['University', {}], ['ProductDetail', { id: product!.id }]]);
    expect(detail[1]?.data).toEqual(await anonymous('ProductDetail', { id: product!.id }));
  });
});
