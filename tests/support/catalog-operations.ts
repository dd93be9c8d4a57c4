import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, print, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';

// The client's own documents (operations/ plus the fragments components own), so that API tests and
// the benchmark ask for exactly what the screens ask for.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

let fragments: Map<string, FragmentDefinitionNode> | undefined;

function fragmentIndex() {
  if (fragments) return fragments;
  fragments = new Map();
  for (const file of graphqlFiles(path.join(ROOT, 'frontend/src'))) {
    for (const definition of parse(readFileSync(file, 'utf8')).definitions) {
      if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
}

function spreadsOf(definition: DefinitionNode): string[] {
  const names: string[] = [];
  visit(definition, { FragmentSpread: (node) => void names.push(node.name.value) });
  return names;
}

/** operations/<name>.graphql with every fragment it spreads, transitively, as one document. */
export function operationDocument(name: string): string {
  const source = readFileSync(path.join(ROOT, 'operations', `${name}.graphql`), 'utf8');
  const index = fragmentIndex();
  const included = new Set<string>();
  const pending = parse(source).definitions.flatMap(spreadsOf);
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (included.has(next)) continue;
    const fragment = index.get(next);
    if (!fragment) throw new Error(`Fragment ${next} used by ${name} was not found under frontend/src`);
    included.add(next);
    pending.push(...spreadsOf(fragment));
  }
  return [source, ...[...included].map((fragmentName) => print(index.get(fragmentName)!))].join('\n');
}
