import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Route, Switch } from 'wouter';
import { buildTenantIntegrations } from '../../../mocks/factories/content';
import { operationOverride } from '../../../mocks/overrides';
import { university } from '../../../mocks/scenarios/standard/tenant';
import { ShopIntegrationsDocument } from '../lib/__generated__/graphql';
import type { BatchBody } from '../lib/analytics/batch-transport';
import { useSession } from '../lib/session';
import { eventsNamed, server, withMockedApi } from '../testing/mocked-api';
import { appHarness, type AppHarness } from '../testing/render';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

function Page({ title }: { title: string }) {
  return <h1>{title}</h1>;
}

function SignOutButton() {
  const { signOut } = useSession();
  return (
    <button type="button" onClick={() => void signOut()}>
      로그아웃
    </button>
  );
}

function Shell() {
  return (
    <Layout>
      <Switch>
        <Route path="/">
          <Page title="홈" />
          <SignOutButton />
        </Route>
        <Route path="/products">
          <Page title="상품 목록" />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Layout>
  );
}

withMockedApi();

let scrollTo: MockInstance<typeof window.scrollTo>;
beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => scrollTo.mockRestore());

const named = eventsNamed;
const pageViews = () => named('page_view').map((event) => event.params.page_path);

function renderShell(options: Parameters<typeof appHarness>[0]): AppHarness {
  const harness = appHarness(options);
  render(<Shell />, { wrapper: harness.wrapper });
  return harness;
}

describe('page views', () => {
  it('counts the first page and every route change, path and query', async () => {
    const harness = renderShell({ scenario: 'anonymous', route: '/' });
    await screen.findByRole('heading', { name: '홈' });
    expect(pageViews()).toEqual(['/']);

    act(() => harness.location.navigate('/products'));
    await screen.findByRole('heading', { name: '상품 목록' });
    act(() => harness.location.navigate('/products?category=75'));

    expect(pageViews()).toEqual(['/', '/products', '/products?category=75']);
    const last = named('page_view').at(-1)?.params;
    expect(last?.page_location).toBe(`${window.location.origin}/products?category=75`);
    expect(last?.page_referrer).toBe(`${window.location.origin}/products`);
  });

  it('keeps codes, states and tickets in the address out of the page path, the location and the next referrer', async () => {
    const harness = renderShell({ scenario: 'anonymous', route: '/products?category=75&code=one-use&state=8f3a' });
    await screen.findByRole('heading', { name: '상품 목록' });
    // The page wipes the code from its address: still the same page, not a second view.
    act(() => harness.location.navigate('/products?category=75', { replace: true }));
    act(() => harness.location.navigate('/'));
    await screen.findByRole('heading', { name: '홈' });

    expect(pageViews()).toEqual(['/products?category=75', '/']);
    const params = named('page_view').map((event) => event.params);
    expect(params[0]?.page_location).toBe(`${window.location.origin}/products?category=75`);
    expect(params[1]?.page_referrer).toBe(`${window.location.origin}/products?category=75`);
    expect(JSON.stringify(params)).not.toMatch(/one-use|8f3a/);
  });

  it('does not count the not-found page, but counts the page after it', async () => {
    const harness = renderShell({ scenario: 'anonymous', route: '/no-such-page' });
    await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' });
    act(() => harness.location.navigate('/also-missing'));
    expect(pageViews()).toEqual([]);

    act(() => harness.location.navigate('/'));
    await screen.findByRole('heading', { name: '홈' });
    expect(pageViews()).toEqual(['/']);
  });
});

describe('first site entry', () => {
  it('fires once, after the stored session has loaded, saying the member is logged in', async () => {
    renderShell({ scenario: 'standard', route: '/' });
    expect(named('first_site_entry')).toEqual([]);

    await waitFor(() => expect(named('first_site_entry')).toHaveLength(1));
    expect(named('first_site_entry')[0]?.params).toEqual({ logged_in: true });

    act(() => screen.getByRole('button', { name: '로그아웃' }).click());
    await screen.findByRole('link', { name: '로그인' });
    expect(named('first_site_entry')).toHaveLength(1);
  });

  it('fires at once for a visitor without a session', () => {
    renderShell({ scenario: 'anonymous', route: '/' });
    expect(named('first_site_entry').map((event) => event.params)).toEqual([{ logged_in: false }]);
  });
});

describe('posting to the shop\'s analytics endpoint', () => {
  it('posts the page views in a batch, with the university and the padded member id', async () => {
    const endpoint = 'https://collect.example.test/g/collect';
    const posted: BatchBody[] = [];
    const harness = appHarness({ scenario: 'standard', route: '/' });
    server.use(
      operationOverride(ShopIntegrationsDocument, {
        data: { university: { id: university.id, integrations: buildTenantIntegrations({ analyticsEndpoint: endpoint }) } },
      }),
      http.post(endpoint, async ({ request }) => {
        posted.push(JSON.parse(await request.text()) as BatchBody);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    render(<Shell />, { wrapper: harness.wrapper });
    await screen.findByRole('heading', { name: '홈' });
    act(() => harness.location.navigate('/products'));

    await waitFor(() => expect(posted.flatMap((body) => body.events).filter((e) => e.name === 'page_view')).toHaveLength(2), { timeout: 3000 });
    const views = posted.flatMap((body) => body.events).filter((e) => e.name === 'page_view');
    expect(views.map((e) => e.params.page_path)).toEqual(['/', '/products']);
    for (const view of views) {
      expect(view.params).toMatchObject({ universityId: university.id, universityName: university.name, user_id: '000000001' });
    }
    expect(posted[0]?.client_id).toMatch(/^\d+\.\d+$/);
  });
});
