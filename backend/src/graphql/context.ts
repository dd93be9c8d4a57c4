import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { YogaInitialContext } from 'graphql-yoga';
import type { Adapters } from '../adapters';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { bearerToken, resolveViewer, type Viewer } from '../modules/account/session.service';

export type { Viewer };

/** What every resolver receives. */
export interface GraphQLContext {
  /** A fork of the global EntityManager, private to this request. */
  em: EntityManager;
  /** The signed-in member, or null for an anonymous (or stale-token) caller. */
  viewer: Viewer | null;
  requestId: string;
  /** The request's logger; every line carries the request id. */
  log: Logger;
  config: Config;
  /** The caller's address (X-Forwarded-For only when TRUST_PROXY), for rate limits. */
  clientIp: string;
  /** SMS, e-mail, social login and storage: the real ones or their local fakes, per config. */
  adapters: Adapters;
}

/** What the HTTP layer hands yoga along with each request. */
export interface ServerContext {
  requestId: string;
  log: Logger;
  clientIp: string;
}

export function createContextFactory({ orm, config, adapters }: { orm: MikroORM; config: Config; adapters: Adapters }) {
  return async (initial: YogaInitialContext & ServerContext): Promise<GraphQLContext> => {
    const em = orm.em.fork();
    const token = bearerToken(initial.request.headers.get('authorization'));
    const viewer = token ? await resolveViewer(em, token) : null;
    const log = viewer ? initial.log.child({ userId: viewer.userId }) : initial.log;
    return { em, viewer, requestId: initial.requestId, log, config, clientIp: initial.clientIp, adapters };
  };
}
