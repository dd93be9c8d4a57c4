import type { Plugin } from 'graphql-yoga';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { localizeRequestError } from '../../../../domain/errors/request-errors';

function isPlainResult(result: unknown): result is ExecutionResult {
  return typeof result === 'object' && result !== null && !(Symbol.asyncIterator in result);
}

/**
 * Parse, validation and variable errors come from graphql-js in English without a code. This
 * plugin gives each a Korean message and a stable code before it reaches the client. It must be
 * registered before yoga's parser cache (user plugins are), so the cache stores the localized form.
 */
export function useLocalizedRequestErrors(): Plugin {
  return {
    onParse() {
      return ({ result, replaceParseResult }) => {
        if (result instanceof GraphQLError) replaceParseResult(localizeRequestError(result, 'syntax'));
      };
    },
    onValidate() {
      return ({ valid, result, setResult }) => {
        if (!valid) setResult(result.map((error) => localizeRequestError(error, 'validation')));
      };
    },
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          // A result without data is a request error (variables that do not coerce, a missing
          // operation): execution never started, so no resolver is to blame. A refusal that
          // already has its code (a plugin's, before execution) stays as it is.
          if (!isPlainResult(result) || result.data != null || !result.errors?.length) return;
          setResult({
            ...result,
            errors: result.errors.map((error) =>
              error.path || error.extensions['code'] ? error : localizeRequestError(error, 'variables'),
            ),
          });
        },
      };
    },
  };
}
