import { describe, expect, it } from 'vitest';
import {
  CLIENT_ID_COOKIE,
  CLIENT_ID_MAX_AGE_SECONDS,
  createIdentity,
  padUserId,
  SESSION_TIMEOUT_MS,
  type CookieJar,
} from './identity';

function jar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const maxAges = new Map<string, number>();
  const cookies: CookieJar = {
    get: (name) => values.get(name),
    set: (name, value, maxAge) => {
      values.set(name, value);
      maxAges.set(name, maxAge);
    },
  };
  return { cookies, values, maxAges };
}

const START = Date.UTC(2026, 10, 21, 3, 0, 0);

describe('analytics identity', () => {
  it('pads member ids to nine digits', () => {
    expect(padUserId(7)).toBe('000000007');
    expect(padUserId(123456789)).toBe('123456789');
    expect(padUserId(1234567890)).toBe('1234567890');
  });

  it('keeps the client id in a cookie for 365 days and reuses it on the next visit', () => {
    const { cookies, values, maxAges } = jar();
    const first = createIdentity(cookies, START);
    expect(first.clientId).toMatch(/^\d+\.\d+$/);
    expect(values.get(CLIENT_ID_COOKIE)).toBe(first.clientId);
    expect(maxAges.get(CLIENT_ID_COOKIE)).toBe(CLIENT_ID_MAX_AGE_SECONDS);
    expect(CLIENT_ID_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);

    expect(createIdentity(cookies, START + 86_400_000).clientId).toBe(first.clientId);
  });

  it('replaces a client id cookie that is not one of ours', () => {
    const { cookies } = jar({ [CLIENT_ID_COOKIE]: '<script>' });
    expect(createIdentity(cookies, START).clientId).toMatch(/^\d+\.\d+$/);
  });

  it('keeps the session while events keep coming and starts a new one after 30 minutes idle', () => {
    const { cookies } = jar();
    const identity = createIdentity(cookies, START);
    const session = identity.sessionFor(START);
    expect(session).toBe(String(START / 1000));

    // Activity every 29 minutes keeps one session going for hours.
    let now = START;
    for (let i = 0; i < 6; i++) {
      now += SESSION_TIMEOUT_MS - 60_000;
      expect(identity.sessionFor(now)).toBe(session);
    }

    now += SESSION_TIMEOUT_MS;
    const next = identity.sessionFor(now);
    expect(next).not.toBe(session);
    expect(next).toBe(String(Math.floor(now / 1000)));
  });

  it('continues the session of another tab or an earlier page load', () => {
    const { cookies } = jar();
    const session = createIdentity(cookies, START).sessionFor(START);
    expect(createIdentity(cookies, START + 60_000).sessionFor(START + 60_000)).toBe(session);
  });
});
