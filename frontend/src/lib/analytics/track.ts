/**
 * The one way screens report analytics. Screens call `trackEvent` with a GA4 event name; the app
 * shell subscribes the real transport (batched posting, tag manager) and tests subscribe a fake.
 * Nothing is sent when nobody listens, so stories and unit tests stay quiet.
 */
export type AnalyticsParams = Record<string, unknown>;

export interface AnalyticsEvent {
  name: string;
  params: AnalyticsParams;
}

type Listener = (event: AnalyticsEvent) => void;

const listeners = new Set<Listener>();

export function trackEvent(name: string, params: AnalyticsParams = {}): void {
  const event = { name, params };
  for (const listener of listeners) listener(event);
}

/** Adds a listener; returns the function that removes it. */
export function subscribeAnalytics(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
