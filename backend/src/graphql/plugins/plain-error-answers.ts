import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The error as it goes out: what yoga writes for it (its toJSON without `http` and `unexpected`). */
interface ErrorAnswer {
  message: string;
  locations?: GraphQLError['locations'];
  path?: GraphQLError['path'];
  extensions?: Record<string, unknown>;
}

function answerOf(error: GraphQLError): ErrorAnswer {
  const { http: _http, unexpected: _unexpected, ...extensions } = error.extensions;
  return {
    message: error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(Object.keys(extensions).length ? { extensions } : {}),
  };
}

/** GraphQL errors all the way down, as yoga's status rule asks (its isOriginalGraphQLError). */
const isGraphQLChain = (error: unknown): boolean =>
  error instanceof GraphQLError && (error.originalError == null || isGraphQLChain(error.originalError));

/** An error yoga answers with 200 beside data: a GraphQL error through and through, with no HTTP status of its own. */
const isPlainAnswer = (error: unknown): error is GraphQLError => error instanceof GraphQLError && !error.extensions['http'] && isGraphQLChain(error);

/*
 * yoga's serialiser rebuilds every error of an answer before writing it (omitInternalsFromError
 * in its stringify.js), one GraphQLError per link of the error's chain; the innermost, having no
 * original error, captures a stack trace, which the next one then formats through the source
 * maps: neither reaches the answer. In a sold-out rush nearly every answer is a refusal, and this
 * was about a tenth of a refusal's API CPU (docs/decisions/0080). Answers whose errors are all
 * plain GraphQL errors with data beside them (status 200 either way) get their errors as the
 * plain objects yoga would write, which it writes as they are. Runs after the production
 * hygiene, on the errors as they go out; masking and logging are done by then.
 */
export function usePlainErrorAnswers(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (typeof result !== 'object' || result === null || Array.isArray(result) || Symbol.asyncIterator in result) return;
      const plain = result as ExecutionResult;
      if (!plain.errors?.length || !('data' in plain) || !plain.errors.every(isPlainAnswer)) return;
      setResult({ ...plain, errors: plain.errors.map(answerOf) as unknown as GraphQLError[] });
    },
  };
}
