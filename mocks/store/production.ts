// Production freezes and sheets as the real production services keep them (ADR 0066): the sheet's
// content, diff and "new version only when changed" come from domain/production; this file only
// reads the store's lines and keeps the versions.
import { notFound } from '../../domain/errors/errors';
import { isPersonalisedLine, PERSONALISED_CONSENT_TEXT } from '../../domain/production/personalised-consent';
import { campaignFreezeAt, freezeAudit, isProductionFrozen, productionFreezeAt } from '../../domain/production/production-freeze';
import { PRODUCTION_MESSAGES } from '../../domain/production/production-messages';
import { buildSheetContent, diffSheets, isSheetLine, needsNewVersion, type SheetContent, type SheetPerson } from '../../domain/production/production-sheet';
import { productionSheetFilePath } from '../../domain/production/production-sheet-files';
import type { BuyerLine } from '../../domain/order/line-process';
import type * as T from '../__generated__/types';
import { DEMO_SHEET_PRODUCT_ID, DEMO_SHEET_TIMES, demoSheetContents } from '../scenarios/production-sheets';
import type { ScenarioProduct } from '../scenarios/standard/types';
import type { MockDb } from './db';
import { requireStaffOperator, requireStaffReader } from './refusals';
import { recordStaffAudit } from './staff-audit';
import type { StoreMember, StoreOrderLine, StoreProductionSheet } from './types';
import { campaignOfProduct } from './campaigns';

const DAY_MS = 24 * 60 * 60 * 1000;
const bySlot = (a: { position: number; id: number }, b: { position: number; id: number }) => a.position - b.position || a.id - b.id;

function axesOf(product: ScenarioProduct) {
  const axes = [...product.productOptions].sort(bySlot);
  return { names: axes.map((axis) => axis.key), order: axes.map((axis) => axis.value.split(',').map((value) => value.trim())) };
}

/** The product's paid lines as the sheet lists them. */
function sheetContent(db: MockDb, product: ScenarioProduct): SheetContent {
  const labels = [...product.productOptionInputs].sort(bySlot).map((input) => input.key);
  const people: SheetPerson[] = db.state.orders.flatMap((order) =>
    order.lines
      .filter((line) => line.productId === product.id && isSheetLine(line.status))
      .map((line) => {
        const detail = product.productOptionDetails.find((row) => row.id === line.productOptionDetailId);
        const values = detail ? [detail.option0, detail.option1, detail.option2].filter((value): value is string => value !== null) : [];
        const texts = [line.productOptionInput0, line.productOptionInput1, line.productOptionInput2];
        return {
          orderProductId: line.id,
          name: order.buyer.name,
          optionValues: values,
          inputs: texts.flatMap((value, slot) => (value ? [{ label: labels[slot] ?? `입력 ${slot + 1}`, value }] : [])),
          count: line.count,
          classLabel: null,
        };
      }),
  );
  const axes = axesOf(product);
  return buildSheetContent(axes.names, people, axes.order);
}

/** The demo's council jacket: v1 from the close and v2 from a change, not frozen yet. */
function demoProduction(db: MockDb): NonNullable<MockDb['state']['production']> {
  const product = db.product(DEMO_SHEET_PRODUCT_ID);
  if (!product) return { frozenAt: {}, sheets: [] };
  const [v1, v2] = demoSheetContents(sheetContent(db, product), axesOf(product).order);
  const closed = db.fromNow(-DEMO_SHEET_TIMES.closedDaysAgo * DAY_MS);
  const changed = db.fromNow(-DEMO_SHEET_TIMES.changedDaysAgo * DAY_MS);
  return {
    frozenAt: {},
    sheets: [
      { id: db.nextId('productionSheet'), productId: product.id, version: 1, trigger: 'CLOSE', rows: v1, createdBy: null, createdAt: closed },
      { id: db.nextId('productionSheet'), productId: product.id, version: 2, trigger: 'CHANGE', rows: v2, createdBy: null, createdAt: changed },
    ],
  };
}

function production(db: MockDb): NonNullable<MockDb['state']['production']> {
  db.state.production ??= demoProduction(db);
  return db.state.production;
}

function tenantProduct(db: MockDb, productId: number): ScenarioProduct {
  const product = db.product(productId);
  if (!product) throw notFound(PRODUCTION_MESSAGES.productNotFound);
  return product;
}

function latest(db: MockDb, productId: number): StoreProductionSheet | null {
  return production(db).sheets.filter((sheet) => sheet.productId === productId).reduce<StoreProductionSheet | null>((a, b) => (a && a.version > b.version ? a : b), null);
}

function makeNextSheet(db: MockDb, product: ScenarioProduct, trigger: T.ProductionSheetTrigger, createdBy: string | null): StoreProductionSheet {
  const previous = latest(db, product.id);
  const content = sheetContent(db, product);
  if (previous && !needsNewVersion(previous.rows.people, content.people)) return previous;
  const sheet = { id: db.nextId('productionSheet'), productId: product.id, version: (previous?.version ?? 0) + 1, trigger, rows: content, createdBy, createdAt: db.nowIso() };
  production(db).sheets.push(sheet);
  return sheet;
}

