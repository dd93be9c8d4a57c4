import { readFileSync } from 'node:fs';
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'vite';

const GENERATED = /\/frontend\/src\/lib\/__generated__\/graphql\.ts$/;
const DOCUMENT = /^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const VIRTUAL = '\0operation-document:';
const GENERATED_FILE = new URL('../src/lib/__generated__/graphql.ts', import.meta.url);

/** Whether a module id is the generated documents module (which this plugin turns into re-exports). */
export const isGeneratedDocuments = (id: string) => GENERATED.test(id.split('?')[0] ?? '');

/** The id of one document's own module. */
export const operationDocumentId = (name: string) => `${VIRTUAL}${name}`;

/**
 * graphql-codegen writes every operation's document into one module, and a bundler never splits
 * a module between chunks: whichever route imported one document pulled in all of them (600 KB
 * before minifying) into the entry. This plugin turns each document into a module of its own and
 * the generated file into re-exports, so a document travels with the route chunk that uses it.
 * Types and the generated file itself are untouched; only the bundle changes (docs/decisions/0055).
 *
 * Each document also carries its query text, printed here at build time, in `loc.source.body`
 * (where `graphql.parse` puts it): the client sends that text as is, so the browser never needs
 * graphql's printer and the `graphql` package stays out of the student bundle (ADR 0068).
 */
/**
 * What a built document keeps: its operation's kind, type and name, and the printed text. The
 * browser only sends the text and reads the name (`graphql-client.ts`, `operation-key.ts`), so the
 * selection sets' AST (ProductDetail's was 17 KB of the product page's script) stays out of the
 * build (docs/decisions/0079). Tests and Storybook keep the whole AST: their mocked API and
 * helpers may read it.
 */
function slim(document: DocumentNode): Pick<DocumentNode, 'kind'> & { definitions: Pick<OperationDefinitionNode, 'kind' | 'operation' | 'name'>[] } {
  const definitions = document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION ? [{ kind: definition.kind, operation: definition.operation, name: definition.name }] : [],
  );
  return { kind: document.kind, definitions };
}

export function operationDocumentsPerChunk(): Plugin {
  const documents = new Map<string, string>();
  let building = false;
  return {
    name: 'campus-shop:operation-documents-per-chunk',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    transform(code, id) {
      if (!isGeneratedDocuments(id)) return null;
      const barrel = code.replace(DOCUMENT, (_line, name: string, json: string) => {
        documents.set(name, json);
        return `export { ${name} } from '${operationDocumentId(name)}';`;
      });
      // Without side effects, a chunk that imports one document depends on that document only.
      return { code: barrel, moduleSideEffects: false };
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      // A test runner may serve the generated file's transform from its cache, so this instance
      // never saw it: read the documents from the file itself then.
      if (!documents.has(id.slice(VIRTUAL.length))) {
        for (const [, name, json] of readFileSync(GENERATED_FILE, 'utf8').matchAll(DOCUMENT)) documents.set(name!, json!);
      }
      const json = documents.get(id.slice(VIRTUAL.length));
      if (json === undefined) throw new Error(`No generated document for ${id.slice(VIRTUAL.length)}`);
      const document = JSON.parse(json) as DocumentNode;
      const body = print(document);
      const printed = JSON.stringify({ ...(building ? slim(document) : document), loc: { start: 0, end: body.length, source: { body, name: 'GraphQL request' } } });
      // JSON.parse of a string literal parses faster than the same object literal (V8's advice).
      return { code: `export const ${id.slice(VIRTUAL.length)} = JSON.parse(${JSON.stringify(printed)});`, moduleSideEffects: false };
    },
  };
}
