import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, Kind } from 'graphql';
import { readAuthToken } from './session';

/** Shown when the server cannot be reached at all. */
export const NETWORK_ERROR_MESSAGE = '서버에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.';
/** Shown when a response arrives but carries neither data nor a message we could show. */
export const BAD_RESPONSE_MESSAGE = '서버 응답을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';

export interface ApiErrorOptions {
  code?: string | undefined;
  status?: number | undefined;
  extensions?: Record<string, unknown> | undefined;
  cause?: unknown;
}

/**
 * A failed API call. `message` is what the screen shows as is (the server writes it in Korean);
 * `code` is the stable `extensions.code` callers switch on.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly extensions: Record<string, unknown>;

  constructor(message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = options.code;
    this.status = options.status;
    this.extensions = options.extensions ?? {};
  }

  /** The id the server logged a masked error under, for a support request. */
  get requestId(): string | undefined {
    const id = this.extensions.requestId;
    return typeof id === 'string' ? id : undefined;
  }
}

/**
 * The message to show for any failure: an ApiError already carries the body's message (or its
 * own when the body had none); any other error shows its own message.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return BAD_RESPONSE_MESSAGE;
}

export interface RequestOptions {
  signal?: AbortSignal | undefined;
}

export interface GraphQLClientOptions {
  /** Origin of the API; '' means the page's own origin. */
  apiBase?: string;
  getToken?: () => string | null;
  fetch?: typeof fetch;
}

/** Lets callers leave out `variables` when the operation has no required ones. */
type VariablesArgs<TVariables> = Record<string, never> extends TVariables
  ? [variables?: TVariables, options?: RequestOptions]
  : [variables: TVariables, options?: RequestOptions];

export type RequestFn = <TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  ...args: VariablesArgs<TVariables>
) => Promise<TResult>;

const printed = new WeakMap<DocumentNode, { query: string; operationName: string | undefined }>();
const OPERATION_DEFINITION = 'OperationDefinition' as Kind.OPERATION_DEFINITION;

/**
 * The query text and operation name to send. Documents carry their text in `loc.source.body`: a
 * parsed one from `graphql.parse`, a generated one from the build step that prints it at build
 * time (frontend/build/operation-documents.ts, also used by the web tests and Storybook). The
 * browser therefore never needs graphql's printer, and `graphql` stays out of the bundle (ADR 0068).
 */
function serialize(document: DocumentNode): { query: string; operationName: string | undefined } {
  let entry = printed.get(document);
  if (!entry) {
    const operation = document.definitions.find((d) => d.kind === OPERATION_DEFINITION);
    const query = document.loc?.source.body;
    if (query === undefined) throw new Error('A document needs its query text (loc.source.body): load it through operation-documents.');
    entry = { query, operationName: operation?.name?.value };
    printed.set(document, entry);
  }
  return entry;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The first GraphQL error of a body, or a non-GraphQL body's own `message`, as an ApiError. */
function errorFromBody(body: unknown, status: number): ApiError | undefined {
  if (!isRecord(body)) return undefined;
  if (Array.isArray(body.errors) && body.errors.length > 0) {
    const first: unknown = body.errors[0];
    const extensions = isRecord(first) && isRecord(first.extensions) ? first.extensions : {};
    const message = (isRecord(first) && nonEmptyString(first.message)) || BAD_RESPONSE_MESSAGE;
    return new ApiError(message, { code: nonEmptyString(extensions.code), status, extensions });
  }
  const message = nonEmptyString(body.message);
  if (message !== undefined) {
    return new ApiError(message, { code: nonEmptyString(body.code), status });
  }
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createGraphQLClient(options: GraphQLClientOptions = {}): { request: RequestFn } {
  const endpoint = `${options.apiBase ?? ''}/api`;
  const getToken = options.getToken ?? (() => null);

  async function request<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    requestOptions: RequestOptions = {},
  ): Promise<TResult> {
    const { query, operationName } = serialize(document);
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    const token = getToken();
    if (token) headers.authorization = `Bearer ${token}`;

    // Read fetch at call time so tests (and MSW) can replace the global after import.
    const fetchImpl = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables: variables ?? {}, operationName }),
        signal: requestOptions.signal,
      });
    } catch (cause) {
      // A cancelled query is not a failure to report; React Query expects the abort itself.
      if (requestOptions.signal?.aborted) throw cause;
      throw new ApiError(NETWORK_ERROR_MESSAGE, { code: 'NETWORK_ERROR', cause });
    }

    const body = await readBody(response);
    const bodyError = errorFromBody(body, response.status);
    if (bodyError) throw bodyError;
    if (!response.ok) {
      throw new ApiError(`${BAD_RESPONSE_MESSAGE} (HTTP ${response.status})`, { code: 'HTTP_ERROR', status: response.status });
    }
    if (!isRecord(body) || !isRecord(body.data)) {
      throw new ApiError(BAD_RESPONSE_MESSAGE, { code: 'BAD_RESPONSE', status: response.status });
    }
    return body.data as TResult;
  }

  return { request: request as RequestFn };
}

const defaultClient = createGraphQLClient({
  apiBase: import.meta.env.VITE_API_BASE ?? '',
  getToken: readAuthToken,
});

/** The app's client: same-origin `/api` (or `VITE_API_BASE`), bearer token from the session atom. */
export const request: RequestFn = defaultClient.request;
