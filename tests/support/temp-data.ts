import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { standInDataDir } from '../../backend/src/db/pg-runtime';

/**
 * Removes a throw-away folder holding an embedded database, and the database's stand-in under
 * /var/tmp when root's `postgres` user could not reach the folder (a mode-700 TMPDIR, as CI's
 * fresh-clone step uses).
 */
export async function removeDataDir(dataDir: string, folder: string = dataDir): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  await rm(dirname(standInDataDir(dataDir)), { recursive: true, force: true });
}