function summaryOf(sheet: StoreProductionSheet): T.ProductionSheetSummary {
  return { __typename: 'ProductionSheetSummary', id: sheet.id, version: sheet.version, trigger: sheet.trigger, totalUnits: sheet.rows.totalUnits, createdBy: sheet.createdBy, createdAt: sheet.createdAt };
}

function sheetOf(db: MockDb, sheet: StoreProductionSheet): T.ProductionSheet {
  const previous = production(db).sheets.find((row) => row.productId === sheet.productId && row.version === sheet.version - 1);
  return {
    ...summaryOf(sheet),
    __typename: 'ProductionSheet',
    productId: sheet.productId,
    productName: db.product(sheet.productId)?.name ?? '',
    axisNames: sheet.rows.axisNames,
    summary: sheet.rows.summary.map((row) => ({ __typename: 'ProductionSheetSummaryRow', ...row })),
    people: sheet.rows.people.map((person) => ({
      __typename: 'ProductionSheetPersonRow',
      ...person,
      optionText: person.optionValues.join(' / ') || null,
      inputs: person.inputs.map((input) => ({ __typename: 'ProductionSheetInput', ...input })),
    })),
    changes: sheet.version === 1 ? [] : diffSheets(previous?.rows.people ?? [], sheet.rows.people).map((change) => ({ __typename: 'ProductionSheetChange', ...change })),
    xlsxPath: productionSheetFilePath(sheet.id, 'xlsx'),
    csvPath: productionSheetFilePath(sheet.id, 'csv'),
  };
}

/** The close of a confirmed campaign makes the product's next version, as the real close job's `production-sheet` job does. */
export function makeCloseSheet(db: MockDb, productId: number, createdBy: string | null): void {
  makeNextSheet(db, tenantProduct(db, productId), 'CLOSE', createdBy);
}

export function listSheets(db: MockDb, viewer: StoreMember | null, productId: number): T.ProductionSheetSummary[] {
  requireStaffReader(viewer);
  tenantProduct(db, productId);
  return production(db).sheets.filter((sheet) => sheet.productId === productId).sort((a, b) => b.version - a.version).map(summaryOf);
}

/** A stored version for the page and the downloads; NOT_FOUND like the real API. */
export function storedSheet(db: MockDb, viewer: StoreMember | null, id: number): StoreProductionSheet {
  requireStaffReader(viewer);
  const sheet = production(db).sheets.find((row) => row.id === id);
  if (!sheet) throw notFound(PRODUCTION_MESSAGES.sheetNotFound);
  return sheet;
}

export const getSheet = (db: MockDb, viewer: StoreMember | null, id: number): T.ProductionSheet => sheetOf(db, storedSheet(db, viewer, id));

export function freezeOf(db: MockDb, viewer: StoreMember | null, productId: number): T.ProductionFreeze {
  requireStaffReader(viewer);
  const product = tenantProduct(db, productId);
  const frozenAt = production(db).frozenAt[productId] ?? null;
  return { __typename: 'ProductionFreeze', productId, productName: product.name, frozenAt, paidUnits: sheetContent(db, product).totalUnits };
}

export function freezeProduction(db: MockDb, viewer: StoreMember | null, productId: number): T.ProductionSheet {
  const staff = requireStaffOperator(viewer);
  const product = tenantProduct(db, productId);
  const sheet = makeNextSheet(db, product, 'FREEZE', staff.name);
  const state = production(db);
  state.frozenAt[productId] ??= db.nowIso();
  recordStaffAudit(db, viewer, freezeAudit(productId, sheet.version, new Date(state.frozenAt[productId])));
  return sheetOf(db, sheet);
}

/** A line change after a sheet exists makes the next version (the real API's production-sheet job). */
export function noteSheetChange(db: MockDb, productId: number): void {
  const product = db.product(productId);
  if (product && latest(db, productId)) makeNextSheet(db, product, 'CHANGE', null);
}

export function lineProductionFrozen(db: MockDb, line: Pick<StoreOrderLine, 'productId'>): boolean {
  const own = production(db).frozenAt[line.productId];
  const campaign = campaignOfProduct(db, line.productId);
  const planned = campaign && campaignFreezeAt({ status: campaign.status, productionFreezeAt: new Date(campaign.productionFreezeAt) });
  return isProductionFrozen(productionFreezeAt(own === undefined ? null : new Date(own), planned), db.now());
}

/** The line as the buyer-change rule (domain/order/line-process.ts) reads it. */
export function buyerLineOf(db: MockDb, line: StoreOrderLine): BuyerLine {
  return {
    productName: line.productName,
    status: line.status,
    personalised: isPersonalisedLine([line.productOptionInput0, line.productOptionInput1, line.productOptionInput2]),
    productionFrozen: lineProductionFrozen(db, line),
  };
}

export const consentText = (): string => PERSONALISED_CONSENT_TEXT;
