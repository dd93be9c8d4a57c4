import type { EntityManager } from '@mikro-orm/postgresql';
import { buildStandardCatalogue } from '../../../../mocks/scenarios/standard';
import { seedProductionSheets } from './seed-production';
import { refreshProductSearchKeys } from '../../modules/catalog/product-search-keys';
import { University } from '../../modules/content/university.entity';
import { catalogEntities, seedCategories, seedDeliveryTemplates, seedPickupPoints, seedProducts } from './seed-catalog';
import { hashMembers, memberEntities, seedMembers } from './seed-members';
import { referenceEntities, seedSharedReference, seedTenant } from './seed-reference';
import { resetSequences } from './sequences';
import { seedDemoCampaigns } from './seed-campaigns';
import { seedDemoClassOrders } from './seed-class-orders';
import { reviewEntities, seedReviews, seedSizeCharts } from './seed-reviews';

export interface SeedDemoOptions {
  /** The tenant to seed; the standard scenario describes university 1. */
  universityId: number;
  /** The seed time that sale, delivery and point-expiry windows are placed around. */
  now?: Date;
  /**
   * The demo shop's group purchases with their participants' orders (seed-campaigns.ts) and its
   * class order with its classmates' orders (seed-class-orders.ts): on for
   * the shop people open (db:seed, SEED_ON_START); off for the API tests' fixture shop, whose
   * tests count the catalogue's orders and stock from an empty order book.
   */
  campaigns?: boolean;
}

export interface SeedDemoResult {
  /** False when the university already existed and nothing was written. */
  seeded: boolean;
}

/** True when the tenant's university row exists, which the seeder writes first. */
export async function isSeeded(em: EntityManager, universityId: number): Promise<boolean> {
  return (await em.fork().count(University, { id: universityId })) > 0;
}

/**
 * Loads the `standard` scenario (tenant, catalogue, reference data, demo members) in one
 * transaction. Does nothing when the tenant already exists, so it is safe on every start.
 */
export async function seedDemo(em: EntityManager, options: SeedDemoOptions): Promise<SeedDemoResult> {
  const now = options.now ?? new Date();
  const catalogue = buildStandardCatalogue(now);
  if (options.universityId !== catalogue.university.id) {
    // Every id in the scenario is fixed (promoted categories point at 75, 71, 72, 74), so the
    // data cannot be moved to another tenant id without renumbering all of it.
    throw new Error(
      `The standard demo scenario describes university ${catalogue.university.id}; it cannot be seeded as university ${options.universityId}. ` +
        'For another tenant, set SEED_ON_START=false and load its own data.',
    );
  }
  if (await isSeeded(em, options.universityId)) return { seeded: false };

  const hashedMembers = await hashMembers(catalogue.members);
  return em.fork().transactional(async (tx) => {
    // Checked again inside the transaction: another process may have seeded meanwhile.
    if ((await tx.count(University, { id: options.universityId })) > 0) return { seeded: false };
    seedTenant(tx, catalogue);
    await tx.flush();
    await seedSharedReference(tx, catalogue);
    await seedCategories(tx, catalogue);
    seedDeliveryTemplates(tx, catalogue);
    seedPickupPoints(tx, catalogue);
    seedProducts(tx, catalogue);
    seedMembers(tx, catalogue, hashedMembers, now);
    seedSizeCharts(tx, catalogue);
    await tx.flush();
    seedReviews(tx, catalogue, now);
    await tx.flush();
    await seedProductionSheets(tx, now);
    await refreshProductSearchKeys((sql, params) => tx.execute(sql, params), 'unkeyed');
    await resetSequences(tx, [...referenceEntities, ...catalogEntities, ...memberEntities, ...reviewEntities]);
    if (options.campaigns) {
      await seedDemoCampaigns(tx, options.universityId, now);
      await seedDemoClassOrders(tx, options.universityId, now);
    }
    return { seeded: true };
  });
}
