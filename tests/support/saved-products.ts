import type { EntityClass } from '@mikro-orm/core';
import { startTestApi, type TestApi } from './api';
import { createMember, type TestMember } from './catalog-fixtures';

// Shared by the wishlist and restock API tests: a member saves products, another member's saves
// must never show, and a count of the saved rows tells whether a request wrote anything.

export interface SavedProductsApi {
  api: TestApi;
  member: TestMember;
  other: TestMember;
}

/** The app over its own database with two members of the test university. */
export async function startSavedProductsApi(): Promise<SavedProductsApi> {
  const api = await startTestApi();
  const em = api.orm.em.fork();
  const member = await createMember(em);
  const other = await createMember(em);
  return { api, member, other };
}

/** How many rows of a member-and-product table (wish, restock request) a member has, for one product or all. */
export function savedRows(api: TestApi, entity: EntityClass<object>, userId: number, productId?: number): Promise<number> {
  return api.orm.em.fork().count(entity, { user: userId, ...(productId ? { product: productId } : {}) } as never);
}
