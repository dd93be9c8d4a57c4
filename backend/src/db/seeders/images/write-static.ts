// Regenerates the checked-in placeholder images: `node --import tsx backend/src/db/seeders/images/write-static.ts`.
// The files are committed so the server only serves a folder; seed.test.ts fails when they drift.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStandardCatalogue } from '../../../../../mocks/scenarios/standard';
import { renderStaticAssets } from './static-assets';

export const staticDir = fileURLToPath(new URL('../../../static', import.meta.url));
const GENERATED_FOLDERS = ['products', 'ads', 'flags'];

async function main(): Promise<void> {
  const assets = renderStaticAssets(buildStandardCatalogue(new Date(0)));
  // Clear only the generated folders so that renamed products leave no stale files behind.
  await Promise.all(GENERATED_FOLDERS.map((folder) => rm(join(staticDir, folder), { recursive: true, force: true })));
  for (const [relative, content] of assets) {
    const target = join(staticDir, relative);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  process.stdout.write(`wrote ${assets.size} files to ${staticDir}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
