// One operation answered differently from the mocked API, for the states a scenario cannot reach
// on its own: loading forever, slow, refused, or a fixed (typically empty) answer. Put the handler
// before scenarioHandlers() (or server.use / worker.use it), where it takes precedence for that
// operation name only.
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, type DocumentNode } from 'graphql';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import type { ErrorCode } from './__generated__/types';
import { answerFromMockApi, mockedApiLink } from './handlers';

export type OverrideBehaviour<TResult> =
  /** Never answers: the screen stays in its loading state. */
  | { loading: true }
  /** Answers from the mocked API after this many milliseconds. */
  | { delayMs: number }
  /** Refuses like the real API: a Korean message and a stable code. */
  | { error: { code: ErrorCode; message: string } }
  /** Answers exactly this data (typed by the operation's result). */
  | { data: TResult };

function operationTypeOf(document: DocumentNode): 'query' | 'mutation' {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION || !operation.name) {
    throw new Error('operationOverride needs a document with one named operation');
  }
  if (operation.operation === 'subscription') throw new Error('operationOverride does not handle subscriptions');
  return operation.operation;
}

export function operationOverride<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  behaviour: OverrideBehaviour<TResult>,
): RequestHandler {
  const register = operationTypeOf(document) === 'query' ? mockedApiLink.query : mockedApiLink.mutation;
  return register(document as DocumentNode, async ({ request, query, variables, operationName }) => {
    if ('loading' in behaviour) {
      await delay('infinite');
      return HttpResponse.json({ data: null });
    }
    if ('delayMs' in behaviour) {
      await delay(behaviour.delayMs);
      return answerFromMockApi(request, query, variables, operationName);
    }
    if ('error' in behaviour) {
      return HttpResponse.json({ data: null, errors: [{ message: behaviour.error.message, extensions: { code: behaviour.error.code } }] });
    }
    return HttpResponse.json({ data: behaviour.data as Record<string, unknown> });
  });
}
