import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('JOBS_RUNNER (docs/decisions/0081)', () => {
  it('runs the jobs in a worker thread unless told otherwise, an empty value included', () => {
    expect(loadConfig({}).JOBS_RUNNER).toBe('thread');
    expect(loadConfig({ JOBS_RUNNER: '' }).JOBS_RUNNER).toBe('thread');
    expect(loadConfig({ JOBS_RUNNER: 'inline' }).JOBS_RUNNER).toBe('inline');
  });

  it('refuses a runner it does not know, naming the setting', () => {
    expect(() => loadConfig({ JOBS_RUNNER: 'process' })).toThrow(ConfigError);
    expect(() => loadConfig({ JOBS_RUNNER: 'process' })).toThrow(/JOBS_RUNNER/);
  });
});
