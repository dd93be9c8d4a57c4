/**
 * The Node flags the API process runs with: in `npm start` and in the benchmarks' API processes
 * (node-flags.test.ts keeps the start script equal to this list). docs/decisions/0033.
 *
 * A 32 MB young generation (V8 grows it to 16 MB by default): under a rush, the objects of the
 * 50 or so requests in flight outlive the small default's frequent scavenges, get promoted, and
 * the old generation then needs mark-compact pauses that stall every request for 100–200 ms.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=64'];
