// Restock subscriptions as the real restock.service.ts keeps them (PRODUCT.md "Restock
// notifications"): for a sold-out product the member can see, once per member and product.
import { conflict, invalidState } from '../../backend/src/graphql/errors';
import { isSoldOut } from '../scenarios/pricing';
import { levelOf } from './cart-rules';
import type { MockDb } from './db';
import { newestFirst, pageOf, type Page } from './paging';
import { ALREADY_SUBSCRIBED_MESSAGE, NOT_SOLD_OUT_MESSAGE, RESTOCK_SIGN_IN_MESSAGE } from './real-messages';
import { requireViewer } from './refusals';
import type { StoreMember, StoreRestock } from './types';

/** The member's subscriptions to products they may still see, newest first. */
export function restocksOf(db: MockDb, viewer: StoreMember | null, page: number | null | undefined): Page<StoreRestock> {
  const member = requireViewer(viewer, RESTOCK_SIGN_IN_MESSAGE);
  const level = levelOf(member);
  const rows = db.state.restocks.filter((row) => {
    const product = db.product(row.productId);
    return row.userId === member.id && product !== undefined && product.productVisible <= level;
  });
  return pageOf(rows.sort(newestFirst), page);
}

export function subscribeRestock(db: MockDb, viewer: StoreMember | null, productId: number): StoreRestock {
  const member = requireViewer(viewer, RESTOCK_SIGN_IN_MESSAGE);
  const product = db.visibleProduct(productId, levelOf(member));
  if (!isSoldOut(product)) throw invalidState(NOT_SOLD_OUT_MESSAGE);
  if (db.state.restocks.some((row) => row.userId === member.id && row.productId === productId)) {
    throw conflict(ALREADY_SUBSCRIBED_MESSAGE);
  }
  const row: StoreRestock = { id: db.nextId('restock'), userId: member.id, productId, createdAt: db.nowIso() };
  db.state.restocks.push(row);
  return row;
}

export function unsubscribeRestock(db: MockDb, viewer: StoreMember | null, productId: number): boolean {
  const member = requireViewer(viewer, RESTOCK_SIGN_IN_MESSAGE);
  const before = db.state.restocks.length;
  db.state.restocks = db.state.restocks.filter((row) => !(row.userId === member.id && row.productId === productId));
  return db.state.restocks.length < before;
}
