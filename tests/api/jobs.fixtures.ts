import type { JobDeps } from '../../backend/src/jobs/job-deps';
import { createLogger } from '../../backend/src/logger';
import { startTestApi, type TestApi } from '../support/api';
import { fakePortOneAdapters, startFakePortOne, type FakePortOneServer } from '../support/fake-portone';

// Shared by the job and restock API tests: the app over its own database, the real PortOne adapter
// against a fake, and the dependencies a job handler is called with.

/** What the runner hands every handler, built from a running test API. */
export function jobDepsOf(api: TestApi): JobDeps {
  return {
    orm: api.orm,
    config: api.config,
    adapters: api.adapters,
    logger: createLogger({ LOG_LEVEL: 'silent', isProduction: false }),
  };
}

export interface JobsTestApi {
  api: TestApi;
  fake: FakePortOneServer;
  deps: JobDeps;
  close(): Promise<void>;
}

export async function startJobsTestApi(): Promise<JobsTestApi> {
  const fake = await startFakePortOne();
  const api = await startTestApi({ adapters: fakePortOneAdapters(fake) });
  return {
    api,
    fake,
    deps: jobDepsOf(api),
    async close() {
      await api.close();
      await fake.close();
    },
  };
}
