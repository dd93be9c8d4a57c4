import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** graphql-js's hints name fields, enum values and input fields the caller did not ask for. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function scrub(error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  const { detail, ...extensions } = error.extensions;
  const message = error.message.replace(SUGGESTION, '');
  if (detail === undefined && message === error.message) return error;
  return new GraphQLError(message, {
    ...(error.nodes ? { nodes: error.nodes } : {}),
    ...(error.source && error.positions ? { source: error.source, positions: error.positions } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions,
  });
}

function isPlainResult(result: unknown): result is ExecutionResult {
  return typeof result === 'object' && result !== null && !(Symbol.asyncIterator in result) && !Array.isArray(result);
}

/**
 * Production only: the English text kept in `extensions.detail` for developers (graphql-js's
 * messages, which carry "Did you mean" suggestions of fields, enum values and input field names)
 * and any suggestion left in a message never leave the server. The schema is not browsable in
 * production, and this keeps refusals from mapping it piece by piece.
 */
export function useProductionErrorHygiene(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (!isPlainResult(result) || !result.errors?.length) return;
      setResult({ ...result, errors: result.errors.map(scrub) as GraphQLError[] });
    },
  };
}
