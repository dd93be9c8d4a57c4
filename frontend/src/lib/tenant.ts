import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { UniversityDocument, type UniversityQuery } from './__generated__/graphql';
import { documentTitle } from './document-title';
import { queryOptionsFor } from './query-options';

export type Tenant = UniversityQuery['university'];

/**
 * The tenant to show. Normally unset: one deployment serves one university and the API answers
 * with it; `VITE_UNIVERSITY_ID` exists for pointing a dev build at another tenant.
 */
function configuredUniversityId(): number | undefined {
  const raw = import.meta.env.VITE_UNIVERSITY_ID;
  if (raw === undefined || raw.trim() === '') return undefined;
  const id = Number(raw);
  return Number.isInteger(id) ? id : undefined;
}

const universityId = configuredUniversityId();

/** The tenant's settings change rarely; one fetch per visit is enough. */
const TENANT_STALE_TIME_MS = 10 * 60 * 1000;

export function tenantQueryOptions() {
  return queryOptionsFor(UniversityDocument, universityId === undefined ? {} : { universityId }, {
    staleTime: TENANT_STALE_TIME_MS,
    meta: { showError: true },
  });
}

/** The shop's public settings (names, footer, theme, promoted categories). */
export function useTenant() {
  return useQuery({ ...tenantQueryOptions(), select: (data) => data.university });
}

/** Sets the browser title from the tenant's template; pages without a title get the default. */
export function useDocumentTitle(pageTitle?: string): void {
  const { data: tenant } = useTenant();
  const title = tenant ? documentTitle(tenant, pageTitle) : undefined;
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title]);
}
