// A jobs thread that dies once after reporting ready (tests/api/jobs-thread.test.ts): the real
// thread module, then an uncaught error while the file JOBS_THREAD_CRASH_ONCE names exists. The
// file goes as it crashes, so the thread that replaces it runs on.
import { existsSync, rmSync } from 'node:fs';
import '../../backend/src/jobs/jobs-thread-main';

const marker = process.env.JOBS_THREAD_CRASH_ONCE;
if (marker && existsSync(marker)) {
  rmSync(marker);
  setTimeout(() => {
    throw new Error('the jobs thread crashed (test)');
  }, 100);
}
