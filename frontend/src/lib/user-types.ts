import { useQuery } from '@tanstack/react-query';
import { UserTypesDocument } from './__generated__/graphql';
import { queryOptionsFor } from './query-options';

/** User types are set up once per university, not changed within a visit. */
const USER_TYPES_STALE_MS = 10 * 60 * 1000;

/** The university's member types (학부생, 대학원생, 교직원…), asked by sign-up and the profile screen alike. */
export function userTypesQueryOptions() {
  return queryOptionsFor(UserTypesDocument, {}, {
    staleTime: USER_TYPES_STALE_MS,
    select: (data) => data.userTypes,
  });
}

export function useUserTypes() {
  return useQuery(userTypesQueryOptions());
}
