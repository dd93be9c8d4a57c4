import { BatchTransport, type AnalyticsNetwork, type CollectedEvent, type Timers } from './batch-transport';
import { createIdentity, documentCookies, padUserId, type AnalyticsIdentity, type CookieJar } from './identity';
import { subscribeAnalytics, type AnalyticsEvent } from './track';

export interface AnalyticsTenant {
  universityId: number;
  universityName: string;
}

export interface AnalyticsClientOptions {
  cookies?: CookieJar;
  network?: AnalyticsNetwork;
  timers?: Timers;
  now?: () => number;
}

/** Events that arrive before the shop knows where to post them wait, but not without bound. */
export const MAX_WAITING_EVENTS = 100;

interface WaitingEvent {
  event: AnalyticsEvent;
  at: number;
}

/**
 * The shell's analytics: takes every `trackEvent`, adds who and where (university, client,
 * session, member), and hands it to the batching transport. Until the endpoint, the tenant and
 * the session are known, events wait, so the first page view of a signed-in member carries the
 * member id. With no endpoint configured nothing is posted and no cookie is written.
 */
export class AnalyticsClient {
  private readonly cookies: CookieJar;
  private readonly network: AnalyticsNetwork | undefined;
  private readonly timers: Timers | undefined;
  private readonly now: () => number;
  /** undefined: not known yet; null: analytics is off for this shop. */
  private endpoint: string | null | undefined = undefined;
  private tenant: AnalyticsTenant | undefined;
  private sessionResolved = false;
  private userId: number | null = null;
  private identity: AnalyticsIdentity | undefined;
  /** Set once events can be posted: everything an event needs to be stamped and sent. */
  private active: { transport: BatchTransport; identity: AnalyticsIdentity; tenant: AnalyticsTenant } | undefined;
  private waiting: WaitingEvent[] = [];

  constructor(options: AnalyticsClientOptions = {}) {
    this.cookies = options.cookies ?? documentCookies;
    this.network = options.network;
    this.timers = options.timers;
    this.now = options.now ?? Date.now;
  }

  /** Listens to `trackEvent` and to the page going away; returns the function that stops it all. */
  start(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
    const unsubscribe = subscribeAnalytics((event) => this.track(event));
    const onPageHide = () => this.active?.transport.flushOnExit();
    const onVisibility = () => {
      // Phones often skip pagehide when the app is switched away and killed later.
      if (document.visibilityState === 'hidden') onPageHide();
    };
    target.addEventListener('pagehide', onPageHide);
    target.addEventListener('visibilitychange', onVisibility);
    return () => {
      unsubscribe();
      target.removeEventListener('pagehide', onPageHide);
      target.removeEventListener('visibilitychange', onVisibility);
      this.deactivate();
    };
  }

  /** The tenant's `analyticsEndpoint`; null turns analytics off and drops what waited. */
  setEndpoint(endpoint: string | null): void {
    if (endpoint === this.endpoint) return;
    this.deactivate();
    this.endpoint = endpoint;
    if (endpoint === null) this.waiting = [];
    this.release();
  }

  setTenant(tenant: AnalyticsTenant): void {
    this.tenant = tenant;
    if (this.active) this.active.tenant = tenant;
    this.release();
  }

  /** Called once the session has settled (member or not) and whenever the member changes. */
  setSession(userId: number | null): void {
    this.sessionResolved = true;
    this.userId = userId;
    this.release();
  }

  track(event: AnalyticsEvent): void {
    if (this.endpoint === null) return;
    const at = this.now();
    if (this.active) {
      this.active.transport.add(this.stamp(this.active, event, at));
    } else if (this.waiting.length < MAX_WAITING_EVENTS) {
      this.waiting.push({ event, at });
    }
  }

  private release(): void {
    if (this.active || !this.endpoint || !this.tenant || !this.sessionResolved) return;
    this.identity ??= createIdentity(this.cookies, this.now());
    const transport = new BatchTransport({
      endpoint: this.endpoint,
      clientId: this.identity.clientId,
      ...(this.network ? { network: this.network } : {}),
      ...(this.timers ? { timers: this.timers } : {}),
    });
    const active = { transport, identity: this.identity, tenant: this.tenant };
    this.active = active;
    const waiting = this.waiting;
    this.waiting = [];
    for (const { event, at } of waiting) transport.add(this.stamp(active, event, at));
  }

  private deactivate(): void {
    this.active?.transport.dispose();
    this.active = undefined;
  }

  private stamp(
    { identity, tenant }: { identity: AnalyticsIdentity; tenant: AnalyticsTenant },
    { name, params }: AnalyticsEvent,
    at: number,
  ): CollectedEvent {
    return {
      name,
      timestamp_micros: at * 1000,
      params: {
        ...params,
        universityId: tenant.universityId,
        universityName: tenant.universityName,
        session_id: identity.sessionFor(at),
        ...(this.userId === null ? {} : { user_id: padUserId(this.userId) }),
      },
    };
  }
}
