/**
 * CI's fresh-clone check (.ci/run; issue 20, finding 8): the server as `npm start` runs it, with
 * the default DATA_DIR inside this checkout, must come up healthy and stop cleanly on SIGTERM.
 * Run by root from a clone in a mode-700 folder, this proves the embedded PostgreSQL's files are
 * placed where the `postgres` user can reach them. Exits 1 with the server's output otherwise.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { removeDataDir } from './temp-data';
import { freePort } from './free-port';
import { startServerProcess } from './server-process';

const checkout = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = join(checkout, '.data-fresh-clone');
let failed = false;
try {
  const server = await startServerProcess({
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    DATA_DIR: dataDir,
  });
  const code = await server.stop();
  if (code !== 0) {
    console.error(`the server exited with ${code} on SIGTERM:\n${server.output.join('\n')}`);
    failed = true;
  } else {
    console.log('fresh clone: the server started on embedded PostgreSQL, answered /healthz and stopped cleanly');
  }
} catch (error) {
  console.error(String(error));
  failed = true;
} finally {
  await removeDataDir(join(dataDir, 'pg'), dataDir);
}
process.exit(failed ? 1 : 0);
