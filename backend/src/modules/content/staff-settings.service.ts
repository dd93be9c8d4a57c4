import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { shopSettingsInput, topNoticeInput } from '../../../../domain/content/content-input';
import { CONTENT_AUDIT_SUMMARY } from '../../../../domain/content/content-messages';
import { auditValues, checkNoticeEnd, checkVersion, SETTINGS_AUDIT_FIELDS } from '../../../../domain/content/content-rules';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import { University } from './university.entity';

// Staff edit the tenant's settings and top notice (docs/decisions/0047-shop-content.md). The
// University row is the version both screens check; every save clears the catalogue caches (the
// anonymous response cache holds `university`) and the CORS allow-list follows the site address.

const SHOP_NOT_FOUND_MESSAGE = '쇼핑몰 정보를 찾을 수 없어요. 새로고침해 주세요.';

export async function readShopSettings(em: EntityManager, scope: StaffScope, lock = false): Promise<University> {
  const university = await em.findOne(
    University,
    { id: scope.universityId },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
  );
  if (!university) throw notFound(SHOP_NOT_FOUND_MESSAGE);
  return university;
}

const snapshot = (university: University, keys: readonly (typeof SETTINGS_AUDIT_FIELDS)[number][]) => auditValues(university, keys);

export async function setTopNotice(em: EntityManager, scope: StaffScope, data: unknown, now = new Date()): Promise<University> {
  const input = parseInput(topNoticeInput, data);
  checkNoticeEnd(input.endsAt, now);
  const university = await readShopSettings(em, scope, true);
  checkVersion(input.expectedUpdatedAt, university.updatedAt);
  const fields = ['topNotice', 'topNoticeEndsAt'] as const;
  const before = snapshot(university, fields);
  university.topNotice = input.text;
  university.topNoticeEndsAt = input.endsAt;
  await em.flush();
  recordStaffAudit(em, scope, {
    objectType: 'SHOP',
    objectId: university.id,
    action: 'shop.notice',
    summary: CONTENT_AUDIT_SUMMARY.notice,
    before,
    after: snapshot(university, fields),
  });
  invalidateCatalogue(em);
  return university;
}

export async function updateShopSettings(em: EntityManager, scope: StaffScope, data: unknown): Promise<University> {
  const { expectedUpdatedAt, ...input } = parseInput(shopSettingsInput, data);
  const university = await readShopSettings(em, scope, true);
  checkVersion(expectedUpdatedAt, university.updatedAt);
  const fields = SETTINGS_AUDIT_FIELDS.filter((key) => key !== 'topNotice' && key !== 'topNoticeEndsAt');
  const before = snapshot(university, fields);
  em.assign(university, input);
  await em.flush();
  recordStaffAudit(em, scope, {
    objectType: 'SHOP',
    objectId: university.id,
    action: 'shop.update',
    summary: CONTENT_AUDIT_SUMMARY.settings,
    before,
    after: snapshot(university, fields),
  });
  invalidateCatalogue(em);
  return university;
}
