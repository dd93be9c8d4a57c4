// Test support: an analytics network that records what would be posted and answers as told.
import type { AnalyticsNetwork, BatchBody, PostResult } from './batch-transport';

export interface FakeNetwork extends AnalyticsNetwork {
  posts: BatchBody[];
  beacons: BatchBody[];
  /** What the next posts answer, in order; afterwards 'sent'. */
  answers: PostResult[];
  /** Names of every event that reached the collector (posted or beaconed), in order. */
  names(): string[];
}

export function fakeNetwork(): FakeNetwork {
  const network: FakeNetwork = {
    posts: [],
    beacons: [],
    answers: [],
    post(_endpoint, body) {
      network.posts.push(JSON.parse(body) as BatchBody);
      return Promise.resolve(network.answers.shift() ?? 'sent');
    },
    beacon(_endpoint, body) {
      network.beacons.push(JSON.parse(body) as BatchBody);
      return true;
    },
    names: () => [...network.posts, ...network.beacons].flatMap((body) => body.events.map((event) => event.name)),
  };
  return network;
}
