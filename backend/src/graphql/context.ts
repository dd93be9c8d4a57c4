import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { YogaInitialContext } from 'graphql-yoga';
import type { Adapters } from '../adapters';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { authenticate, bearerToken, standingReadFor, type Viewer } from '../modules/account/session.service';
import { createSecurity, type Security } from '../modules/security/security';
import { shopOrigins } from '../http/shop-origins';
import { returnOriginOf } from '../../../domain/order/return-origin';

export type { Viewer };

/** What every resolver receives. */
export interface GraphQLContext {
  /** A fork of the global EntityManager, private to this request. */
  em: EntityManager;
  /** The signed-in member, or null for an anonymous (or stale-token) caller. */
  viewer: Viewer | null;
  /**
   * True when the bearer token is a live session of a suspended member: `viewer` is null, and
   * requests that need a member answer ACCOUNT_SUSPENDED so the client signs out at once.
   */
  viewerSuspended: boolean;
  requestId: string;
  /** The request's logger; every line carries the request id. */
  log: Logger;
  config: Config;
  /** The caller's address (X-Forwarded-For only when TRUST_PROXY), for rate limits. */
  clientIp: string;
  /** SMS, e-mail, social login and storage: the real ones or their local fakes, per config. */
  adapters: Adapters;
  /** Login lock and mail quotas, counted in PostgreSQL and shared by every instance. */
  security: Security;
  /**
   * The shop origin this request came from (its Origin header) when it is one of the shop's own,
   * else PUBLIC_BASE_URL's: where the payment window sends the student back (docs/decisions/0059).
   */
  returnOrigin: () => Promise<string>;
}

/** What the HTTP layer hands yoga along with each request. */
export interface ServerContext {
  requestId: string;
  log: Logger;
  clientIp: string;
}

export function createContextFactory({
  orm,
  config,
  adapters,
  security,
}: {
  orm: MikroORM;
  config: Config;
  adapters: Adapters;
  /** createApp passes the one it closes on shutdown; without it, one is made for this factory. */
  security?: Security;
}) {
  let ownSecurity: Security | undefined;
  const origins = shopOrigins(orm, config);
  const securityOf = (log: Logger) =>
    security ?? (ownSecurity ??= createSecurity({ databaseUrl: orm.config.get('clientUrl') ?? '', log }));
  return async (initial: YogaInitialContext & ServerContext): Promise<GraphQLContext> => {
    const em = orm.em.fork();
    const token = bearerToken(initial.request.headers.get('authorization'));
    const standing = token
      ? await (standingReadFor(initial.request) ?? authenticate(em, token, new Date(), config.UNIVERSITY_ID))
      : { viewer: null, suspended: false };
    const { viewer } = standing;
    const log = viewer ? initial.log.child({ userId: viewer.userId }) : initial.log;
    return {
      em,
      viewer,
      viewerSuspended: standing.suspended,
      requestId: initial.requestId,
      log,
      config,
      clientIp: initial.clientIp,
      adapters,
      security: securityOf(initial.log),
      returnOrigin: async () =>
        returnOriginOf({ publicBaseUrl: config.PUBLIC_BASE_URL, allowed: await origins() }, initial.request.headers.get('origin')),
    };
  };
}
