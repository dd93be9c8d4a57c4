import { readFileSync } from 'node:fs';
import { print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

const GENERATED = /\/frontend\/src\/lib\/__generated__\/graphql\.ts$/;
const DOCUMENT = /^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const VIRTUAL = '\0operation-document:';
const GENERATED_FILE = new URL('../src/lib/__generated__/graphql.ts', import.meta.url);

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
export function operationDocumentsPerChunk(): Plugin {
  const documents = new Map<string, string>();
  return {
    name: 'campus-shop:operation-documents-per-chunk',
    enforce: 'pre',
    transform(code, id) {
      if (!GENERATED.test(id.split('?')[0] ?? '')) return null;
      const barrel = code.replace(DOCUMENT, (_line, name: string, json: string) => {
        documents.set(name, json);
        return `export { ${name} } from '${VIRTUAL}${name}';`;
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
      const printed = JSON.stringify({ ...document, loc: { start: 0, end: body.length, source: { body, name: 'GraphQL request' } } });
      // JSON.parse of a string literal parses faster than the same object literal (V8's advice).
      return { code: `export const ${id.slice(VIRTUAL.length)} = JSON.parse(${JSON.stringify(printed)});`, moduleSideEffects: false };
    },
  };
}
