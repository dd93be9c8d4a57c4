import type { MikroORM } from '@mikro-orm/postgresql';
import type { CORSOptions } from 'graphql-yoga';
import type { Config } from '../config';
import { shopOrigins } from './shop-origins';

/**
 * yoga's `cors` option (docs/decisions/0037). The shop and the API share one origin, so by default
 * no other origin is let in: only the shop's own origins (shop-origins.ts: PUBLIC_BASE_URL, the
 * tenant's siteUrl, SHOP_ORIGINS). Any other Origin gets no CORS headers at all,
 * and nobody is ever answered with credentials: the session travels in the Authorization header.
 */
export function corsAllowlist(orm: MikroORM, config: Pick<Config, 'PUBLIC_BASE_URL' | 'UNIVERSITY_ID' | 'SHOP_ORIGINS'>) {
  const origins = shopOrigins(orm, config);
  return async (request: Request): Promise<CORSOptions> => {
    const origin = request.headers.get('origin');
    if (!origin || !(await origins()).has(origin)) return false;
    return {
      origin: [origin],
      credentials: false,
      methods: ['GET', 'POST'],
      allowedHeaders: ['content-type', 'accept', 'authorization', 'x-request-id'],
      maxAge: 600,
    };
  };
}
