// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialJs, PRODUCT_LIST_INITIAL_JS_LIMIT, ROUTE_SCREENS } from '../bench/web/initial-js';

// Issue 19's budget: the product list's first load runs at most 90 KB gzip of JavaScript. A size
// read from the real build's manifest is exact, so it is checked here on every test run, unlike
// Lighthouse's timings (npm run bench:web). See docs/decisions/0068.
const configFile = fileURLToPath(new URL('../../frontend/vite.config.ts', import.meta.url));
const outDir = mkdtempSync(path.join(tmpdir(), 'campus-shop-budget-'));

beforeAll(async () => {
  await build({ configFile, logLevel: 'silent', build: { outDir, emptyOutDir: true, reportCompressedSize: false } });
}, 240_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The code a route runs before it paints, as one text. */
const initialCode = (screen: string) =>
  initialJs(outDir, screen)
    .files.map((file) => readFileSync(path.join(outDir, file), 'utf8'))
    .join('\n');

describe('the product list route', () => {
  it(`loads at most ${PRODUCT_LIST_INITIAL_JS_LIMIT / 1024} KB gzip of JavaScript before it paints`, () => {
    const { gzipBytes, files } = initialJs(outDir, ROUTE_SCREENS.products);
    expect(files.length).toBeGreaterThan(1);
    expect(gzipBytes).toBeLessThanOrEqual(PRODUCT_LIST_INITIAL_JS_LIMIT);
  });

  it('leaves the graphql package, the colour maths and React DOM out of that first load', () => {
    const code = initialCode(ROUTE_SCREENS.products);
    // Strings only those packages carry: graphql's printer, culori's linear RGB mode, react-dom's errors.
    expect(code).not.toContain('extend scalar');
    expect(code).not.toContain('mode:`lrgb`');
    expect(code).not.toContain('react.dev/errors');
  });
});

// Lighthouse's simulated slow 4G pays a round trip for every few requests before the first paint;
// the product page started with 31 scripts and 12 stylesheets of 2-3 KB each (docs/decisions/0079).
describe('the storefront first routes', () => {
  const MOST_SCRIPTS = 5;
  for (const [route, screen] of Object.entries(ROUTE_SCREENS)) {
    it(`start ${route} with at most ${MOST_SCRIPTS} scripts`, () => {
      expect(initialJs(outDir, screen).files.length).toBeLessThanOrEqual(MOST_SCRIPTS);
    });
  }

  it('leave the product page’s closed tabs (size guide, reviews) and the operator console out of its first load', () => {
    const code = initialCode(ROUTE_SCREENS.product);
    expect(code).not.toContain('아직 리뷰가 없어요');
    expect(code).not.toContain('size-guide-title');
    expect(code).not.toContain('StaffProducts');
    expect(code).toContain('ProductDetail');
  });

  it('ship each document as its text and operation name, without the selection sets’ syntax tree', () => {
    const code = initialCode(ROUTE_SCREENS.product);
    expect(code).toContain('query ProductDetail(');
    expect(code).not.toContain('SelectionSet');
  });
});
