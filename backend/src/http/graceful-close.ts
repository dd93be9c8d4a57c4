import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

export interface GracefulCloseOptions {
  /** How long a keep-alive socket idle at shutdown may still bring one last request (answered with `Connection: close`). */
  idleGraceMs?: number;
  /** After this, sockets still open are destroyed so shutdown can go on. */
  forceAfterMs?: number;
}

export interface GracefulServer {
  /** Stops accepting, lets every request in flight finish, then closes every socket; never takes longer than forceAfterMs. */
  close(): Promise<void>;
  /** Whether close() has begun. */
  readonly draining: boolean;
}

const IDLE_SWEEP_MS = 100;

/**
 * Graceful HTTP shutdown (docs/decisions/0038). Node's own `http.Server.close()` also destroys
 * idle keep-alive sockets at once, which resets a client that is sending its next request on one
 * at that very moment; here only the listening socket closes at first. Every response from then
 * on says `Connection: close`, so a client learns with its answer that the socket goes away, and
 * the sockets that stay idle are closed after a short grace.
 */
export function gracefulServer(server: Server, options: GracefulCloseOptions = {}): GracefulServer {
  const { idleGraceMs = 500, forceAfterMs = 5_000 } = options;
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  server.prependListener('request', (_req, res: ServerResponse) => {
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
    if (draining) res.setHeader('Connection', 'close');
  });
  let closing: Promise<void> | undefined;
  return {
    get draining() {
      return draining;
    },
    close: () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        draining = true;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        let sweep: NodeJS.Timeout | undefined;
        const grace = setTimeout(() => {
          server.closeIdleConnections();
          sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        }, idleGraceMs);
        const force = setTimeout(() => server.closeAllConnections(), forceAfterMs);
        // net.Server's close: stop listening, call back once the last connection has ended.
        NetServer.prototype.close.call(server, (err?: Error) => {
          clearTimeout(grace);
          clearTimeout(force);
          clearInterval(sweep);
          if (err && (err as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') reject(err);
          else resolve();
        });
      })),
  };
}
