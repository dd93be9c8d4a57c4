import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Adapters } from '../adapters';
import type { Config } from '../config';
import type { Logger } from '../logger';

export interface UploadRouteDeps {
  orm: MikroORM;
  config: Config;
  adapters: Adapters;
  log: Logger;
}

/**
 * `/uploads/*`: the local storage driver's signed PUT (upload) and GET (read) of stored files.
 * Placeholder until the storage adapter lands.
 */
export async function handleUploads(_req: IncomingMessage, res: ServerResponse, _deps: UploadRouteDeps): Promise<void> {
  res.statusCode = 404;
  res.end('Not found');
}
