import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from '../logger';

export interface RequestScope {
  requestId: string;
  log: Logger;
}

// yoga's maskError and logger hooks receive no context; the request id reaches them through here.
const storage = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(scope: RequestScope, fn: () => T): T {
  return storage.run(scope, fn);
}

export function currentRequestScope(): RequestScope | undefined {
  return storage.getStore();
}
