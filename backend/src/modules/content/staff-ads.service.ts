import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Storage } from '../../adapters/storage/storage';
import type { Config } from '../../config';
import { badUserInput, notFound } from '../../../../domain/errors/errors';
import { parseInput } from '../../../../domain/errors/input';
import { AD_LIMITS } from '../../../../domain/content/content-limits';
import {
  adIdInput,
  createAdInput,
  reorderAdsInput,
  toggleAdInput,
  updateAdInput,
  type AdInput,
} from '../../../../domain/content/content-input';
import { AD_IMAGE_MESSAGE, AD_NOT_FOUND_MESSAGE, CONTENT_AUDIT_SUMMARY } from '../../../../domain/content/content-messages';
import { AD_AUDIT_FIELDS, auditValues, checkAdEnd, checkVersion, planAdOrder } from '../../../../domain/content/content-rules';
import { invalidateCatalogue } from '../catalog/catalogue-cache';
import type { StaffScope } from '../staff/staff-access';
import { recordStaffAudit } from '../staff/staff-audit.service';
import { findOwnedUpload, requireOwnedImages } from '../upload/upload.service';
import { Ad } from './ad.entity';
import { University } from './university.entity';

// Staff edit the home page's banners (docs/decisions/0047-shop-content.md). Every write clears the
// catalogue caches, whose anonymous response cache also holds `ads`, so students see it at once.

export interface AdImageCheck {
  storage: Storage;
  config: Pick<Config, 'UPLOAD_MAX_BYTES'>;
}

/** Every banner of the shop, on or off, past or scheduled, in display order. */
export function listStaffAds(em: EntityManager, scope: StaffScope): Promise<Ad[]> {
  return em.find(Ad, { university: scope.universityId }, { orderBy: { position: 'asc', id: 'asc' } });
}

