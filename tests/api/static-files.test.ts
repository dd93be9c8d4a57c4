// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api';

let api: TestApi;
let dist: string;

beforeAll(async () => {
  // A stand-in for `frontend/dist`, so the test does not depend on a build having run.
  dist = await mkdtemp(path.join(tmpdir(), 'shop-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="ko"><title>shop</title></html>');
  await writeFile(path.join(dist, 'assets', 'index-AbCd1234.js'), 'console.log(1)');
  // What frontend/build/precompress.ts writes beside a built file.
  await writeFile(path.join(dist, 'assets', 'index-AbCd1234.js.br'), brotliCompressSync('console.log(1)'));
  api = await startTestApi({ seed: false, env: { SERVE_FRONTEND: 'true', FRONTEND_DIST: dist } });
});
afterAll(async () => {
  await api?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (p: string, init?: RequestInit) => fetch(`${api.url}${p}`, init);

describe('files the backend serves', () => {
  it('serves shipped product images under /static with their content type', async () => {
    const res = await get('/static/flags/kr.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toContain('<svg');
  });

  it('never serves files outside the static folder', async () => {
    for (const p of ['/static/../server.ts', '/static/%2e%2e/server.ts', '/static/..%2fconfig.ts']) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
      expect(await res.text(), p).not.toContain('import');
    }
  });

  it('answers page routes with the app shell and missing files with 404', async () => {
    const page = await get('/products/12');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect((await get('/assets/missing-12345678.js')).status).toBe(404);
  });

  it('caches hashed build assets for a year and answers a revalidation with 304', async () => {
    const first = await get('/assets/index-AbCd1234.js');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('immutable');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/assets/index-AbCd1234.js', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('sends the precompressed brotli file to a client that accepts it, the plain one otherwise', async () => {
    const brotli = await get('/assets/index-AbCd1234.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe('console.log(1)');
    const plain = await get('/assets/index-AbCd1234.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('compresses the page shell and GraphQL answers for the client', async () => {
    const page = await get('/products', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(await page.text()).toContain('<title>');
    const answer = await get('/api', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({ query: '{ __schema { types { name } } }' }),
    });
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(((await answer.json()) as { data: { __schema: { types: unknown[] } } }).data.__schema.types.length).toBeGreaterThan(10);
  });

  it('answers a theme colour stylesheet by its address, cached for a year, and 404 for a bad colour', async () => {
    const css = await get('/theme/1d4ed8.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(css.headers.get('cache-control')).toContain('immutable');
    expect(await css.text()).toBe(':root{--color-primary:#1d4ed8;--color-on-primary:#ffffff}');
    expect((await get('/theme/zzzzzz.css')).status).toBe(404);
  });

  it('refuses to write through the file routes', async () => {
    const res = await get('/static/flags/kr.svg', { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
  });
});
