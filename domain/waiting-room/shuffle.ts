/*
 * The opening minute's draw (docs/decisions/0073-waiting-room.md): those already waiting are put
 * in a random order that anyone holding the recorded seed can replay. A seeded generator is
 * written here rather than taken from a library because the draw must give the same order in the
 * API and in the browser's mocked API forever: a library update that changed its sequence would
 * silently make recorded draws unverifiable. cyrb53 turns the seed text into 53 bits, mulberry32
 * streams from it, Fisher-Yates shuffles (both public-domain, a few lines each).
 */

function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The draw: `ids` (those waiting before the opening, in arrival order) in the seed's order. The
 * input order matters, so callers sort by arrival (entry id) first; the same ids and seed always
 * give the same order.
 */
export function drawOrder<T>(ids: readonly T[], seed: string): T[] {
  const random = mulberry32(cyrb53(seed));
  const order = [...ids];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** A fresh seed for a draw: 128 random bits as hex, recorded next to the draw. */
export function newDrawSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface QueueEntryFacts {
  id: number;
  /** The entry's place in the opening draw; null for latecomers (and before the draw). */
  drawPosition: number | null;
}

/**
 * The queue's order: the draw's entries by their draw position, then everyone else by arrival
 * (entry id). Both the API's snapshot and the mocked API rank members with this.
 */
export function queueOrder<T extends QueueEntryFacts>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => {
    if (a.drawPosition !== null && b.drawPosition !== null) return a.drawPosition - b.drawPosition;
    if (a.drawPosition !== null) return -1;
    if (b.drawPosition !== null) return 1;
    return a.id - b.id;
  });
}
