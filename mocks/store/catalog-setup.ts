// Categories, promoted categories, delivery templates and pickup points in the console, stored the
// mocked API's way and decided by domain/catalog-setup, as the real staff services are (ADR 0046).
import {
  checkCategoryDelete,
  checkCategoryUpdate,
  checkPromotedCategories,
  createCategoryInput,
  planCategoryCreate,
  planCategoryOrder,
  promotedCategoriesInput,
  reorderCategoriesInput,
  updateCategoryInput,
  type CategoryFacts,
} from '../../domain/catalog-setup/category-rules';
import {
  checkDeliveryTemplateDelete,
  deleteDeliveryTemplateInput,
  deliveryTemplateInput,
  TEMPLATE_NOT_FOUND_MESSAGE,
  updateDeliveryTemplateInput,
} from '../../domain/catalog-setup/delivery-template-rules';
import {
  categoriesReorderedAudit,
  categoryCreatedAudit,
  categoryDeletedAudit,
  categoryUpdatedAudit,
  deliveryTemplateAudit,
  pickupPointAudit,
  promotedCategoriesAudit,
} from '../../domain/catalog-setup/catalog-setup-audit';
import { checkEditVersion } from '../../domain/catalog-setup/edit-version';
import {
  checkPickupPointDelete,
  deletePickupPointInput,
  isPickupNameTaken,
  PICKUP_NAME_TAKEN_MESSAGE,
  PICKUP_POINT_NOT_FOUND_MESSAGE,
  pickupPointInput,
  updatePickupPointInput,
} from '../../domain/catalog-setup/pickup-point-rules';
import { badUserInput, notFound } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import type * as T from '../__generated__/types';
import type { ScenarioDeliveryTemplate, ScenarioPickupPoint, ScenarioProductCategory } from '../scenarios/standard/types';
import { category as visibleCategory } from './catalog';
import type { MockDb } from './db';
import { requireStaffOperator, requireStaffReader } from './refusals';
import { recordStaffAudit } from './staff-audit';
import type { StoreMember } from './types';

// The scenario's rows carry no versions: each starts at the scenario's instant and moves on a change.
const versionsByDb = new WeakMap<MockDb, Map<string, string>>();

function versions(db: MockDb): Map<string, string> {
  let map = versionsByDb.get(db);
  if (!map) versionsByDb.set(db, (map = new Map()));
  return map;
}

const versionOf = (db: MockDb, key: string) => versions(db).get(key) ?? new Date(db.scenario.now).toISOString();
/** A new version, later than the last one even when the clock stands still (stories, frozen tests). */
const touch = (db: MockDb, key: string) =>
  versions(db).set(key, new Date(Math.max(db.now().getTime(), Date.parse(versionOf(db, key)) + 1)).toISOString());
const nextIdOf = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

function facts(db: MockDb): CategoryFacts {
  return {
    categories: db.catalogue.productCategories.map((row) => ({ ...row, parentId: row.categoryId })),
    promotedIds: db.catalogue.university.promotedCategories.map((entry) => entry.categoryId),
  };
}

const productCount = (db: MockDb, categoryId: number) =>
  db.catalogue.products.filter((product) => product.productCategoryTaggeds.some((tagged) => tagged.productCategoryId === categoryId)).length;

function categoryShape(db: MockDb, row: ScenarioProductCategory): T.StaffCategory {
  return {
    __typename: 'StaffCategory',
    id: row.id,
    parentId: row.categoryId,
    content: row.content,
    visible: row.visible,
    isGroup: row.isGroup,
    position: row.position,
    productCount: productCount(db, row.id),
    promoted: db.catalogue.university.promotedCategories.some((entry) => entry.categoryId === row.id),
    updatedAt: versionOf(db, `category:${row.id}`),
  };
}

const byPosition = (a: ScenarioProductCategory, b: ScenarioProductCategory) => a.position - b.position || a.id - b.id;

export function staffCategories(db: MockDb, viewer: StoreMember | null): T.StaffCategory[] {
  requireStaffReader(viewer);
  const rows = [...db.catalogue.productCategories].sort(byPosition);
  const mains = rows.filter((row) => row.categoryId === null).sort((a, b) => Number(a.isGroup) - Number(b.isGroup));
  return mains.flatMap((main) => [main, ...rows.filter((row) => row.categoryId === main.id)]).map((row) => categoryShape(db, row));
}

function findCategory(db: MockDb, id: number): ScenarioProductCategory {
  const row = db.catalogue.productCategories.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`category ${id} vanished`);
  return row;
}

export function createCategory(db: MockDb, viewer: StoreMember | null, data: T.StaffCreateCategoryInput): T.StaffCategory {
  requireStaffOperator(viewer);
  const plan = planCategoryCreate(facts(db), parseInput(createCategoryInput, data));
  const id = nextIdOf(db.catalogue.productCategories);
  const row: ScenarioProductCategory = { key: `category.console-${id}`, id, categoryId: plan.parentId, ...plan };
  db.catalogue.productCategories.push(row);
  touch(db, `category:${id}`);
  recordStaffAudit(db, viewer, categoryCreatedAudit(id, plan));
  return categoryShape(db, row);
}

