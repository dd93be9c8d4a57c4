import type * as SentrySdk from '@sentry/react';

/**
 * Error reporting (Sentry) for a shop that configured a DSN. The SDK is imported on demand, so
 * shops without it never download it. Spec §9: 10 % of traces, at most 300 breadcrumbs.
 */
export const TRACES_SAMPLE_RATE = 0.1;
export const MAX_BREADCRUMBS = 300;

export interface ErrorReporting {
  setUser(id: string | null): void;
  setTenant(universityId: number, universityName: string): void;
}

type SentryModule = typeof SentrySdk;

const started = new Map<string, Promise<ErrorReporting>>();

/** Starts the SDK once per DSN (a remount or StrictMode asks again and gets the same one). */
export function startErrorReporting(
  dsn: string,
  load: () => Promise<SentryModule> = () => import('@sentry/react'),
): Promise<ErrorReporting> {
  let reporting = started.get(dsn);
  if (!reporting) {
    reporting = initialise(dsn, load);
    started.set(dsn, reporting);
    // A failed download may be retried on the next visit of the shell.
    reporting.catch(() => started.delete(dsn));
  }
  return reporting;
}

async function initialise(dsn: string, load: () => Promise<SentryModule>): Promise<ErrorReporting> {
  const Sentry = await load();
  Sentry.init({
    dsn,
    environment: import.meta.env.MODE,
    integrations: [Sentry.browserTracingIntegration()],
    tracesSampleRate: TRACES_SAMPLE_RATE,
    maxBreadcrumbs: MAX_BREADCRUMBS,
  });
  return {
    setUser: (id) => Sentry.setUser(id === null ? null : { id }),
    setTenant: (universityId, universityName) => {
      Sentry.setTag('universityId', String(universityId));
      Sentry.setTag('universityName', universityName);
    },
  };
}
