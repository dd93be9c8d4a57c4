import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsClient, MAX_WAITING_EVENTS } from './analytics-client';
import { fakeNetwork } from './fake-network';
import type { CookieJar } from './identity';
import { trackEvent } from './track';

const TENANT = { universityId: 1, universityName: '한빛대학교' };

function memoryCookies(): CookieJar & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, get: (name) => values.get(name), set: (name, value) => void values.set(name, value) };
}

function setup() {
  const network = fakeNetwork();
  const cookies = memoryCookies();
  const client = new AnalyticsClient({ network, cookies });
  const target = new EventTarget() as unknown as Window;
  const stop = client.start(target);
  return { network, cookies, client, target, stop };
}

let stops: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  stops = [];
});

afterEach(() => {
  for (const stop of stops) stop();
  vi.useRealTimers();
});

function started() {
  const context = setup();
  stops.push(context.stop);
  return context;
}

describe('the analytics client', () => {
  it('adds the university, the session and the padded member id to every tracked event', () => {
    const { network, client } = started();
    client.setEndpoint('https://collect.example/g');
    client.setTenant(TENANT);
    client.setSession(42);

    trackEvent('view_item', { currency: 'KRW', value: 39000 });
    vi.advanceTimersByTime(1000);

    const [body] = network.posts;
    expect(body?.client_id).toMatch(/^\d+\.\d+$/);
    expect(body?.events[0]?.params).toMatchObject({
      currency: 'KRW',
      value: 39000,
      universityId: 1,
      universityName: '한빛대학교',
      user_id: '000000042',
    });
    expect(body?.events[0]?.params.session_id).toEqual(expect.any(String));
  });

  it('leaves the member id out for a visitor', () => {
    const { network, client } = started();
    client.setEndpoint('https://collect.example/g');
    client.setTenant(TENANT);
    client.setSession(null);
    trackEvent('view_item_list');
    vi.advanceTimersByTime(1000);
    expect(network.posts[0]?.events[0]?.params).not.toHaveProperty('user_id');
  });

  it('holds events until the endpoint, the tenant and the session are known, then stamps them with the member', () => {
    const { network, client } = started();
    trackEvent('page_view', { page_path: '/' });
    client.setEndpoint('https://collect.example/g');
    client.setTenant(TENANT);
    vi.advanceTimersByTime(5000);
    expect(network.posts).toHaveLength(0);

    client.setSession(7);
    vi.advanceTimersByTime(1000);

    expect(network.posts[0]?.events.map((e) => [e.name, e.params.user_id, e.params.universityName])).toEqual([
      ['page_view', '000000007', '한빛대학교'],
    ]);
  });

  it('posts nothing and writes no cookie when the shop has no analytics endpoint', () => {
    const { network, cookies, client } = started();
    trackEvent('page_view');
    client.setEndpoint(null);
    client.setTenant(TENANT);
    client.setSession(1);
    trackEvent('view_item');
    vi.advanceTimersByTime(10_000);

    expect(network.posts).toHaveLength(0);
    expect(network.beacons).toHaveLength(0);
    expect(cookies.values.size).toBe(0);
  });

  it('keeps at most a bounded number of events while it waits', () => {
    const { network, client } = started();
    for (let n = 0; n < MAX_WAITING_EVENTS + 20; n++) trackEvent('scroll');
    client.setEndpoint('https://collect.example/g');
    client.setTenant(TENANT);
    client.setSession(null);
    vi.advanceTimersByTime(1000);
    expect(network.names()).toHaveLength(MAX_WAITING_EVENTS);
  });

  it('sends what is left with a beacon when the page is hidden away', () => {
    const { network, client, target } = started();
    client.setEndpoint('https://collect.example/g');
    client.setTenant(TENANT);
    client.setSession(null);
    trackEvent('select_item');

    target.dispatchEvent(new Event('pagehide'));

    expect(network.beacons.map((body) => body.events.map((e) => e.name))).toEqual([['select_item']]);
  });

  it('stops listening when stopped', () => {
    const { network, client, stop } = setup();
    client.setEndpoint('https://collect.example/g');
    client.setTenant(TENANT);
    client.setSession(null);
    stop();
    trackEvent('view_item');
    vi.advanceTimersByTime(1000);
    expect(network.posts).toHaveLength(0);
  });
});
