import { describe, expect, it } from 'vitest';
import { PERSONALISED_CONSENT_TEXT } from '../../domain/production/personalised-consent';
import { StandardIds } from '../scenarios';
import { DEMO_SHEET_PRODUCT_ID } from '../scenarios/production-sheets';
import { frozenApi } from './testing';
import * as production from './production';
import { updateOrderProductOptions } from './order-changes';

const db = () => frozenApi('standard').db;

describe('the mocked production sheets', () => {
  it("starts with the council jacket's v1 and v2 with a diff, not frozen yet, v2 equal to its paid lines", () => {
    const store = db();
    const admin = store.member(StandardIds.member.admin)!;
    const versions = production.listSheets(store, admin, DEMO_SHEET_PRODUCT_ID);
    expect(versions.map((sheet) => sheet.version)).toEqual([2, 1]);
    const v2 = production.getSheet(store, admin, versions[0]!.id);
    expect(v2.changes.map((change) => change.kind).sort()).toEqual(['CHANGED', 'REMOVED']);
    expect(v2.totalUnits).toBe(production.freezeOf(store, admin, DEMO_SHEET_PRODUCT_ID).paidUnits);
    expect(production.lineProductionFrozen(store, { productId: DEMO_SHEET_PRODUCT_ID })).toBe(false);
  });

  it('freezes a product for ADMIN only, makes v1 once, and keeps frozen embroidered lines from their buyer', () => {
    const store = db();
    const admin = store.member(StandardIds.member.admin)!;
    const demo = store.member(StandardIds.member.demo)!;
    const viewer = store.member(StandardIds.member.viewer)!;
    const productId = 24;
    expect(() => production.freezeProduction(store, viewer, productId)).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    const first = production.freezeProduction(store, admin, productId);
    expect(first.version).toBe(1);
    expect(production.freezeProduction(store, admin, productId).id).toBe(first.id);
    expect(first.summary.reduce((sum, row) => sum + row.units, 0)).toBe(first.totalUnits);
    // The council jacket's sheet already has v2 and nothing changed since: its freeze answers v2.
    expect(production.freezeProduction(store, admin, DEMO_SHEET_PRODUCT_ID).version).toBe(2);

    const council = store.state.orders.flatMap((order) => order.lines).find((line) => line.id === StandardIds.orderProduct.councilVarsity)!;
    council.status = 'PAID';
    expect(() => updateOrderProductOptions(store, demo, { orderProductId: council.id, productOptionDetailId: null, productOptionInputs: ['ABC', '24'] })).toThrow('주문 제작이 시작되어');
    expect(production.consentText()).toBe(PERSONALISED_CONSENT_TEXT);
  });
});
