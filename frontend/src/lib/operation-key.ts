import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { DocumentNode, Kind } from 'graphql';

// Free of the GraphQL client on purpose: session.ts builds its key at load time, and the client
// imports session.ts, so anything in that loop must not need the client to be loaded first.

/**
 * A query's cache key: the operation's name, then its variables. Invalidation groups
 * (lib/invalidation.ts) match on the name; a key with variables narrows to one answer.
 */
export type OperationKey<TVariables> = readonly [operationName: string, variables: TVariables];

const names = new WeakMap<DocumentNode, string>();
// A type-only import keeps graphql's runtime out of the bundle (ADR 0068).
const OPERATION_DEFINITION = 'OperationDefinition' as Kind.OPERATION_DEFINITION;

/** The name of the document's one operation, read from its AST (codegen documents always carry one). */
export function operationName(document: DocumentNode): string {
  let name = names.get(document);
  if (name === undefined) {
    const operations = document.definitions.filter((definition) => definition.kind === OPERATION_DEFINITION);
    name = operations.length === 1 ? operations[0]?.name?.value : undefined;
    if (name === undefined) throw new Error('A query document needs exactly one named operation.');
    names.set(document, name);
  }
  return name;
}

export function queryKeyFor<TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables: TVariables): OperationKey<TVariables> {
  return [operationName(document), variables] as const;
}
