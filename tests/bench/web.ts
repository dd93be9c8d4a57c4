// `npm run bench:web` (also the last part of `npm run bench`): builds the frontend, starts the real
// server as the e2e suite does (fresh embedded PostgreSQL, seeded demo shop), runs Lighthouse 12 on
// home, product list and product detail, and prints the scores with the product list's initial JS.
// Exits 1 when a target of issue 19 is missed (docs/decisions/0055).
//   BENCH_WEB_PORT  the server's port (default 5110)
//   BENCH_WEB_BUILD 0 skips `npm run build` (measure the build already in frontend/dist)
//   CHROME_PATH     the browser Lighthouse drives (default /usr/bin/chromium)
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { initialJs, PRODUCT_LIST_INITIAL_JS_LIMIT, ROUTE_SCREENS } from './web/initial-js';
import { misses, runLighthouse, type PageScores } from './web/lighthouse';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = process.env.BENCH_WEB_PORT ?? '5110';
const origin = `http://127.0.0.1:${port}`;
const bin = (name: string) => `${repoRoot}node_modules/.bin/${name}`;

if (process.env.BENCH_WEB_BUILD !== '0') {
  const build = spawnSync(bin('vite'), ['build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/start-server.ts'], {
  cwd: repoRoot,
  env: { ...process.env, E2E_PORT: port },
  stdio: ['ignore', 'inherit', 'inherit'],
});

let serverExited = false;
server.once('exit', () => {
  serverExited = true;
});

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 240 && !serverExited; attempt++) {
    const healthy = await fetch(`${origin}/healthz`).then((res) => res.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(serverExited ? 'the server exited before it was healthy' : 'the server did not become healthy in two minutes');
}

async function firstProductId(): Promise<number> {
  const res = await fetch(`${origin}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products(data: {}) { items { id } } }' }),
  });
  const { data } = (await res.json()) as { data?: { products?: { items: { id: number }[] } } };
  const id = data?.products?.items[0]?.id;
  if (id === undefined) throw new Error('the seeded shop lists no product');
  return id;
}

function row(name: string, s: PageScores): string {
  return [name.padEnd(16), s.performance, s.accessibility, s.bestPractices, s.seo, `${s.lcpMs} ms`, s.cls, `${s.tbtMs} ms`]
    .map((cell) => String(cell).padEnd(10))
    .join('');
}

const print = (line: string) => process.stdout.write(`${line}\n`);

let failed = false;
try {
  await waitForHealth();
  const pages = [
    { name: 'home', url: `${origin}/` },
    { name: 'product list', url: `${origin}/products` },
    { name: 'product detail', url: `${origin}/products/${await firstProductId()}` },
  ];
  print(['page'.padEnd(16), 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP', 'CLS', 'TBT'].map((c) => c.padEnd(10)).join(''));
  for (const page of pages) {
    // Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): try again, twice.
    const scores = await runLighthouse(page.url).catch(() => runLighthouse(page.url)).catch(() => runLighthouse(page.url));
    print(row(page.name, scores));
    for (const miss of misses(scores)) {
      failed = true;
      print(`  MISSED (${page.name}): ${miss}`);
    }
  }
  const js = initialJs(`${repoRoot}frontend/dist`, ROUTE_SCREENS.products);
  print(`product list initial JS: ${(js.gzipBytes / 1024).toFixed(1)} KB gzip in ${js.files.length} files (target ≤ 90 KB)`);
  if (js.gzipBytes > PRODUCT_LIST_INITIAL_JS_LIMIT) {
    failed = true;
    print('  MISSED: product list initial JS over 90 KB gzip');
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  server.kill('SIGTERM');
}
process.exitCode = failed ? 1 : 0;
