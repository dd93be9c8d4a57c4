import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badUserInput, notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { checkEditVersion } from '../../../../domain/catalog-setup/edit-version';
import {
  checkDeliveryTemplateDelete,
  deleteDeliveryTemplateInput,
  deliveryTemplateInput,
  TEMPLATE_NOT_FOUND_MESSAGE,
  updateDeliveryTemplateInput,
  type DeliveryTemplateFields,
} from '../../../../domain/catalog-setup/delivery-template-rules';
import {
  checkPickupPointDelete,
  deletePickupPointInput,
  isPickupNameTaken,
  PICKUP_NAME_TAKEN_MESSAGE,
  PICKUP_POINT_NOT_FOUND_MESSAGE,
  pickupPointInput,
  updatePickupPointInput,
  type PickupPointFields,
} from '../../../../domain/catalog-setup/pickup-point-rules';
import { deliveryTemplateAudit, pickupPointAudit } from '../../../../domain/catalog-setup/catalog-setup-audit';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import { DeliveryTemplate } from '../catalog/delivery-template.entity';
import { PickupPoint } from '../catalog/pickup-point.entity';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import type {
  StaffDeliveryTemplate,
  StaffDeliveryTemplateFields,
  StaffPickupPoint,
  StaffPickupPointFields,
  StaffUpdateDeliveryTemplateInput,
  StaffUpdatePickupPointInput,
} from '../../graphql/__generated__/resolvers-types';

/*
 * Delivery templates and group pickup points in the console (docs/decisions/0046). A template's
 * change reaches carts at once (lines ship under their product's current template, ADR 0015); a
 * pickup point's place is copied onto the products that hand out there in the same transaction.
 */

const TEMPLATE_FIELDS = [
  'name',
  'deliveryType',
  'deliveryFee',
  'condition',
  'quantity',
  'quantityCount0',
  'quantityCount1',
  'quantityCount2',
  'quantityPrice0',
  'quantityPrice1',
  'quantityPrice2',
  'shippingAddress',
  'returnAddress',
  'returnFee',
  'exchangeFee',
] as const satisfies readonly (keyof DeliveryTemplateFields)[];

const POINT_FIELDS = ['name', 'postCode', 'address', 'detailAddress', 'tel', 'note'] as const satisfies readonly (keyof PickupPointFields)[];

/** The fields a product's group delivery copies from its point; the note stays the product's own. */
const COPIED_PLACE = ['name', 'postCode', 'address', 'detailAddress', 'tel'] as const;

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

async function countsBy(em: EntityManager, sql: string, universityId: number): Promise<Map<number, number>> {
  const rows = await em.execute<{ id: number; count: string }[]>(sql, [universityId]);
  return new Map(rows.map((row) => [row.id, Number(row.count)]));
}

const templateUses = (em: EntityManager, universityId: number) =>
  countsBy(em, 'select delivery_template_id as id, count(*) as count from product where university_id = ? group by 1', universityId);

const pointUses = (em: EntityManager, universityId: number) =>
  countsBy(
    em,
    `select d.pickup_point_id as id, count(*) as count from product_group_delivery d join product p on p.id = d.product_id
     where p.university_id = ? and d.pickup_point_id is not null group by 1`,
    universityId,
  );

const templateShape = (template: DeliveryTemplate, uses: Map<number, number>): StaffDeliveryTemplate => ({
  id: template.id,
  ...pick(template, TEMPLATE_FIELDS),
  productCount: uses.get(template.id) ?? 0,
  updatedAt: template.updatedAt,
});

const pointShape = (point: PickupPoint, uses: Map<number, number>): StaffPickupPoint => ({
  id: point.id,
  ...pick(point, POINT_FIELDS),
  productCount: uses.get(point.id) ?? 0,
  updatedAt: point.updatedAt,
});

export async function listStaffDeliveryTemplates(em: EntityManager, scope: StaffScope): Promise<StaffDeliveryTemplate[]> {
  const [templates, uses] = await Promise.all([
    em.find(DeliveryTemplate, { university: scope.universityId }, { orderBy: { id: 'asc' } }),
    templateUses(em, scope.universityId),
  ]);
  return templates.map((template) => templateShape(template, uses));
}

export async function createDeliveryTemplate(em: EntityManager, scope: StaffScope, data: StaffDeliveryTemplateFields): Promise<StaffDeliveryTemplate> {
  const fields = parseInput(deliveryTemplateInput, data);
  const template = em.create(DeliveryTemplate, { university: scope.universityId, ...fields });
  await em.flush();
  recordStaffAudit(em, scope, deliveryTemplateAudit('create', template.id, null, fields));
  await em.flush();
  return templateShape(template, new Map());
}

