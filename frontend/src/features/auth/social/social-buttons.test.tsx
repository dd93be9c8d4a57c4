import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildTenantIntegrations } from '../../../../../mocks/factories/content';
import { operationOverride } from '../../../../../mocks/overrides';
import { ShopIntegrationsDocument } from '../../../lib/__generated__/graphql';
import { shopIntegrationsQueryOptions } from '../../../lib/shop-integrations';
import { server, withMockedApi } from '../../../testing/mocked-api';
import { renderRoutes, renderWithApp } from '../../../testing/render';
import { authRoutes } from '../auth-routes';
import { SocialButtons } from './social-buttons';
import { pendingSocialLogin } from './social-login';

withMockedApi('anonymous');

function offerProviders(ids: { kakaoClientId?: string; naverClientId?: string; googleClientId?: string }) {
  server.use(operationOverride(ShopIntegrationsDocument, { data: { university: { id: 1, integrations: buildTenantIntegrations(ids) } } }));
}

describe('social login buttons', () => {
  it('shows no social section at all when the shop configured no provider', async () => {
    const { queryClient } = renderRoutes(authRoutes, { route: '/login' });
    await screen.findByRole('heading', { level: 1, name: '로그인' });
    await waitFor(() => expect(queryClient.getQueryState(shopIntegrationsQueryOptions(1).queryKey)?.status).toBe('success'));
    expect(screen.queryByRole('heading', { name: '간편 로그인' })).toBeNull();
    expect(screen.queryByRole('button', { name: /로 시작하기$/ })).toBeNull();
  });

  it('shows a button only for each provider with a client id', async () => {
    offerProviders({ kakaoClientId: 'kakao-key', googleClientId: 'google-id' });
    renderRoutes(authRoutes, { route: '/login' });
    await screen.findByRole('button', { name: '카카오로 시작하기' });
    expect(screen.getAllByRole('button', { name: /로 시작하기$/ }).map((button) => button.textContent)).toEqual([
      'K카카오로 시작하기',
      'G구글로 시작하기',
    ]);
  });

  it('leaves for the provider with a state it remembers for the callback, and the place to return to', async () => {
    offerProviders({ naverClientId: 'naver-id' });
    const navigateAway = vi.fn<(url: string) => void>();
    const user = userEvent.setup();
    renderWithApp(<SocialButtons next="/products/6" navigateAway={navigateAway} />, { route: '/login' });
    await user.click(await screen.findByRole('button', { name: '네이버로 시작하기' }));

    expect(navigateAway).toHaveBeenCalledTimes(1);
    const url = new URL(navigateAway.mock.calls[0]?.[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(url.searchParams.get('client_id')).toBe('naver-id');
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login/callback/naver`);
    const state = url.searchParams.get('state');
    expect(pendingSocialLogin('NAVER', state, Date.now())?.next).toBe('/products/6');
  });
});
