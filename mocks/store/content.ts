// Staff edit the shop's content as the real staff-ads.service.ts and staff-settings.service.ts do
// (docs/decisions/0047-shop-content.md): the same inputs, version checks, windows, contrast rule
// and audit entries from domain/content; the banners and the tenant live in the catalogue.
import { isAdLive, activeTopNotice } from '../../domain/content/ad-schedule';
import {
  adIdInput,
  createAdInput,
  reorderAdsInput,
  shopSettingsInput,
  toggleAdInput,
  topNoticeInput,
  updateAdInput,
  type AdInput,
} from '../../domain/content/content-input';
import { AD_LIMITS } from '../../domain/content/content-limits';
import { AD_IMAGE_MESSAGE, AD_NOT_FOUND_MESSAGE, CONTENT_AUDIT_SUMMARY } from '../../domain/content/content-messages';
import {
  AD_AUDIT_FIELDS,
  auditValues,
  checkAdEnd,
  checkNoticeEnd,
  checkVersion,
  planAdOrder,
  SETTINGS_AUDIT_FIELDS,
} from '../../domain/content/content-rules';
import { badUserInput, notFound } from '../../domain/errors/errors';
import { parseInput } from '../../domain/errors/input';
import type { ScenarioAd, ScenarioUniversity } from '../scenarios/standard/types';
import type { MockDb } from './db';
import { requireStaffOperator, requireStaffReader } from './refusals';
import { recordStaffAudit } from './staff-audit';
import { isOwnUpload } from './uploads';
import type { StoreMember } from './types';

/** A banner with what the scenario leaves out: its window and version. */
export interface StoreAd extends ScenarioAd {
  startsAt?: string | null;
  endsAt?: string | null;
  updatedAt?: string;
}

/** The tenant with its notice's end and version. */
export interface StoreUniversity extends ScenarioUniversity {
  topNoticeEndsAt?: string | null;
  updatedAt?: string;
}

/**
 * Scenario rows carry no version: they date from the scenario's start, like rows a seed wrote.
 * Computed, never stored, so that a read leaves the state as it was.
 */
export function versionOf(db: MockDb, row: { updatedAt?: string }): string {
  return row.updatedAt ?? new Date(Date.parse(db.scenario.now)).toISOString();
}

const ads = (db: MockDb) => db.catalogue.ads as StoreAd[];
const university = (db: MockDb) => db.catalogue.university as StoreUniversity;
const byPosition = (a: StoreAd, b: StoreAd) => a.position - b.position || a.id - b.id;
const windowOf = (ad: StoreAd) => ({ visible: ad.visible, startsAt: ad.startsAt ?? null, endsAt: ad.endsAt ?? null });

/** What students see: banners on and inside their window. */
export function liveAds(db: MockDb): StoreAd[] {
  const now = db.now();
  return ads(db)
    .filter((ad) => isAdLive(windowOf(ad), now))
    .sort(byPosition);
}

export function liveTopNotice(db: MockDb, row: StoreUniversity): string | null {
  return activeTopNotice(row.topNotice, row.topNoticeEndsAt, db.now());
}

export function staffAds(db: MockDb, viewer: StoreMember | null): StoreAd[] {
  requireStaffReader(viewer);
  return [...ads(db)].sort(byPosition);
}

export function staffShopSettings(db: MockDb, viewer: StoreMember | null): StoreUniversity {
  requireStaffReader(viewer);
  return university(db);
}

function findAd(db: MockDb, id: unknown): StoreAd {
  const adId = parseInput(adIdInput, id, 'id');
  const ad = ads(db).find((row) => row.id === adId);
  if (!ad) throw notFound(AD_NOT_FOUND_MESSAGE);
  return ad;
}

