/**
 * Posts analytics events in batches (spec §7/§9): at most 10 per post, a post as soon as 10 are
 * waiting or else one second after the first, up to 5 retries with growing pauses, and whatever
 * is left handed to `sendBeacon` when the page goes away. The network and the clock are injected
 * so tests drive them by hand.
 */
export const FLUSH_SIZE = 10;
export const FLUSH_INTERVAL_MS = 1000;
export const MAX_RETRIES = 5;
export const RETRY_BASE_MS = 1000;

export interface CollectedEvent {
  name: string;
  timestamp_micros: number;
  params: Record<string, unknown>;
}

export interface BatchBody {
  client_id: string;
  events: CollectedEvent[];
}

/** One post's outcome: sent, worth another try (offline, 5xx, 429), or refused for good (other 4xx). */
export type PostResult = 'sent' | 'retry' | 'drop';

export interface AnalyticsNetwork {
  post(endpoint: string, body: string): Promise<PostResult>;
  /** Queues a post that outlives the page; false when the browser would not take it. */
  beacon(endpoint: string, body: string): boolean;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function isRetryable(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/**
 * The browser's network. The body goes as text/plain, a "simple" request, so posting to a
 * collector on another origin needs no CORS preflight and `sendBeacon` accepts it.
 */
export const browserNetwork: AnalyticsNetwork = {
  async post(endpoint, body) {
    try {
      const response = await fetch(endpoint, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' }, keepalive: true });
      if (response.ok) return 'sent';
      return isRetryable(response.status) ? 'retry' : 'drop';
    } catch {
      return 'retry';
    }
  },
  beacon(endpoint, body) {
    if (typeof navigator.sendBeacon !== 'function') return false;
    return navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
  },
};

interface PendingRetry {
  events: CollectedEvent[];
  retries: number;
  timer: unknown;
}

export interface BatchTransportOptions {
  endpoint: string;
  clientId: string;
  network?: AnalyticsNetwork;
  timers?: Timers;
}

export class BatchTransport {
  private readonly endpoint: string;
  private readonly clientId: string;
  private readonly network: AnalyticsNetwork;
  private readonly timers: Timers;
  private queue: CollectedEvent[] = [];
  private flushTimer: unknown = undefined;
  private readonly retrying = new Set<PendingRetry>();
  private disposed = false;

  constructor(options: BatchTransportOptions) {
    this.endpoint = options.endpoint;
    this.clientId = options.clientId;
    this.network = options.network ?? browserNetwork;
    this.timers = options.timers ?? globalTimers;
  }

  add(event: CollectedEvent): void {
    this.queue.push(event);
    if (this.queue.length >= FLUSH_SIZE) {
      this.flush();
    } else if (this.flushTimer === undefined) {
      this.flushTimer = this.timers.setTimeout(() => {
        this.flushTimer = undefined;
        this.flush();
      }, FLUSH_INTERVAL_MS);
    }
  }

  /** Posts everything waiting, 10 events per post. */
  flush(): void {
    this.cancelFlushTimer();
    while (this.queue.length > 0) {
      void this.attempt(this.queue.splice(0, FLUSH_SIZE), 0);
    }
  }

  /** The page is going away: nothing may wait for a timer any more. */
  flushOnExit(): void {
    this.cancelFlushTimer();
    const leftovers = [...this.retrying].flatMap((pending) => {
      this.timers.clearTimeout(pending.timer);
      return pending.events;
    });
    this.retrying.clear();
    const all = [...leftovers, ...this.queue];
    this.queue = [];
    for (let start = 0; start < all.length; start += FLUSH_SIZE) {
      const body = this.body(all.slice(start, start + FLUSH_SIZE));
      // A browser that refuses the beacon (too large, quota) may still let a keepalive post finish.
      if (!this.network.beacon(this.endpoint, body)) void this.network.post(this.endpoint, body);
    }
  }

  /** Stops every timer without sending (the shell unmounts or the endpoint changes). */
  dispose(): void {
    this.disposed = true;
    this.cancelFlushTimer();
    for (const pending of this.retrying) this.timers.clearTimeout(pending.timer);
    this.retrying.clear();
    this.queue = [];
  }

  private body(events: CollectedEvent[]): string {
    const body: BatchBody = { client_id: this.clientId, events };
    return JSON.stringify(body);
  }

  private async attempt(events: CollectedEvent[], retries: number): Promise<void> {
    const result = await this.network.post(this.endpoint, this.body(events));
    if (result !== 'retry' || retries >= MAX_RETRIES || this.disposed) return;
    const pending: PendingRetry = { events, retries: retries + 1, timer: undefined };
    // 1 s, 2 s, 4 s, 8 s, 16 s: a collector that is down gets room to recover.
    pending.timer = this.timers.setTimeout(() => {
      this.retrying.delete(pending);
      void this.attempt(pending.events, pending.retries);
    }, RETRY_BASE_MS * 2 ** retries);
    this.retrying.add(pending);
  }

  private cancelFlushTimer(): void {
    if (this.flushTimer === undefined) return;
    this.timers.clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
  }
}
