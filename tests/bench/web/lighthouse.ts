import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PageScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

interface LighthouseReport {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const percent = (score: number | null) => Math.round((score ?? 0) * 100);

/**
 * One Lighthouse run (its default mobile preset: a mid-range phone on slow 4G, simulated) with
 * Debian's chromium. The CLI is the documented interface; it launches and closes its own browser.
 */
/** lighthouse@12.2.3's command line, run with the Node that runs the bench. */
const LIGHTHOUSE_CLI = fileURLToPath(import.meta.resolve('lighthouse/cli/index.js'));

export function runLighthouse(url: string): Promise<PageScores> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}`));
      const text = Buffer.concat(chunks).toString('utf8');
      // BENCH_WEB_REPORTS=<dir> keeps each page's full report for its diagnostics.
      const dir = process.env.BENCH_WEB_REPORTS;
      if (dir) writeFileSync(path.join(dir, `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}.json`), text);
      const report = JSON.parse(text) as LighthouseReport;
      resolve({
        performance: percent(report.categories.performance.score),
        accessibility: percent(report.categories.accessibility.score),
        bestPractices: percent(report.categories['best-practices'].score),
        seo: percent(report.categories.seo.score),
        lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
        cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
        tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? Number.NaN),
      });
    });
  });
}

/** The targets (issue 19, "Done when"). */
export const TARGETS = { performance: 90, accessibility: 100, bestPractices: 100, seo: 95, lcpMs: 2000, cls: 0.05, tbtMs: 200 };

/** Which targets a page misses, as readable lines. */
export function misses(scores: PageScores): string[] {
  const missed: string[] = [];
  if (scores.performance < TARGETS.performance) missed.push(`performance ${scores.performance} < ${TARGETS.performance}`);
  if (scores.accessibility < TARGETS.accessibility) missed.push(`accessibility ${scores.accessibility} < ${TARGETS.accessibility}`);
  if (scores.bestPractices < TARGETS.bestPractices) missed.push(`best practices ${scores.bestPractices} < ${TARGETS.bestPractices}`);
  if (scores.seo < TARGETS.seo) missed.push(`SEO ${scores.seo} < ${TARGETS.seo}`);
  if (!(scores.lcpMs <= TARGETS.lcpMs)) missed.push(`LCP ${scores.lcpMs} ms > ${TARGETS.lcpMs} ms`);
  if (!(scores.cls <= TARGETS.cls)) missed.push(`CLS ${scores.cls} > ${TARGETS.cls}`);
  if (!(scores.tbtMs <= TARGETS.tbtMs)) missed.push(`TBT ${scores.tbtMs} ms > ${TARGETS.tbtMs} ms`);
  return missed;
}
