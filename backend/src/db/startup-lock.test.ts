// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-db';
import { withStartupLock } from './startup-lock';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('withStartupLock', () => {
  it('runs the start-up work of concurrent instances one after another', async () => {
    const events: string[] = [];
    const instance = (name: string) =>
      withStartupLock(database.url, async () => {
        events.push(`${name}:start`);
        await new Promise((r) => setTimeout(r, 150));
        events.push(`${name}:end`);
      });
    await Promise.all([instance('a'), instance('b'), instance('c')]);
    // Each start is directly followed by its own end: no two instances were inside at once.
    for (let i = 0; i < events.length; i += 2) {
      expect(events[i]!.split(':')[0]).toBe(events[i + 1]!.split(':')[0]);
    }
    expect(events).toHaveLength(6);
  });

  it('releases the lock when the work fails', async () => {
    await expect(withStartupLock(database.url, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(withStartupLock(database.url, async () => 'ok')).resolves.toBe('ok');
  });
});
