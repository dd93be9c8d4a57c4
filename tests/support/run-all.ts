/**
 * `npm test`: every check CI runs, in one command, with one summary line at the end.
 *
 * Steps run one after another and all of them run even when an earlier one fails, so one run
 * shows every problem. Static checks count as one test each; vitest and Playwright contribute
 * their own counts (read from their JSON reports). Exit code 1 when anything failed.
 *
 * `npm test -- --only=vitest,e2e` runs a subset (names: codegen, typecheck, lint, knip, vitest, build, storybook, e2e).
 */
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { playwrightDigest, vitestDigest, type PlaywrightReport, type VitestReport } from './failure-digest';

interface StepResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  /** Tests that passed only on a retry (Playwright on CI), counted as passed. */
  flaky?: number;
  /** A few lines per failed or flaky test, printed just above the summary (failure-digest.ts). */
  digest?: string[];
}

const root = path.resolve(import.meta.dirname, '../..');
const reports = path.join(root, 'test-results');
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : null;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const npx = (bin: string, args: string[], env?: NodeJS.ProcessEnv) =>
  run(path.join(root, 'node_modules/.bin', bin), args, env);

async function check(name: string, exec: () => Promise<number>): Promise<StepResult> {
  const started = Date.now();
  const code = await exec();
  const ok = code === 0;
  return { name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds: (Date.now() - started) / 1000 };
}

interface VitestJson extends VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
}

async function vitest(): Promise<StepResult> {
  const started = Date.now();
  const file = path.join(reports, 'vitest.json');
  await rm(file, { force: true });
  const code = await npx('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`]);
  const report = JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) as VitestJson | null;
  const seconds = (Date.now() - started) / 1000;
  if (!report) return { name: 'vitest', passed: 0, failed: 1, skipped: 0, seconds, digest: ['vitest: no JSON report, see the log above'] };
  // A suite that fails to load has no failed tests of its own, but must still fail the run.
  const failed = report.numFailedTests + report.numFailedTestSuites + (code !== 0 && report.numFailedTests === 0 ? 1 : 0);
  return {
    name: 'vitest',
    passed: report.numPassedTests,
    failed: code === 0 ? 0 : Math.max(failed, 1),
    skipped: report.numPendingTests + report.numTodoTests,
    seconds,
    digest: vitestDigest(report),
  };
}

interface PlaywrightJson extends PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

async function e2e(): Promise<StepResult> {
  const started = Date.now();
  const file = path.join(reports, 'playwright.json');
  await rm(file, { force: true });
  const code = await npx('playwright', ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const report = JSON.parse(await readFile(file, 'utf8').catch(() => 'null')) as PlaywrightJson | null;
  const seconds = (Date.now() - started) / 1000;
  if (!report) return { name: 'e2e', passed: 0, failed: 1, skipped: 0, seconds, digest: ['e2e: no JSON report, see the log above'] };
  const { expected, unexpected, flaky, skipped } = report.stats;
  return {
    name: 'e2e',
    passed: expected + flaky,
    failed: code === 0 ? unexpected : Math.max(unexpected, 1),
    skipped,
    seconds,
    flaky,
    digest: playwrightDigest(report),
  };
}

const steps: Array<[string, () => Promise<StepResult>]> = [
  // graphql-codegen's own dry run: exit 1 when a generated file differs from what it would write.
  ['codegen', () => check('codegen', () => npx('graphql-codegen', ['--config', 'codegen.ts', '--check', '--silent']))],
  ['typecheck', () => check('typecheck', () => npx('tsc', ['-p', 'tsconfig.json', '--noEmit']))],
  ['lint', () => check('lint', () => npx('eslint', ['--max-warnings', '0', '.']))],
  // Dead code gate: unused files, exports and dependencies (knip.json says what the entry points are).
  ['knip', () => check('knip', () => npx('knip', ['--no-progress']))],
  ['vitest', vitest],
  ['build', () => check('build', () => npx('vite', ['build', '--config', 'frontend/vite.config.ts', '--logLevel', 'warn']))],
  // Designers' Storybook must build; its output is thrown away (the story tests ran in vitest).
  [
    'storybook',
    () =>
      check('storybook', async () => {
        const out = path.join(reports, 'storybook-static');
        const code = await npx('storybook', ['build', '-o', out, '--quiet', '--disable-telemetry']);
        await rm(out, { recursive: true, force: true });
        return code;
      }),
  ],
  ['e2e', e2e],
];

await mkdir(reports, { recursive: true });
const results: StepResult[] = [];
for (const [name, step] of steps) {
  if (only && !only.has(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  results.push(await step());
}

const digest = results.flatMap((r) => r.digest ?? []);
if (digest.length > 0) console.log(`\n━━ failed and flaky tests ━━\n${digest.join('\n')}`);
console.log('\n━━ summary ━━');
for (const r of results) {
  const status = r.failed > 0 ? 'FAIL' : 'ok  ';
  const flaky = r.flaky ? `, ${r.flaky} flaky` : '';
  console.log(`${status} ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${flaky} (${r.seconds.toFixed(1)} s)`);
}
const total = results.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
