import type { MikroORM } from '@mikro-orm/postgresql';
import type { Adapters } from '../adapters';
import type { Config } from '../config';
import type { Logger } from '../logger';

/** What every job handler gets; handlers are plain functions `(deps, now, …)` tests call directly. */
export interface JobDeps {
  orm: MikroORM;
  config: Config;
  adapters: Adapters;
  logger: Logger;
}
