import { describe, expect, it } from 'vitest';
import { createMissCoalescer } from './coalesce-misses';

const request = () => new Request('http://shop.test/api', { method: 'POST' });

describe('createMissCoalescer', () => {
  it('lets the first miss of a key lead and holds the others until its answer went out', async () => {
    const kept = new Set<string>();
    const misses = createMissCoalescer((key) => kept.has(key));
    const leader = request();
    expect(misses.admit(leader, 'list')).toBeUndefined();

    const order: string[] = [];
    const waiting = [request(), request()].map((other) => misses.admit(other, 'list')!.then(() => order.push('looked up')));
    // Another key is not held by this miss.
    expect(misses.admit(request(), 'detail')).toBeUndefined();
    await Promise.resolve();
    expect(order).toEqual([]);

    kept.add('list');
    order.push('answered');
    misses.settle(leader);
    await Promise.all(waiting);
    expect(order).toEqual(['answered', 'looked up', 'looked up']);
    // Once kept, nobody waits or leads.
    expect(misses.admit(request(), 'list')).toBeUndefined();
  });

  it('lets a new miss lead after the last one answered without keeping anything', async () => {
    const misses = createMissCoalescer(() => false);
    const first = request();
    expect(misses.admit(first, 'list')).toBeUndefined();
    misses.settle(first);
    const second = request();
    expect(misses.admit(second, 'list')).toBeUndefined();
    expect(misses.admit(request(), 'list')).toBeInstanceOf(Promise);
  });

  it('releases the waiting requests when the leader never answers', async () => {
    const misses = createMissCoalescer(() => false, 20);
    expect(misses.admit(request(), 'list')).toBeUndefined();
    await misses.admit(request(), 'list');
    expect(misses.admit(request(), 'list')).toBeUndefined();
  });
});
