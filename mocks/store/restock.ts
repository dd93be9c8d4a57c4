// Restock subscriptions as the real restock.service.ts keeps them (docs/product-rules.md
// #restock-notifications): for a sold-out product the member can see, once per member and product. When a
// product's stock comes back from zero (a staff restock, a cancelled or released order) its
// subscribers are told and unsubscribed; the mock sends no SMS and records the message instead.
import { conflict, invalidState, notFound } from '../../domain/errors/errors';
import {
  ALREADY_SUBSCRIBED_MESSAGE,
  NOT_SOLD_OUT_MESSAGE,
  RESTOCK_SIGN_IN_MESSAGE,
} from '../../domain/restock/restock-messages';
import {
  ALREADY_SUBSCRIBED_OPTION_MESSAGE,
  OPTION_NOT_SOLD_OUT_MESSAGE,
  RESTOCK_OPTION_NOT_FOUND_MESSAGE,
} from '../../domain/restock/restock-option-messages';
import { isSoldOut, wholeStockOf } from '../scenarios/pricing';
import { giveStockBack } from './catalog';
import type { MockDb } from './db';
import { newestFirst, pageOf, type Page } from './paging';
import { levelOf, requireViewer } from './refusals';
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

/** As restock.service.ts: a sold-out product, or (optionId) one sold-out live combination of it, once per member. */
export function subscribeRestock(db: MockDb, viewer: StoreMember | null, productId: number, optionId?: number | null): StoreRestock {
  const member = requireViewer(viewer, RESTOCK_SIGN_IN_MESSAGE);
  const product = db.visibleProduct(productId, levelOf(member));
  const option = optionId == null ? null : db.optionDetail(product, optionId);
  if (optionId != null && !option) throw notFound(RESTOCK_OPTION_NOT_FOUND_MESSAGE);
  if (option && option.count > 0) throw invalidState(OPTION_NOT_SOLD_OUT_MESSAGE);
  if (!option && !isSoldOut(product)) throw invalidState(NOT_SOLD_OUT_MESSAGE);
  const key = option?.id ?? null;
  if (db.state.restocks.some((row) => row.userId === member.id && row.productId === productId && (row.optionId ?? null) === key)) {
    throw conflict(option ? ALREADY_SUBSCRIBED_OPTION_MESSAGE : ALREADY_SUBSCRIBED_MESSAGE);
  }
  const row: StoreRestock = { id: db.nextId('restock'), userId: member.id, productId, optionId: key, createdAt: db.nowIso() };
  db.state.restocks.push(row);
  return row;
}

export function unsubscribeRestock(db: MockDb, viewer: StoreMember | null, productId: number, optionId?: number | null): boolean {
  const member = requireViewer(viewer, RESTOCK_SIGN_IN_MESSAGE);
  const before = db.state.restocks.length;
  const key = optionId ?? null;
  db.state.restocks = db.state.restocks.filter(
    (row) => !(row.userId === member.id && row.productId === productId && (row.optionId ?? null) === key),
  );
  return db.state.restocks.length < before;
}

function tell(db: MockDb, told: readonly StoreRestock[]): number {
  const ids = new Set(told.map((row) => row.id));
  db.state.restocks = db.state.restocks.filter((row) => !ids.has(row.id));
  for (const row of told) db.state.restockMessages.push({ userId: row.userId, productId: row.productId, queuedAt: db.nowIso() });
  return told.length;
}

/** The product is back: every whole-product subscriber gets a message (recorded) and the subscription is removed. Returns how many. */
export function notifyRestockSubscribers(db: MockDb, productId: number): number {
  return tell(db, db.state.restocks.filter((row) => row.productId === productId && (row.optionId ?? null) === null));
}

/**
 * As restock-notify.ts notifyOptionRestock: after any stock change of the product, a request for
 * one combination whose live combination has stock again is told and removed.
 */
export function notifyOptionRestock(db: MockDb, productId: number): number {
  const product = db.product(productId);
  if (!product) return 0;
  return tell(
    db,
    db.state.restocks.filter((row) => row.productId === productId && row.optionId != null && (db.optionDetail(product, row.optionId)?.count ?? 0) > 0),
  );
}

export interface StockReturn {
  productId: number;
  productOptionDetailId: number | null;
  count: number;
}

/**
 * Stock of cancelled or released lines back on the shelf, as the real stock-return.ts gives it:
 * a product whose whole stock goes from zero to more tells its subscribers.
 */
export function returnStock(db: MockDb, moves: readonly StockReturn[]): void {
  const before = new Map<number, number>();
  for (const move of moves) {
    const product = db.product(move.productId);
    if (!product) continue;
    if (!before.has(product.id)) before.set(product.id, wholeStockOf(product));
    const detail = db.optionDetail(product, move.productOptionDetailId);
    // A retired combination (ADR 0044) keeps its returned units as history on the real server:
    // they are sold nowhere, so the mock drops them rather than adding them to the product.
    if (move.productOptionDetailId !== null && !detail) continue;
    giveStockBack(product, detail, move.count);
  }
  for (const [productId, stock] of before) {
    const product = db.product(productId);
    if (product && stock <= 0 && wholeStockOf(product) > 0) notifyRestockSubscribers(db, productId);
    notifyOptionRestock(db, productId);
  }
}
