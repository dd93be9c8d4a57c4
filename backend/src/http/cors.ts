import type { MikroORM } from '@mikro-orm/postgresql';
import type { CORSOptions } from 'graphql-yoga';
import type { Config } from '../config';
import { University } from '../modules/content/university.entity';

/** Tenant settings change rarely; a minute keeps the per-request answer a Set lookup. */
const ORIGINS_TTL_MS = 60_000;

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * yoga's `cors` option (docs/decisions/0037). The shop and the API share one origin, so by default
 * no other origin is let in: only the deployment's PUBLIC_BASE_URL and the tenant's own siteUrl
 * (a shop served from the university's domain). Any other Origin gets no CORS headers at all,
 * and nobody is ever answered with credentials: the session travels in the Authorization header.
 */
export function corsAllowlist(orm: MikroORM, config: Pick<Config, 'PUBLIC_BASE_URL' | 'UNIVERSITY_ID'>) {
  let cached: { origins: Promise<ReadonlySet<string>>; until: number } | undefined;
  const load = async (): Promise<ReadonlySet<string>> => {
    const university = await orm.em.fork().findOne(University, { id: config.UNIVERSITY_ID }, { fields: ['siteUrl'] });
    return new Set([originOf(config.PUBLIC_BASE_URL), originOf(university?.siteUrl)].filter((o): o is string => o !== null));
  };
  const origins = () => {
    const now = Date.now();
    if (!cached || cached.until <= now) {
      const loading = load();
      // A failed read is tried again on the next request rather than kept for a minute.
      loading.catch(() => (cached = undefined));
      cached = { origins: loading, until: now + ORIGINS_TTL_MS };
    }
    return cached.origins;
  };
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
