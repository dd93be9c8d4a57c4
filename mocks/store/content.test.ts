// Banners, the top notice and the settings as the real staff content services answer them
// (docs/decisions/0047-shop-content.md, tests/api/admin-content-*.test.ts), on the mock's clock.
import { beforeEach, describe, expect, it } from 'vitest';
import { university } from '../scenarios/standard/tenant';
import type { MockApi } from '../schema';
import { ADMIN_TOKEN, clockedApi, dataOf, DEMO_TOKEN, refusalOf, runner, type Run } from './testing';

const HOUR = 60 * 60 * 1000;
let api: MockApi;
let clock: { now: Date };
let staff: Run;

beforeEach(() => {
  ({ api, clock } = clockedApi('standard'));
  staff = runner(api, undefined, ADMIN_TOKEN);
});

const at = (ms: number) => new Date(clock.now.getTime() + ms).toISOString();
const headlines = async () => dataOf(await staff<{ ads: { primary: string }[] }>('Ads', {}, null)).ads.map((ad) => ad.primary);
type Ad = { id: number; primary: string; state: string; updatedAt: string; position: number };
type Settings = Record<string, unknown> & { updatedAt: string };

async function settings(): Promise<Settings> {
  return dataOf(await staff<{ staffShopSettings: Settings }>('StaffShopSettings')).staffShopSettings;
}

describe('banners', () => {
  it('adds a scheduled banner that students see only once its window opens', async () => {
    const created = dataOf(
      await staff<{ staffCreateAd: Ad }>('StaffCreateAd', {
        data: { primary: '방학 특가', url: '/products', visible: true, startsAt: at(HOUR), endsAt: at(2 * HOUR) },
      }),
    ).staffCreateAd;
    expect(created).toMatchObject({ state: 'SCHEDULED', position: 3 });
    expect(await headlines()).not.toContain('방학 특가');
    clock.now = new Date(clock.now.getTime() + HOUR);
    expect(await headlines()).toContain('방학 특가');
    clock.now = new Date(clock.now.getTime() + HOUR);
    expect(await headlines()).not.toContain('방학 특가');
    const log = dataOf(await staff<{ staffAuditLog: { items: { action: string }[] } }>('StaffAuditLog', { data: { objectType: 'AD', objectId: created.id } }));
    expect(log.staffAuditLog.items.map((item) => item.action)).toEqual(['ad.create']);
  });

  it('refuses a stale edit and a shopper, changing nothing', async () => {
    const before = structuredClone(api.db.state.catalogue.ads);
    const stale = { id: 1, primary: '늦은 제목', url: '/', visible: true, expectedUpdatedAt: '2020-01-01T00:00:00.000Z' };
    expect(refusalOf(await staff('StaffUpdateAd', { data: stale })).code).toBe('CONFLICT');
    expect(refusalOf(await staff('StaffDeleteAd', { id: 1 }, DEMO_TOKEN)).code).toBe('FORBIDDEN');
    expect(api.db.state.catalogue.ads).toEqual(before);
  });

  it('reorders, toggles and deletes with the version the list gave', async () => {
    const ads = dataOf(await staff<{ staffAds: Ad[] }>('StaffAds')).staffAds;
    const reversed = ads.map((ad) => ad.id).reverse();
    expect(dataOf(await staff<{ staffReorderAds: Ad[] }>('StaffReorderAds', { ids: reversed })).staffReorderAds.map((ad) => ad.id)).toEqual(reversed);
    const first = ads[0]!;
    dataOf(await staff('StaffToggleAd', { data: { id: first.id, visible: false, expectedUpdatedAt: first.updatedAt } }));
    expect(await headlines()).not.toContain(first.primary);
    const left = dataOf(await staff<{ staffDeleteAd: Ad[] }>('StaffDeleteAd', { id: first.id })).staffDeleteAd;
    expect(left.map((ad) => ad.id)).not.toContain(first.id);
  });
});

describe('settings and the top notice', () => {
  it('refuses an unreadable theme colour and saves a readable one students then get', async () => {
    const { id: _id, topNotice: _n, topNoticeEndsAt: _e, updatedAt, __typename: _t, ...fields } = await settings();
    const grey = await staff('StaffUpdateShopSettings', { data: { ...fields, themeColor: '#777777', expectedUpdatedAt: updatedAt } });
    expect(refusalOf(grey).message).toContain('4.4:1');
    dataOf(await staff('StaffUpdateShopSettings', { data: { ...fields, themeColor: '#0F766E', expectedUpdatedAt: updatedAt } }));
    const shop = dataOf(await staff<{ university: { themeColor: string } }>('University', {}, null)).university;
    expect(shop.themeColor).toBe('#0f766e');
  });

  it('hides the notice from students after its end while staff still read it', async () => {
    const { updatedAt } = await settings();
    dataOf(await staff('StaffSetTopNotice', { data: { text: '오늘만 휴무예요.', endsAt: at(HOUR), expectedUpdatedAt: updatedAt } }));
    const notice = async () => dataOf(await staff<{ university: { topNotice: string | null } }>('University', {}, null)).university.topNotice;
    expect(await notice()).toBe('오늘만 휴무예요.');
    clock.now = new Date(clock.now.getTime() + HOUR);
    expect(await notice()).toBeNull();
    expect((await settings()).topNotice).toBe('오늘만 휴무예요.');
    expect(university.topNotice).not.toBe('오늘만 휴무예요.');
  });
});