function checkImage(staff: StoreMember, url: string | null, stored: string | null): void {
  if (url !== null && url !== stored && !isOwnUpload(staff.id, url)) throw badUserInput(AD_IMAGE_MESSAGE, 'imageUrl');
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function assign(ad: StoreAd, input: AdInput): void {
  Object.assign(ad, {
    primary: input.primary,
    secondary: input.secondary ?? '',
    url: input.url,
    imageUrl: input.imageUrl,
    visible: input.visible,
    startsAt: iso(input.startsAt),
    endsAt: iso(input.endsAt),
  });
}

const adSnapshot = (ad: StoreAd) => auditValues(windowed(ad), AD_AUDIT_FIELDS);
const windowed = (ad: StoreAd) => ({ ...ad, startsAt: ad.startsAt ?? null, endsAt: ad.endsAt ?? null });

export function createAd(db: MockDb, viewer: StoreMember | null, data: unknown): StoreAd {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(createAdInput, data);
  checkAdEnd(input.endsAt, db.now());
  const rows = ads(db);
  if (rows.length >= AD_LIMITS.maxAds) throw badUserInput(`광고는 ${AD_LIMITS.maxAds}개까지 둘 수 있어요. 지난 광고를 지운 뒤 추가해 주세요.`);
  checkImage(staff, input.imageUrl, null);
  const ad: StoreAd = {
    key: `ad.staff-${db.nowIso()}`,
    id: rows.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    primary: '',
    secondary: '',
    url: '',
    imageUrl: null,
    position: rows.reduce((max, row) => Math.max(max, row.position + 1), 0),
    visible: true,
    updatedAt: db.nowIso(),
  };
  assign(ad, input);
  rows.push(ad);
  recordStaffAudit(db, staff, { objectType: 'AD', objectId: ad.id, action: 'ad.create', summary: CONTENT_AUDIT_SUMMARY.adCreate, after: adSnapshot(ad) });
  return ad;
}

export function updateAd(db: MockDb, viewer: StoreMember | null, data: unknown): StoreAd {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(updateAdInput, data);
  const ad = findAd(db, input.id);
  checkVersion(input.expectedUpdatedAt, versionOf(db, ad));
  if (iso(input.endsAt) !== (ad.endsAt ?? null)) checkAdEnd(input.endsAt, db.now());
  checkImage(staff, input.imageUrl, ad.imageUrl);
  const before = adSnapshot(ad);
  assign(ad, input);
  ad.updatedAt = db.nowIso();
  recordStaffAudit(db, staff, { objectType: 'AD', objectId: ad.id, action: 'ad.update', summary: CONTENT_AUDIT_SUMMARY.adUpdate, before, after: adSnapshot(ad) });
  return ad;
}

export function toggleAd(db: MockDb, viewer: StoreMember | null, data: unknown): StoreAd {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(toggleAdInput, data);
  const ad = findAd(db, input.id);
  checkVersion(input.expectedUpdatedAt, versionOf(db, ad));
  if (ad.visible === input.visible) return ad;
  ad.visible = input.visible;
  ad.updatedAt = db.nowIso();
  recordStaffAudit(db, staff, {
    objectType: 'AD',
    objectId: ad.id,
    action: input.visible ? 'ad.show' : 'ad.hide',
    summary: input.visible ? CONTENT_AUDIT_SUMMARY.adShow : CONTENT_AUDIT_SUMMARY.adHide,
    before: { visible: !input.visible },
    after: { visible: input.visible },
  });
  return ad;
}

export function reorderAds(db: MockDb, viewer: StoreMember | null, ids: unknown): StoreAd[] {
  const staff = requireStaffOperator(viewer);
  const order = parseInput(reorderAdsInput, ids, 'ids');
  const rows = ads(db);
  const positions = planAdOrder(
    rows.map((ad) => ad.id),
    order,
  );
  for (const ad of rows) {
    const position = positions.get(ad.id) ?? ad.position;
    if (position === ad.position) continue;
    recordStaffAudit(db, staff, {
      objectType: 'AD',
      objectId: ad.id,
      action: 'ad.reorder',
      summary: CONTENT_AUDIT_SUMMARY.adReorder,
      before: { position: ad.position },
      after: { position },
    });
    ad.position = position;
    ad.updatedAt = db.nowIso();
  }
  return staffAds(db, staff);
}

export function deleteAd(db: MockDb, viewer: StoreMember | null, id: unknown): StoreAd[] {
  const staff = requireStaffOperator(viewer);
  const ad = findAd(db, id);
  db.catalogue.ads = ads(db).filter((row) => row.id !== ad.id);
  recordStaffAudit(db, staff, { objectType: 'AD', objectId: ad.id, action: 'ad.delete', summary: CONTENT_AUDIT_SUMMARY.adDelete, before: adSnapshot(ad) });
  return staffAds(db, staff);
}

const settingsSnapshot = (row: StoreUniversity, keys: readonly (typeof SETTINGS_AUDIT_FIELDS)[number][]) =>
  auditValues({ ...row, topNoticeEndsAt: row.topNoticeEndsAt ?? null }, keys);

export function setTopNotice(db: MockDb, viewer: StoreMember | null, data: unknown): StoreUniversity {
  const staff = requireStaffOperator(viewer);
  const input = parseInput(topNoticeInput, data);
  checkNoticeEnd(input.endsAt, db.now());
  const row = university(db);
  checkVersion(input.expectedUpdatedAt, versionOf(db, row));
  const fields = ['topNotice', 'topNoticeEndsAt'] as const;
  const before = settingsSnapshot(row, fields);
  row.topNotice = input.text;
  row.topNoticeEndsAt = iso(input.endsAt);
  row.updatedAt = db.nowIso();
  recordStaffAudit(db, staff, {
    objectType: 'SHOP',
    objectId: row.id,
    action: 'shop.notice',
    summary: CONTENT_AUDIT_SUMMARY.notice,
    before,
    after: settingsSnapshot(row, fields),
  });
  return row;
}

export function updateShopSettings(db: MockDb, viewer: StoreMember | null, data: unknown): StoreUniversity {
  const staff = requireStaffOperator(viewer);
  const { expectedUpdatedAt, ...input } = parseInput(shopSettingsInput, data);
  const row = university(db);
  checkVersion(expectedUpdatedAt, versionOf(db, row));
  const fields = SETTINGS_AUDIT_FIELDS.filter((key) => key !== 'topNotice' && key !== 'topNoticeEndsAt');
  const before = settingsSnapshot(row, fields);
  Object.assign(row, input);
  row.updatedAt = db.nowIso();
  recordStaffAudit(db, staff, {
    objectType: 'SHOP',
    objectId: row.id,
    action: 'shop.update',
    summary: CONTENT_AUDIT_SUMMARY.settings,
    before,
    after: settingsSnapshot(row, fields),
  });
  return row;
}
