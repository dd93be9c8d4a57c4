import { GraphQLError } from 'graphql';
import type { YogaLogger } from 'graphql-yoga';
import { currentRequestScope } from '../../http/request-scope';
import type { Logger } from '../../logger';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** yoga's refusals of a malformed HTTP request (bad JSON, wrong method) are the client's fault, not ours. */
function isClientError(error: Error): boolean {
  const http = error instanceof GraphQLError ? (error.extensions['http'] as { status?: number } | undefined) : undefined;
  return typeof http?.status === 'number' && http.status < 500;
}

/**
 * Routes yoga's own log calls (notably the original of every masked error) into pino, through the
 * current request's child logger so each line carries the request id.
 */
export function yogaLogger(base: Logger): YogaLogger {
  // yoga reports a thrown error from two layers; one line per error is enough.
  const logged = new WeakSet<Error>();
  const log = () => currentRequestScope()?.log ?? base;
  const write =
    (level: Level) =>
    (...args: unknown[]) => {
      const [first, ...rest] = args;
      if (first instanceof Error) {
        if (logged.has(first)) return;
        logged.add(first);
        const effective: Level = level === 'error' && isClientError(first) ? 'debug' : level;
        log()[effective]({ err: first }, effective === 'error' ? 'unexpected error' : first.message);
        return;
      }
      log()[level]({ details: rest.length ? rest : undefined }, String(first));
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}
