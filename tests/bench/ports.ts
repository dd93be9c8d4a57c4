import { createServer } from 'node:net';
import { freePort } from '../support/free-port';

/** `BENCH_PORT_RANGE=5400-5499`: the only ports the bench's servers and databases may take. */
export function benchPortRange(value = process.env.BENCH_PORT_RANGE): { from: number; to: number } | null {
  if (!value) return null;
  const match = /^(\d{2,5})-(\d{2,5})$/.exec(value.trim());
  const [from, to] = match ? [Number(match[1]), Number(match[2])] : [Number.NaN, Number.NaN];
  if (!(from >= 1024 && to <= 65_535 && from <= to)) throw new Error(`BENCH_PORT_RANGE must look like 5400-5499, not "${value}"`);
  return { from, to };
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free loopback port for a bench server or its database: inside BENCH_PORT_RANGE when set (so
 * other services on a shared machine keep theirs), else any the system hands out. The range is
 * walked from a random place, so the bench's processes rarely try the same port at once.
 */
export async function benchPort(): Promise<number> {
  const range = benchPortRange();
  if (!range) return freePort();
  const size = range.to - range.from + 1;
  const start = Math.floor(Math.random() * size);
  for (let step = 0; step < size; step += 1) {
    const port = range.from + ((start + step) % size);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in BENCH_PORT_RANGE ${range.from}-${range.to}`);
}
