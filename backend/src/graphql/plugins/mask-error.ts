import { GraphQLError } from 'graphql';
import { currentRequestScope } from '../../http/request-scope';
import { DEFAULT_MESSAGES, ERROR_CODES, type ErrorCode } from '../../../../domain/errors/errors';
import { localizeRequestError } from '../../../../domain/errors/request-errors';

const knownCodes: ReadonlySet<unknown> = new Set<ErrorCode>(ERROR_CODES.filter((c) => c !== 'INTERNAL_SERVER_ERROR'));

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
  const requestId = currentRequestScope()?.requestId;
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
