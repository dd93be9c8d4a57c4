/**
 * When a kept answer expires, every request then in flight for it misses at once: with 50
 * connections on one product list, 50 executions of the same query twice a second, most of the
 * CPU a list costs (measured for ADR 0075). So the first miss of a key leads, and the others
 * wait for its answer to go out and then look the key up again: a hit when the leader's answer was
 * kept, otherwise each executes as before. A leader that never answers releases them after
 * `maxWaitMs`.
 */
export interface MissCoalescer {
  /** Nothing when the request may look `key` up now; otherwise once the miss it waits on has answered. */
  admit(request: Request, key: string): Promise<void> | undefined;
  /** The request's answer went out: whoever waits on it looks the key up now. */
  settle(request: Request): void;
}

export function createMissCoalescer(isKept: (key: string) => boolean, maxWaitMs = 2_000): MissCoalescer {
  const leaders = new Map<string, Promise<void>>();
  const releases = new WeakMap<Request, () => void>();
  return {
    admit(request, key) {
      const leader = leaders.get(key);
      if (leader) return leader;
      if (isKept(key)) return undefined;
      let answered!: () => void;
      const settled = new Promise<void>((resolve) => (answered = resolve));
      const release = () => {
        clearTimeout(timer);
        if (leaders.get(key) === settled) leaders.delete(key);
        answered();
      };
      const timer = setTimeout(release, maxWaitMs);
      timer.unref();
      leaders.set(key, settled);
      releases.set(request, release);
      return undefined;
    },
    settle(request) {
      releases.get(request)?.();
      releases.delete(request);
    },
  };
}
