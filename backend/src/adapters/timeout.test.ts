import { describe, expect, it } from 'vitest';
import { withTimeout } from './timeout';

describe('withTimeout', () => {
  it('aborts work that outlasts the time with a TimeoutError', async () => {
    const outcome = withTimeout(20, (signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))));
    await expect(outcome).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('answers what the work answers, and stops the clock once it has', async () => {
    let seen: AbortSignal | undefined;
    const value = await withTimeout(20, async (signal) => {
      seen = signal;
      return '결제 확인';
    });
    expect(value).toBe('결제 확인');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(seen?.aborted).toBe(false);
  });

  it('stops the clock when the work fails too', async () => {
    let seen: AbortSignal | undefined;
    await expect(
      withTimeout(20, async (signal) => {
        seen = signal;
        throw new Error('연결 끊김');
      }),
    ).rejects.toThrow('연결 끊김');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(seen?.aborted).toBe(false);
  });
});
