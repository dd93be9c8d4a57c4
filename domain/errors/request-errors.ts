import { GraphQLError } from 'graphql';
import { DEFAULT_MESSAGES, type ErrorCode } from './errors';

/** Set as armor's token-limit `errorMessage`, so that refusal can be told apart from a syntax error. */
export const LIMIT_EXCEEDED_DETAIL = 'Query exceeds the server limits';

const MESSAGES = {
  syntax: '요청 형식이 올바르지 않아요. 앱을 새로고침한 뒤 다시 시도해 주세요.',
  limits: '요청이 너무 복잡해요. 한 번에 조회하는 범위를 줄여 주세요.',
  validation: DEFAULT_MESSAGES.GRAPHQL_VALIDATION_FAILED,
  variables: '입력한 값의 형식이 올바르지 않아요.',
} as const;

/** yoga's text for a POST body that is not JSON at all. */
const INVALID_JSON = 'POST body sent invalid JSON.';

type RequestErrorKind = keyof typeof MESSAGES;

const CODES: Record<RequestErrorKind, ErrorCode> = {
  syntax: 'GRAPHQL_VALIDATION_FAILED',
  limits: 'GRAPHQL_VALIDATION_FAILED',
  validation: 'GRAPHQL_VALIDATION_FAILED',
  variables: 'BAD_USER_INPUT',
};

function classify(error: GraphQLError, fallback: RequestErrorKind): RequestErrorKind {
  if (fallback === 'limits' || error.message.includes(LIMIT_EXCEEDED_DETAIL)) return 'limits';
  if (error.message.startsWith('Syntax Error')) return 'syntax';
  return fallback;
}

/** Recognises errors this module produced, so hooks that run again on cached results stay idempotent. */
const localized = new WeakSet<GraphQLError>();

/**
 * Turns one of graphql-js's English request errors (parse, validation, variable coercion) into a
 * Korean sentence with a stable code. The English text stays in `extensions.detail` for developers;
 * `extensions.http` (yoga's status hint) is kept so the HTTP status does not change.
 */
export function localizeRequestError(error: GraphQLError, fallback: RequestErrorKind): GraphQLError {
  if (localized.has(error)) return error;
  const kind = classify(error, fallback);
  const variable = kind === 'variables' ? /Variable "\$([A-Za-z_][A-Za-z0-9_]*)"/.exec(error.message)?.[1] : undefined;
  // yoga answers unparsable JSON with 200 to `Accept: application/json` (its `spec` flag); the
  // GraphQL-over-HTTP spec asks for 400, since the body never was a GraphQL request.
  const http = error.message === INVALID_JSON ? { ...error.extensions.http, spec: false } : error.extensions.http;
  const result = new GraphQLError(MESSAGES[kind], {
    ...(error.nodes ? { nodes: error.nodes } : {}),
    ...(error.source && error.positions ? { source: error.source, positions: error.positions } : {}),
    extensions: {
      code: CODES[kind],
      detail: error.message,
      ...(variable ? { field: variable } : {}),
      ...(http ? { http } : {}),
    },
  });
  localized.add(result);
  return result;
}
