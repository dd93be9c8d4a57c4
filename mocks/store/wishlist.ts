// The wishlist (찜) as the real wishlist.service.ts keeps it (docs/decisions/0059): any product the
// member can see, once per member and product; wishing twice or removing what is not there is no error.
import { WISH_SIGN_IN_MESSAGE } from '../../domain/wishlist/wishlist-messages';
import type { ScenarioProduct } from '../scenarios/standard/types';
import type { MockDb } from './db';
import { newestFirst, pageOf, type Page } from './paging';
import { levelOf, requireViewer } from './refusals';
import type { StoreMember, StoreWish } from './types';

export function addWish(db: MockDb, viewer: StoreMember | null, productId: number): ScenarioProduct {
  const member = requireViewer(viewer, WISH_SIGN_IN_MESSAGE);
  const product = db.visibleProduct(productId, levelOf(member));
  if (!db.state.wishes.some((row) => row.userId === member.id && row.productId === product.id)) {
    db.state.wishes.push({ id: db.nextId('wish'), userId: member.id, productId: product.id, createdAt: db.nowIso() });
  }
  return product;
}

export function removeWish(db: MockDb, viewer: StoreMember | null, productId: number): ScenarioProduct {
  const member = requireViewer(viewer, WISH_SIGN_IN_MESSAGE);
  const product = db.visibleProduct(productId, levelOf(member));
  db.state.wishes = db.state.wishes.filter((row) => !(row.userId === member.id && row.productId === product.id));
  return product;
}

/** The member's wishes of products they may still see, newest first. */
export function wishesOf(db: MockDb, viewer: StoreMember | null, page: number | null | undefined): Page<StoreWish> {
  const member = requireViewer(viewer, WISH_SIGN_IN_MESSAGE);
  const level = levelOf(member);
  const rows = db.state.wishes.filter((row) => {
    const product = db.product(row.productId);
    return row.userId === member.id && product !== undefined && product.productVisible <= level;
  });
  return pageOf(rows.sort(newestFirst), page);
}

export function isWished(db: MockDb, viewer: StoreMember | null, productId: number): boolean {
  return viewer !== null && db.state.wishes.some((row) => row.userId === viewer.id && row.productId === productId);
}
