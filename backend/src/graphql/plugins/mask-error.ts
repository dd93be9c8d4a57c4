import { GraphQLError } from 'graphql';
import { currentRequestScope } from '../../http/request-scope';
import { DEFAULT_MESSAGES, ERROR_CODES, serverBusy, type ErrorCode } from '../../../../domain/errors/errors';
import { localizeRequestError } from '../../../../domain/errors/request-errors';

const knownCodes: ReadonlySet<unknown> = new Set<ErrorCode>(ERROR_CODES.filter((c) => c !== 'INTERNAL_SERVER_ERROR'));

/** pg-pool's own words when no connection freed up within `connectionTimeoutMillis`. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/** Whether the error, or one it wraps (GraphQL's originalError, an Error's cause), is a pool wait timeout. */
export function isPoolWaitTimeout(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (error.message.includes(POOL_WAIT_TIMEOUT)) return true;
  return isPoolWaitTimeout(error instanceof GraphQLError ? error.originalError : error.cause, depth + 1);
}

/**
 * yoga's `maskedErrors.maskError`. Only errors that already carry one of our stable codes reach
 * the client as they are (AppError and the localized request errors). yoga's own refusals of a
 * malformed HTTP request (bad JSON, missing query) are localized. Everything else is a bug or an
 * outage: the client gets the generic sentence plus the request id, and yoga logs the original
 * through our logger adapter, which adds the same request id.
 */
export function maskError(error: unknown): Error {
  if (error instanceof GraphQLError) {
    if (knownCodes.has(error.extensions['code'])) return error;
    if (error.extensions['http'] && !error.originalError && !error.path) {
      return localizeRequestError(error, 'validation');
    }
  }
  const scope = currentRequestScope();
  const requestId = scope?.requestId;
  // Overload, not a bug: the step that needed a connection never got one (a mutation's transaction
  // never began). The student is told to try again shortly (RATE_LIMITED with a retry time)
  // instead of "an unknown error"; the log keeps a warning so operators see the pool ran dry.
  if (isPoolWaitTimeout(error)) {
    scope?.log.warn({ requestId }, 'no database connection within the pool wait: answered as busy');
    const busy = serverBusy();
    return new GraphQLError(busy.message, {
      ...(error instanceof GraphQLError && error.path ? { path: error.path } : {}),
      extensions: { ...busy.extensions, ...(requestId ? { requestId } : {}) },
    });
  }
  const located = error instanceof GraphQLError ? error : undefined;
  return new GraphQLError(DEFAULT_MESSAGES.INTERNAL_SERVER_ERROR, {
    ...(located?.nodes ? { nodes: located.nodes } : {}),
    ...(located?.path ? { path: located.path } : {}),
    extensions: {
      code: 'INTERNAL_SERVER_ERROR' satisfies ErrorCode,
      ...(requestId ? { requestId } : {}),
    },
  });
}
