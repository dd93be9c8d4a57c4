/**
 * A few lines per failed (or flaky) test for the end of `npm test`: CI keeps only the tail of the
 * log, and the runners print their failure details far above it. Read from the JSON reports the
 * runners already write, so the digest says exactly what they decided.
 */
import { stripVTControlCharacters } from 'node:util';

/** Lines of each error kept, and tests listed per step: the tail must stay short. */
const ERROR_LINES = 3;
const MAX_TESTS = 4;

export interface VitestReport {
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file?: string;
    line?: number;
    tests: {
      projectName: string;
      status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
      results: { status: string; error?: { message?: string } }[];
    }[];
  }[];
}

export interface PlaywrightReport {
  suites?: PlaywrightSuite[];
}

interface Entry {
  label: string;
  title: string;
  message: string;
}

function firstLines(message: string | undefined): string[] {
  return stripVTControlCharacters(message ?? '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, ERROR_LINES);
}

function format(step: string, entries: readonly Entry[]): string[] {
  const lines = entries.slice(0, MAX_TESTS).flatMap((entry) => [
    `${step} ${entry.label}: ${entry.title}`,
    ...firstLines(entry.message).map((line) => `    ${line}`),
  ]);
  if (entries.length > MAX_TESTS) lines.push(`${step}: ${entries.length - MAX_TESTS} more, see the log above`);
  return lines;
}

export function vitestDigest(report: VitestReport | null): string[] {
  const entries: Entry[] = [];
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) entries.push({ label: 'failed', title: test.fullName, message: test.failureMessages?.[0] ?? '' });
    // A file that failed to load (or failed in a hook) has no failed test of its own.
    if (failed.length === 0 && file.status === 'failed') entries.push({ label: 'failed', title: file.name, message: file.message ?? '' });
  }
  return format('vitest', entries);
}

function* specsOf(suites: readonly PlaywrightSuite[] | undefined): Generator<NonNullable<PlaywrightSuite['specs']>[number]> {
  for (const suite of suites ?? []) {
    yield* suite.specs ?? [];
    yield* specsOf(suite.suites);
  }
}

export function playwrightDigest(report: PlaywrightReport | null): string[] {
  const entries: Entry[] = [];
  for (const spec of specsOf(report?.suites)) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      // The first failed try says what went wrong, also for a test that passed on its retry.
      const failure = test.results.find((result) => result.error) ?? test.results.at(-1);
      entries.push({
        label: test.status === 'flaky' ? 'flaky' : 'failed',
        title: `[${test.projectName}] ${spec.file ?? ''}:${spec.line ?? ''} ${spec.title}`,
        message: failure?.error?.message ?? failure?.status ?? '',
      });
    }
  }
  return format('e2e', entries);
}
