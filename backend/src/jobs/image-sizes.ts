import { ensureRenditions, imagesWithoutSizes } from '../modules/product-images/image-renditions.service';
import type { JobDeps } from './job-deps';

/** Images per run: a seeded catalogue's placeholders take a few runs, a run stays well under its expiry. */
const BATCH = 40;

/**
 * Makes the sizes of product images that have none (the seeded catalogue's, and any written
 * without the staff screen). A file that cannot be decoded is recorded as such and served as it is.
 */
export async function makeImageSizes(deps: JobDeps, batch = BATCH): Promise<{ made: number }> {
  const em = deps.orm.em.fork();
  const urls = await imagesWithoutSizes(em, batch);
  for (const url of urls) await ensureRenditions(em, deps.adapters.storage, [url], { unreadable: 'record' });
  return { made: urls.length };
}
