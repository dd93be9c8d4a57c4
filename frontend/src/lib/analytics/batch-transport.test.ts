import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchTransport, FLUSH_INTERVAL_MS, MAX_RETRIES, type CollectedEvent } from './batch-transport';
import { fakeNetwork } from './fake-network';

function event(n: number): CollectedEvent {
  return { name: `event_${n}`, timestamp_micros: n, params: { n } };
}

function setup() {
  const network = fakeNetwork();
  const transport = new BatchTransport({ endpoint: 'https://collect.example/g', clientId: '1.2', network });
  return { network, transport };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the batching transport', () => {
  it('posts at once when ten events are waiting, with the client id', () => {
    const { network, transport } = setup();
    for (let n = 1; n <= 9; n++) transport.add(event(n));
    expect(network.posts).toHaveLength(0);

    transport.add(event(10));

    expect(network.posts).toHaveLength(1);
    expect(network.posts[0]?.client_id).toBe('1.2');
    expect(network.posts[0]?.events.map((e) => e.name)).toEqual(Array.from({ length: 10 }, (_, i) => `event_${i + 1}`));
  });

  it('posts fewer than ten events one second after the first arrived', () => {
    const { network, transport } = setup();
    transport.add(event(1));
    vi.advanceTimersByTime(500);
    transport.add(event(2));
    vi.advanceTimersByTime(FLUSH_INTERVAL_MS - 501);
    expect(network.posts).toHaveLength(0);

    vi.advanceTimersByTime(1);

    expect(network.posts).toHaveLength(1);
    expect(network.posts[0]?.events.map((e) => e.name)).toEqual(['event_1', 'event_2']);
  });

  it('retries a failed post five times with growing pauses, then gives it up', async () => {
    const { network, transport } = setup();
    network.answers = Array.from({ length: 10 }, () => 'retry' as const);
    transport.add(event(1));
    transport.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(network.posts).toHaveLength(1);

    const pauses = [1000, 2000, 4000, 8000, 16000];
    for (const [index, pause] of pauses.entries()) {
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(network.posts).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(network.posts).toHaveLength(index + 2);
    }

    await vi.advanceTimersByTimeAsync(60_000);
    expect(network.posts).toHaveLength(1 + MAX_RETRIES);
    expect(network.posts.every((body) => body.events[0]?.name === 'event_1')).toBe(true);
  });

  it('stops retrying once a retry gets through', async () => {
    const { network, transport } = setup();
    network.answers = ['retry', 'retry'];
    transport.add(event(1));
    transport.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(network.posts).toHaveLength(3);
  });

  it('does not retry a post the collector refused as malformed', async () => {
    const { network, transport } = setup();
    network.answers = ['drop'];
    transport.add(event(1));
    transport.flush();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(network.posts).toHaveLength(1);
  });

  it('hands waiting and retrying events to sendBeacon when the page goes away, ten per beacon', async () => {
    const { network, transport } = setup();
    network.answers = ['retry'];
    transport.add(event(0));
    transport.flush();
    await vi.advanceTimersByTimeAsync(0);
    for (let n = 1; n <= 11; n++) transport.add(event(n));
    // The eleventh arrived after a post of ten: one is waiting for the timer, one for its retry.
    expect(network.posts).toHaveLength(2);

    transport.flushOnExit();

    expect(network.beacons.map((body) => body.events.map((e) => e.name))).toEqual([['event_0', 'event_11']]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(network.posts).toHaveLength(2);
  });
});