export function updateCategory(db: MockDb, viewer: StoreMember | null, data: T.StaffUpdateCategoryInput): T.StaffCategory {
  requireStaffOperator(viewer);
  const input = parseInput(updateCategoryInput, data);
  const checked = checkCategoryUpdate(facts(db), input);
  const row = findCategory(db, checked.id);
  checkEditVersion(input.expectedUpdatedAt, versionOf(db, `category:${row.id}`));
  const before = { content: row.content, visible: row.visible, parentId: row.categoryId ?? null };
  row.content = input.content;
  row.visible = input.visible;
  if (checked.move) {
    row.categoryId = checked.move.parentId;
    row.position = checked.move.position;
  }
  touch(db, `category:${row.id}`);
  recordStaffAudit(db, viewer, categoryUpdatedAudit(row.id, before, { content: row.content, visible: row.visible, parentId: row.categoryId ?? null }));
  return categoryShape(db, row);
}

export function deleteCategory(db: MockDb, viewer: StoreMember | null, id: number): number {
  requireStaffOperator(viewer);
  const row = checkCategoryDelete({ ...facts(db), productCount: productCount(db, id) }, id);
  db.catalogue.productCategories = db.catalogue.productCategories.filter((candidate) => candidate.id !== id);
  recordStaffAudit(db, viewer, categoryDeletedAudit(id, row));
  return id;
}

export function reorderCategories(db: MockDb, viewer: StoreMember | null, data: T.StaffReorderCategoriesInput): T.StaffCategory[] {
  requireStaffOperator(viewer);
  const input = parseInput(reorderCategoriesInput, data);
  const plan = planCategoryOrder(facts(db), input);
  const rows = plan.map(({ id }) => findCategory(db, id));
  const before = [...rows].sort(byPosition).map((row) => row.content);
  plan.forEach(({ position }, index) => {
    rows[index]!.position = position;
    touch(db, `category:${rows[index]!.id}`);
  });
  recordStaffAudit(db, viewer, categoriesReorderedAudit(input.parentId ?? null, before, rows.map((row) => row.content)));
  return rows.map((row) => categoryShape(db, row));
}

export function staffPromotedCategories(db: MockDb, viewer: StoreMember | null): T.StaffPromotedCategories {
  const member = requireStaffReader(viewer);
  return {
    __typename: 'StaffPromotedCategories',
    categories: db.catalogue.university.promotedCategories.map((entry) => ({
      __typename: 'PromotedCategory',
      ...entry,
      category: visibleCategory(db, entry.categoryId, member.authority) as T.ProductCategory | null,
    })),
    updatedAt: versionOf(db, 'university'),
  };
}

export function setPromotedCategories(db: MockDb, viewer: StoreMember | null, data: T.StaffSetPromotedCategoriesInput): T.StaffPromotedCategories {
  requireStaffOperator(viewer);
  const input = parseInput(promotedCategoriesInput, data);
  checkEditVersion(input.expectedUpdatedAt, versionOf(db, 'university'));
  const promoted = checkPromotedCategories(facts(db), input);
  const university = db.catalogue.university;
  const before = university.promotedCategories;
  university.promotedCategories = promoted;
  touch(db, 'university');
  recordStaffAudit(db, viewer, promotedCategoriesAudit(university.id, before, promoted));
  return staffPromotedCategories(db, viewer);
}

function templateShape(db: MockDb, template: ScenarioDeliveryTemplate): T.StaffDeliveryTemplate {
  const { key: _key, ...fields } = template;
  return {
    __typename: 'StaffDeliveryTemplate',
    ...fields,
    productCount: db.catalogue.products.filter((product) => product.deliveryTemplateId === template.id).length,
    updatedAt: versionOf(db, `template:${template.id}`),
  };
}

export function staffDeliveryTemplates(db: MockDb, viewer: StoreMember | null): T.StaffDeliveryTemplate[] {
  requireStaffReader(viewer);
  return [...db.catalogue.deliveryTemplates].sort((a, b) => a.id - b.id).map((template) => templateShape(db, template));
}

function findTemplate(db: MockDb, id: number): ScenarioDeliveryTemplate {
  const template = db.catalogue.deliveryTemplates.find((row) => row.id === id);
  if (!template) throw notFound(TEMPLATE_NOT_FOUND_MESSAGE);
  return template;
}

const templateFields = ({ key: _key, id: _id, ...fields }: ScenarioDeliveryTemplate) => fields;

export function createDeliveryTemplate(db: MockDb, viewer: StoreMember | null, data: T.StaffDeliveryTemplateFields): T.StaffDeliveryTemplate {
  requireStaffOperator(viewer);
  const fields = parseInput(deliveryTemplateInput, data);
  const id = nextIdOf(db.catalogue.deliveryTemplates);
  const template: ScenarioDeliveryTemplate = { key: `delivery-template.console-${id}`, id, ...fields };
  db.catalogue.deliveryTemplates.push(template);
  touch(db, `template:${id}`);
  recordStaffAudit(db, viewer, deliveryTemplateAudit('create', id, null, fields));
  return templateShape(db, template);
}

