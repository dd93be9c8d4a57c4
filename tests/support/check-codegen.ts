/**
 * Fails when a generated file differs from what `npm run codegen` would write now, so that a
 * schema or document change without regenerating breaks `npm test`. Generates in memory and
 * compares, which also works on a dirty work tree (unlike `git diff`).
 */
import { readFile } from 'node:fs/promises';
import { generate } from '@graphql-codegen/cli';
import config from '../../codegen';

const outputs = await generate({ ...config, silent: true, verbose: false }, false);
const stale: string[] = [];
for (const { filename, content } of outputs) {
  const onDisk = await readFile(filename, 'utf8').catch(() => null);
  if (onDisk !== content) stale.push(filename);
}
if (stale.length > 0) {
  console.error(`Generated files are stale; run \`npm run codegen\` and commit:\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(`codegen: ${outputs.length} generated files are up to date`);