async function lockedTemplate(em: EntityManager, scope: StaffScope, id: number): Promise<DeliveryTemplate> {
  const template = await em.findOne(
    DeliveryTemplate,
    { id, university: scope.universityId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!template) throw notFound(TEMPLATE_NOT_FOUND_MESSAGE);
  return template;
}

export async function updateDeliveryTemplate(
  em: EntityManager,
  scope: StaffScope,
  data: StaffUpdateDeliveryTemplateInput,
): Promise<StaffDeliveryTemplate> {
  const input = parseInput(updateDeliveryTemplateInput, data);
  const template = await lockedTemplate(em, scope, input.id);
  checkEditVersion(input.expectedUpdatedAt, template.updatedAt);
  const before = pick(template, TEMPLATE_FIELDS);
  em.assign(template, input.template);
  await em.flush();
  recordStaffAudit(em, scope, deliveryTemplateAudit('update', template.id, before, input.template));
  await em.flush();
  // Product pages print the fee rule, and carts price with it.
  invalidateCatalogue(em);
  return templateShape(template, await templateUses(em, scope.universityId));
}

export async function deleteDeliveryTemplate(em: EntityManager, scope: StaffScope, id: number): Promise<number> {
  const input = parseInput(deleteDeliveryTemplateInput, { id });
  const template = await lockedTemplate(em, scope, input.id);
  checkDeliveryTemplateDelete((await templateUses(em, scope.universityId)).get(template.id) ?? 0);
  const before = pick(template, TEMPLATE_FIELDS);
  em.remove(template);
  recordStaffAudit(em, scope, deliveryTemplateAudit('delete', input.id, before, null));
  await em.flush();
  return input.id;
}

export async function listStaffPickupPoints(em: EntityManager, scope: StaffScope): Promise<StaffPickupPoint[]> {
  const [points, uses] = await Promise.all([
    em.find(PickupPoint, { university: scope.universityId }, { orderBy: { name: 'asc', id: 'asc' } }),
    pointUses(em, scope.universityId),
  ]);
  return points.map((point) => pointShape(point, uses));
}

async function checkNameFree(em: EntityManager, scope: StaffScope, name: string, exceptId?: number): Promise<void> {
  // Locked so that two staff creating the same name at once cannot both pass the check.
  const points = await em.find(PickupPoint, { university: scope.universityId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (isPickupNameTaken(points, name, exceptId)) throw badUserInput(PICKUP_NAME_TAKEN_MESSAGE, 'name');
}

export async function createPickupPoint(em: EntityManager, scope: StaffScope, data: StaffPickupPointFields): Promise<StaffPickupPoint> {
  const fields = parseInput(pickupPointInput, data);
  await checkNameFree(em, scope, fields.name);
  const point = em.create(PickupPoint, { university: scope.universityId, ...fields });
  await em.flush();
  recordStaffAudit(em, scope, pickupPointAudit('create', point.id, null, fields));
  await em.flush();
  return pointShape(point, new Map());
}

export async function updatePickupPoint(em: EntityManager, scope: StaffScope, data: StaffUpdatePickupPointInput): Promise<StaffPickupPoint> {
  const input = parseInput(updatePickupPointInput, data);
  const point = await em.findOne(
    PickupPoint,
    { id: input.id, university: scope.universityId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!point) throw notFound(PICKUP_POINT_NOT_FOUND_MESSAGE);
  checkEditVersion(input.expectedUpdatedAt, point.updatedAt);
  await checkNameFree(em, scope, input.point.name, point.id);
  const before = pick(point, POINT_FIELDS);
  em.assign(point, input.point);
  await em.flush();
  const place = pick(input.point, COPIED_PLACE);
  await em.execute(
    `update product_group_delivery set name = ?, post_code = ?, address = ?, detail_address = ?, tel = ? where pickup_point_id = ?`,
    [place.name, place.postCode, place.address, place.detailAddress, place.tel, point.id],
  );
  recordStaffAudit(em, scope, pickupPointAudit('update', point.id, before, input.point));
  await em.flush();
  // Product pages show the pickup place.
  invalidateCatalogue(em);
  return pointShape(point, await pointUses(em, scope.universityId));
}

/** Deletes a point no product hands out at (the check runs under the point's row lock). */
export async function deletePickupPoint(em: EntityManager, scope: StaffScope, id: number): Promise<number> {
  const input = parseInput(deletePickupPointInput, { id });
  const point = await em.findOne(PickupPoint, { id: input.id, university: scope.universityId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!point) throw notFound(PICKUP_POINT_NOT_FOUND_MESSAGE);
  checkPickupPointDelete((await pointUses(em, scope.universityId)).get(point.id) ?? 0);
  const before = pick(point, POINT_FIELDS);
  em.remove(point);
  recordStaffAudit(em, scope, pickupPointAudit('delete', input.id, before, null));
  await em.flush();
  return input.id;
}