export function updateDeliveryTemplate(db: MockDb, viewer: StoreMember | null, data: T.StaffUpdateDeliveryTemplateInput): T.StaffDeliveryTemplate {
  requireStaffOperator(viewer);
  const input = parseInput(updateDeliveryTemplateInput, data);
  const template = findTemplate(db, input.id);
  checkEditVersion(input.expectedUpdatedAt, versionOf(db, `template:${template.id}`));
  const before = templateFields(template);
  Object.assign(template, input.template);
  touch(db, `template:${template.id}`);
  recordStaffAudit(db, viewer, deliveryTemplateAudit('update', template.id, before, input.template));
  return templateShape(db, template);
}

export function deleteDeliveryTemplate(db: MockDb, viewer: StoreMember | null, id: number): number {
  requireStaffOperator(viewer);
  const input = parseInput(deleteDeliveryTemplateInput, { id });
  const template = findTemplate(db, input.id);
  checkDeliveryTemplateDelete(db.catalogue.products.filter((product) => product.deliveryTemplateId === template.id).length);
  db.catalogue.deliveryTemplates = db.catalogue.deliveryTemplates.filter((row) => row.id !== template.id);
  recordStaffAudit(db, viewer, deliveryTemplateAudit('delete', template.id, templateFields(template), null));
  return template.id;
}

function pointShape(db: MockDb, point: ScenarioPickupPoint): T.StaffPickupPoint {
  const { key: _key, ...fields } = point;
  return {
    __typename: 'StaffPickupPoint',
    ...fields,
    productCount: db.catalogue.products.filter((product) => product.productGroupDelivery?.pickupPointId === point.id).length,
    updatedAt: versionOf(db, `pickup:${point.id}`),
  };
}

export function staffPickupPoints(db: MockDb, viewer: StoreMember | null): T.StaffPickupPoint[] {
  requireStaffReader(viewer);
  return [...db.catalogue.pickupPoints].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id).map((point) => pointShape(db, point));
}

export function createPickupPoint(db: MockDb, viewer: StoreMember | null, data: T.StaffPickupPointFields): T.StaffPickupPoint {
  requireStaffOperator(viewer);
  const fields = parseInput(pickupPointInput, data);
  if (isPickupNameTaken(db.catalogue.pickupPoints, fields.name)) throw badUserInput(PICKUP_NAME_TAKEN_MESSAGE, 'name');
  const id = nextIdOf(db.catalogue.pickupPoints);
  const point: ScenarioPickupPoint = { key: `pickup-point.console-${id}`, id, ...fields };
  db.catalogue.pickupPoints.push(point);
  touch(db, `pickup:${id}`);
  recordStaffAudit(db, viewer, pickupPointAudit('create', id, null, fields));
  return pointShape(db, point);
}

export function updatePickupPoint(db: MockDb, viewer: StoreMember | null, data: T.StaffUpdatePickupPointInput): T.StaffPickupPoint {
  requireStaffOperator(viewer);
  const input = parseInput(updatePickupPointInput, data);
  const point = db.catalogue.pickupPoints.find((row) => row.id === input.id);
  if (!point) throw notFound(PICKUP_POINT_NOT_FOUND_MESSAGE);
  checkEditVersion(input.expectedUpdatedAt, versionOf(db, `pickup:${point.id}`));
  if (isPickupNameTaken(db.catalogue.pickupPoints, input.point.name, point.id)) throw badUserInput(PICKUP_NAME_TAKEN_MESSAGE, 'name');
  const { key: _key, id: _id, ...before } = point;
  Object.assign(point, input.point);
  // The products handing out here show the new place; their notes stay their own.
  const { name, postCode, address, detailAddress, tel } = input.point;
  for (const product of db.catalogue.products) {
    if (product.productGroupDelivery?.pickupPointId === point.id) Object.assign(product.productGroupDelivery, { name, postCode, address, detailAddress, tel });
  }
  touch(db, `pickup:${point.id}`);
  recordStaffAudit(db, viewer, pickupPointAudit('update', point.id, before, input.point));
  return pointShape(db, point);
}

export function deletePickupPoint(db: MockDb, viewer: StoreMember | null, id: number): number {
  requireStaffOperator(viewer);
  const input = parseInput(deletePickupPointInput, { id });
  const point = db.catalogue.pickupPoints.find((row) => row.id === input.id);
  if (!point) throw notFound(PICKUP_POINT_NOT_FOUND_MESSAGE);
  checkPickupPointDelete(db.catalogue.products.filter((product) => product.productGroupDelivery?.pickupPointId === point.id).length);
  const { key: _key, id: _id, ...before } = point;
  db.catalogue.pickupPoints = db.catalogue.pickupPoints.filter((row) => row.id !== point.id);
  recordStaffAudit(db, viewer, pickupPointAudit('delete', point.id, before, null));
  return point.id;
}
