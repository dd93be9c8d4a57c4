import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from '../../config';
import { openDatabase, type OpenedDatabase } from '../../db/database';
import { DEFAULT_EMBEDDED_DATABASE, embeddedUrl } from '../../db/embedded-postgres';
import { isProcessAlive, readPostmasterPid } from '../../db/postmaster';
import { isAppError } from '../../../../domain/errors/errors';
import { parseStaffCommand, STAFF_CLI_USAGE, UsageError } from './staff-cli-commands';

// `npm run staff -- <command>`: the staff operations for operators and end-to-end tests, through
// the same services as the GraphQL API. Exit codes: 0 done, 1 refused or failed, 2 not understood.

/**
 * DATABASE_URL, or the embedded PostgreSQL in DATA_DIR: joined when the shop already runs it
 * (a second server on the same folder would refuse to start), started for this command otherwise.
 */
async function openStaffDatabase(config: Config): Promise<OpenedDatabase> {
  if (!config.DATABASE_URL) {
    const pid = await readPostmasterPid(join(config.DATA_DIR, 'pg'));
    if (pid !== null && (await isProcessAlive(pid))) {
      return { url: embeddedUrl(config.EMBEDDED_PG_PORT, DEFAULT_EMBEDDED_DATABASE), embedded: false, stop: async () => {} };
    }
  }
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    embeddedPort: config.EMBEDDED_PG_PORT,
  });
}

async function main(argv: string[]): Promise<number> {
  const command = parseStaffCommand(argv);
  if (command.kind === 'help') {
    console.log(STAFF_CLI_USAGE);
    return 0;
  }
  const config = loadConfig();
  // Loaded only for real work, so --help and typos answer at once.
  const [{ initOrm }, { runStaffCommand }] = await Promise.all([import('../../db/orm'), import('./staff-cli-run')]);
  const database = await openStaffDatabase(config);
  try {
    const orm = await initOrm(database.url);
    try {
      const lines = await runStaffCommand(orm, { universityId: config.UNIVERSITY_ID, staffUserId: null }, command);
      for (const line of lines) console.log(line);
      return 0;
    } finally {
      await orm.close();
    }
  } finally {
    await database.stop();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n사용법은 npm run staff -- --help 로 확인해 주세요. (usage: --help)`);
    process.exitCode = 2;
  } else if (isAppError(error)) {
    // The same sentence a staff screen shows, with the code scripts can match.
    console.error(`오류: ${error.message} [${error.code}]`);
    process.exitCode = 1;
  } else if (error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  }
}
