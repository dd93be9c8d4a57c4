import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { e2eServer } from './server-info';

const run = promisify(execFile);
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export interface StaffResult {
  /** 0 done, 1 refused or failed, 2 not understood (staff.cli.ts). */
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run staff -- <args>` against the real e2e server's database: the same script the npm
 * script runs, on this Node (npm itself would cost a second per call), with DATABASE_URL of the
 * server's embedded PostgreSQL and its DATA_DIR. Throws on a non-zero exit unless `allowFailure`,
 * so a refused staff step fails the spec with the tool's Korean sentence.
 * Examples: staff(['stock', '32', '5']), staff(['confirm', '12']), staff(['review', 'apply', '3']).
 */
export async function staff(args: readonly string[], { allowFailure = false } = {}): Promise<StaffResult> {
  const server = e2eServer();
  const env = { ...process.env, DATABASE_URL: server.databaseUrl, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'backend/src/modules/staff/staff.cli.ts', ...args], {
      cwd: repoRoot,
      env,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as { code?: number | string; stdout?: string; stderr?: string };
    const result = { code: typeof failure.code === 'number' ? failure.code : 1, stdout: failure.stdout ?? '', stderr: failure.stderr ?? '' };
    if (allowFailure) return result;
    throw new Error(`npm run staff -- ${args.join(' ')} exited with ${result.code}:\n${result.stderr || result.stdout}`, {
      cause: error,
    });
  }
}
