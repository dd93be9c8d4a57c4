import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../config';
import { University } from '../modules/content/university.entity';
import { originOf, parseShopOrigins } from '../../../domain/order/return-origin';

/** Tenant settings change rarely; a minute keeps the per-request answer a Set lookup. */
const ORIGINS_TTL_MS = 60_000;

/**
 * The shop's own origins: PUBLIC_BASE_URL, the tenant's siteUrl (a shop served from the
 * university's domain) and SHOP_ORIGINS. CORS lets them in (docs/decisions/0037) and the payment
 * window may return to them (docs/decisions/0059). A failed read is tried again on the next call
 * rather than kept for a minute.
 */
export function shopOrigins(orm: MikroORM, config: Pick<Config, 'PUBLIC_BASE_URL' | 'UNIVERSITY_ID' | 'SHOP_ORIGINS'>) {
  let cached: { origins: Promise<ReadonlySet<string>>; until: number } | undefined;
  const load = async (): Promise<ReadonlySet<string>> => {
    const university = await orm.em.fork().findOne(University, { id: config.UNIVERSITY_ID }, { fields: ['siteUrl'] });
    const own = [originOf(config.PUBLIC_BASE_URL), originOf(university?.siteUrl), ...parseShopOrigins(config.SHOP_ORIGINS)];
    return new Set(own.filter((o): o is string => o !== null));
  };
  return () => {
    const now = Date.now();
    if (!cached || cached.until <= now) {
      const loading = load();
      loading.catch(() => (cached = undefined));
      cached = { origins: loading, until: now + ORIGINS_TTL_MS };
    }
    return cached.origins;
  };
}
