// Test support (Node only): the operations the app's screens send, found as the generated
// `<Name>Document` imports in frontend/src outside tests. These must answer from the store.
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const GENERATED_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[^']*__generated__\/graphql'/g;

export function operationsUsedByScreens(): Set<string> {
  const used = new Set<string>();
  for (const file of globSync('frontend/src/**/*.{ts,tsx}', { cwd: ROOT })) {
    if (/\.test\.tsx?$/.test(file) || file.includes('__generated__')) continue;
    for (const [, names = ''] of readFileSync(join(ROOT, file), 'utf8').matchAll(GENERATED_IMPORT)) {
      for (const name of names.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) {
        if (name.endsWith('Document')) used.add(name.slice(0, -'Document'.length));
      }
    }
  }
  return used;
}
