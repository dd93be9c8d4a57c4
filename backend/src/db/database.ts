import { join } from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres';

/** The fields of the app config this needs (kept local so db/ does not import config.ts). */
export interface DatabaseConfig {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
}

export interface OpenedDatabase {
  url: string;
  /** Whether this process started the server (and stop() shuts it down). */
  embedded: boolean;
  stop(): Promise<void>;
}

/** Uses DATABASE_URL when set; otherwise starts the embedded server in `${dataDir}/pg`. */
export async function openDatabase(
  config: DatabaseConfig,
  options: { onLog?: (line: string) => void } = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, embedded: false, stop: async () => {} };
  }
  const server = await startEmbeddedPostgres({
    dataDir: join(config.dataDir, 'pg'),
    port: config.embeddedPort,
    onLog: options.onLog,
  });
  return { url: server.url, embedded: true, stop: server.stop };
}
