import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../mocks/handlers';
import { CartCountDocument, CreateCartDocument, MeDocument, UniversityDocument } from '../lib/__generated__/graphql';
import { ApiError, request } from '../lib/graphql-client';
import { queryKeyFor } from '../lib/operation-key';
import { appStore, authTokenAtom, ME_QUERY_KEY, sessionUserIdAtom, useSession } from '../lib/session';
import { toastAtom } from '../lib/toast';
import { withMockedApi } from '../testing/mocked-api';
import { appHarness } from '../testing/render';
import { useSessionGuard } from './session-guard';

withMockedApi();

function useGuardedSession() {
  useSessionGuard();
  return useSession();
}

describe('useSession', () => {
  it('is loading while a stored token is checked, then a member with the profile and the id shared with the data layer', async () => {
    const harness = appHarness({ scenario: 'standard' });
    const { result } = renderHook(useSession, { wrapper: harness.wrapper });
    expect(result.current.status).toBe('loading');

    await waitFor(() => expect(result.current.status).toBe('member'));
    expect(result.current.user?.email).toBe('demo@hanbit.ac.kr');
    expect(harness.store.get(sessionUserIdAtom)).toBe(result.current.user?.id);
  });

  it('is anonymous at once without a token and asks nothing about a member', () => {
    const harness = appHarness({ scenario: 'anonymous' });
    const { result } = renderHook(useSession, { wrapper: harness.wrapper });
    expect(result.current.status).toBe('anonymous');
    expect(result.current.user).toBeNull();
    const me = harness.queryClient.getQueryState(ME_QUERY_KEY);
    expect(me?.fetchStatus ?? 'idle').toBe('idle');
    expect(me?.dataUpdateCount ?? 0).toBe(0);
  });

  it('signIn stores the token and answers the member, who is then signed in', async () => {
    const harness = appHarness({ scenario: 'standard', signedIn: false });
    const { result } = renderHook(useSession, { wrapper: harness.wrapper });
    expect(result.current.status).toBe('anonymous');

    let user: Awaited<ReturnType<typeof result.current.signIn>> = null;
    await act(async () => {
      user = await result.current.signIn('mock-session-1');
    });

    expect(user).toMatchObject({ id: 1, email: 'demo@hanbit.ac.kr' });
    expect(result.current.status).toBe('member');
    expect(harness.store.get(authTokenAtom)).toBe('mock-session-1');
    expect(appStore.get(authTokenAtom)).toBe('mock-session-1');
    expect(harness.store.get(sessionUserIdAtom)).toBe(1);
  });

  it('signIn with a token that stands for nobody keeps the visitor signed out', async () => {
    const harness = appHarness({ scenario: 'standard', signedIn: false });
    const { result } = renderHook(useSession, { wrapper: harness.wrapper });
    let user: Awaited<ReturnType<typeof result.current.signIn>> = null;
    await act(async () => {
      user = await result.current.signIn('mock-session-unknown');
    });
    expect(user).toBeNull();
    expect(result.current.status).toBe('anonymous');
    expect(harness.store.get(authTokenAtom)).toBeNull();
  });

  it('signOut goes home, forgets the token and member answers but keeps the tenant, and revokes the token on the server', async () => {
    const harness = appHarness({ scenario: 'standard', route: '/my/points' });
    const { result } = renderHook(useSession, { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.status).toBe('member'));
    const cartCountKey = queryKeyFor(CartCountDocument, {});
    const universityKey = queryKeyFor(UniversityDocument, {});
    await harness.queryClient.fetchQuery({ queryKey: cartCountKey, queryFn: () => request(CartCountDocument) });
    await harness.queryClient.fetchQuery({ queryKey: universityKey, queryFn: () => request(UniversityDocument, {}) });

    await act(() => result.current.signOut());

    expect(harness.location.history?.at(-1)).toBe('/');
    expect(result.current.status).toBe('anonymous');
    expect(harness.store.get(authTokenAtom)).toBeNull();
    expect(harness.store.get(sessionUserIdAtom)).toBeNull();
    expect(harness.queryClient.getQueryData(cartCountKey)).toBeUndefined();
    expect(harness.queryClient.getQueryData(ME_QUERY_KEY)).toBeUndefined();
    expect(harness.queryClient.getQueryData(universityKey)).toBeDefined();
    // The mocked API revoked the session: the old token no longer stands for anyone.
    expect(mockApi().db.state.sessions['mock-session-1']).toBeUndefined();
  });
});

describe('the session guard', () => {
  it('signs a suspended member out at once, sends them home and says why', async () => {
    const harness = appHarness({ scenario: 'standard', route: '/my' });
    const member = mockApi().db.member(1);
    if (!member) throw new Error('the standard scenario has member 1');
    member.authority = -1;
    // What the API says to a suspended member's token, which the guard passes on.
    const refusal: unknown = await request(MeDocument, {}).catch((error: unknown) => error);
    if (!(refusal instanceof ApiError)) throw new Error('the mocked API answered a suspended member');
    expect(refusal.code).toBe('ACCOUNT_SUSPENDED');

    const { result } = renderHook(useGuardedSession, { wrapper: harness.wrapper });

    await waitFor(() => expect(harness.store.get(authTokenAtom)).toBeNull());
    expect(result.current.status).toBe('anonymous');
    expect(harness.location.history?.at(-1)).toBe('/');
    expect(harness.store.get(toastAtom)?.message).toBe(refusal.message);
  });

  it('drops a token the server no longer knows without leaving the page', async () => {
    const harness = appHarness({ scenario: 'standard', route: '/products', token: 'mock-session-expired' });
    const { result } = renderHook(useGuardedSession, { wrapper: harness.wrapper });

    await waitFor(() => expect(harness.store.get(authTokenAtom)).toBeNull());
    expect(result.current.status).toBe('anonymous');
    expect(harness.location.history?.at(-1)).toBe('/products');
    expect(harness.store.get(toastAtom)).toBeNull();
  });

  it('rechecks the member when another request is refused as unauthenticated, and signs out a revoked session', async () => {
    const harness = appHarness({ scenario: 'standard', route: '/cart' });
    const { result } = renderHook(useGuardedSession, { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.status).toBe('member'));

    // The session ends elsewhere (a password change on another device).
    delete mockApi().db.state.sessions['mock-session-1'];
    await harness.queryClient
      .getMutationCache()
      .build(harness.queryClient, {
        mutationFn: () => request(CreateCartDocument, { data: { productId: 30, count: 1 } }),
        meta: { showError: false },
      })
      .execute(undefined)
      .catch(() => {});

    await waitFor(() => expect(result.current.status).toBe('anonymous'));
    expect(harness.store.get(authTokenAtom)).toBeNull();
  });
});