/** The banner, locked: of two staff saving the same version, the second waits and then sees it stale. */
async function findAd(em: EntityManager, scope: StaffScope, id: number): Promise<Ad> {
  const ad = await em.findOne(
    Ad,
    { id: parseInput(adIdInput, id, 'id'), university: scope.universityId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  if (!ad) throw notFound(AD_NOT_FOUND_MESSAGE);
  return ad;
}

/** A new image must be an upload of this staff member whose bytes really are an image. */
async function checkImage(em: EntityManager, scope: StaffScope, images: AdImageCheck, url: string | null, stored: string | null) {
  if (url === null || url === stored) return;
  const owned = scope.staffUserId === null ? null : await findOwnedUpload(em, images.storage, scope.staffUserId, url);
  if (!owned || scope.staffUserId === null) throw badUserInput(AD_IMAGE_MESSAGE, 'imageUrl');
  await requireOwnedImages(em, images.storage, images.config, scope.staffUserId, [url], { field: 'imageUrl' });
}

function assign(ad: Ad, input: AdInput): void {
  ad.primary = input.primary;
  ad.secondary = input.secondary ?? '';
  ad.url = input.url;
  ad.imageUrl = input.imageUrl;
  ad.visible = input.visible;
  ad.startsAt = input.startsAt;
  ad.endsAt = input.endsAt;
}

const snapshot = (ad: Ad) => auditValues(ad, AD_AUDIT_FIELDS);

export async function createAd(em: EntityManager, scope: StaffScope, images: AdImageCheck, data: unknown, now = new Date()): Promise<Ad> {
  const input = parseInput(createAdInput, data);
  checkAdEnd(input.endsAt, now);
  // The tenant row is locked so two staff adding at once cannot both slip under the cap or share a position.
  await em.findOneOrFail(University, { id: scope.universityId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const existing = await listStaffAds(em, scope);
  if (existing.length >= AD_LIMITS.maxAds) throw badUserInput(`광고는 ${AD_LIMITS.maxAds}개까지 둘 수 있어요. 지난 광고를 지운 뒤 추가해 주세요.`);
  await checkImage(em, scope, images, input.imageUrl, null);
  const ad = em.create(Ad, {
    university: scope.universityId,
    primary: '',
    secondary: '',
    url: '',
    position: existing.reduce((max, row) => Math.max(max, row.position + 1), 0),
  });
  assign(ad, input);
  await em.flush();
  recordStaffAudit(em, scope, {
    objectType: 'AD',
    objectId: ad.id,
    action: 'ad.create',
    summary: CONTENT_AUDIT_SUMMARY.adCreate,
    after: snapshot(ad),
  });
  invalidateCatalogue(em);
  return ad;
}

export async function updateAd(em: EntityManager, scope: StaffScope, images: AdImageCheck, data: unknown, now = new Date()): Promise<Ad> {
  const input = parseInput(updateAdInput, data);
  const ad = await findAd(em, scope, input.id);
  checkVersion(input.expectedUpdatedAt, ad.updatedAt);
  // An end that passed may stay as it was (an old banner's text is fixed); a new one must be ahead.
  if (input.endsAt?.getTime() !== ad.endsAt?.getTime()) checkAdEnd(input.endsAt, now);
  await checkImage(em, scope, images, input.imageUrl, ad.imageUrl ?? null);
  const before = snapshot(ad);
  assign(ad, input);
  await em.flush();
  recordStaffAudit(em, scope, {
    objectType: 'AD',
    objectId: ad.id,
    action: 'ad.update',
    summary: CONTENT_AUDIT_SUMMARY.adUpdate,
    before,
    after: snapshot(ad),
  });
  invalidateCatalogue(em);
  return ad;
}

export async function toggleAd(em: EntityManager, scope: StaffScope, data: unknown): Promise<Ad> {
  const input = parseInput(toggleAdInput, data);
  const ad = await findAd(em, scope, input.id);
  checkVersion(input.expectedUpdatedAt, ad.updatedAt);
  if (ad.visible === input.visible) return ad;
  ad.visible = input.visible;
  await em.flush();
  recordStaffAudit(em, scope, {
    objectType: 'AD',
    objectId: ad.id,
    action: input.visible ? 'ad.show' : 'ad.hide',
    summary: input.visible ? CONTENT_AUDIT_SUMMARY.adShow : CONTENT_AUDIT_SUMMARY.adHide,
    before: { visible: !input.visible },
    after: { visible: input.visible },
  });
  invalidateCatalogue(em);
  return ad;
}

export async function reorderAds(em: EntityManager, scope: StaffScope, ids: unknown): Promise<Ad[]> {
  const order = parseInput(reorderAdsInput, ids, 'ids');
  await em.findOneOrFail(University, { id: scope.universityId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const ads = await listStaffAds(em, scope);
  const positions = planAdOrder(
    ads.map((ad) => ad.id),
    order,
  );
  const before = new Map(ads.map((ad) => [ad.id, ad.position]));
  for (const ad of ads) ad.position = positions.get(ad.id) ?? ad.position;
  await em.flush();
  for (const ad of ads) {
    const wasAt = before.get(ad.id);
    if (wasAt === ad.position) continue;
    recordStaffAudit(em, scope, {
      objectType: 'AD',
      objectId: ad.id,
      action: 'ad.reorder',
      summary: CONTENT_AUDIT_SUMMARY.adReorder,
      before: { position: wasAt },
      after: { position: ad.position },
    });
  }
  invalidateCatalogue(em);
  return [...ads].sort((a, b) => a.position - b.position);
}

export async function deleteAd(em: EntityManager, scope: StaffScope, id: number): Promise<Ad[]> {
  const ad = await findAd(em, scope, id);
  const before = snapshot(ad);
  const adId = ad.id;
  em.remove(ad);
  await em.flush();
  recordStaffAudit(em, scope, {
    objectType: 'AD',
    objectId: adId,
    action: 'ad.delete',
    summary: CONTENT_AUDIT_SUMMARY.adDelete,
    before,
  });
  invalidateCatalogue(em);
  return listStaffAds(em, scope);
}
