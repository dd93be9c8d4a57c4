import type { Plugin } from 'vite';

const GENERATED = /\/frontend\/src\/lib\/__generated__\/graphql\.ts$/;
const DOCUMENT = /^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const VIRTUAL = '\0operation-document:';

/**
 * graphql-codegen writes every operation's document into one module, and a bundler never splits
 * a module between chunks: whichever route imported one document pulled in all of them (600 KB
 * before minifying) into the entry. This plugin turns each document into a module of its own and
 * the generated file into re-exports, so a document travels with the route chunk that uses it.
 * Types and the generated file itself are untouched; only the bundle changes (docs/decisions/0055).
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
      const json = documents.get(id.slice(VIRTUAL.length));
      if (json === undefined) throw new Error(`No generated document for ${id.slice(VIRTUAL.length)}`);
      // JSON.parse of a string literal parses faster than the same object literal (V8's advice).
      return { code: `export const ${id.slice(VIRTUAL.length)} = JSON.parse(${JSON.stringify(json)});`, moduleSideEffects: false };
    },
  };
}
