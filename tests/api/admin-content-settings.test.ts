// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import {
  auditOf,
  publicUniversity,
  SET_TOP_NOTICE,
  SHOP_SETTINGS,
  UPDATE_SETTINGS,
  type SettingsBody,
} from '../support/content-fixtures';
import { createSecondUniversity } from '../support/tenants';

let api: TestApi;
let admin: TestMember;
let viewer: TestMember;
let shopper: TestMember;
let foreignStaff: TestMember;
let secondId: number;

const DAY = 24 * 60 * 60 * 1000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  admin = await createMember(em, { authority: AUTHORITY.ADMIN });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN });
  shopper = await createMember(em);
  secondId = (await createSecondUniversity(em)).id;
  foreignStaff = await createMember(em, { authority: AUTHORITY.ADMIN, universityId: secondId });
});
afterAll(() => api?.close());

const as = (member: TestMember | null) => (member ? { token: member.token } : {});

async function settings(member: TestMember = admin): Promise<SettingsBody> {
  const result = await api.gql<{ staffShopSettings: SettingsBody }>(SHOP_SETTINGS, {}, as(member));
  expect(result.errors).toBeUndefined();
  return result.data!.staffShopSettings;
}

/** Every field the settings form sends, as loaded. */
function formOf(current: SettingsBody): Record<string, unknown> {
  const { id: _id, topNotice: _notice, topNoticeEndsAt: _ends, updatedAt, ...fields } = current;
  return { ...fields, expectedUpdatedAt: updatedAt };
}

const save = (data: Record<string, unknown>, member: TestMember | null = admin) =>
  api.gql<{ staffUpdateShopSettings: SettingsBody }>(UPDATE_SETTINGS, { data }, as(member));

const storedRow = async () =>
  (await sql<Record<string, unknown>>(api, 'select shop_name, theme_color, site_url, updated_at from university where id = 1'))[0];

describe('staffShopSettings', () => {
  it('gives staff the stored settings with their version; members are refused', async () => {
    const read = await settings(viewer);
    expect(read).toMatchObject({ id: 1, name: '한빛대학교', themeColor: '#1e4fa3' });
    expect(typeof read.updatedAt).toBe('string');
    refusal(await api.gql(SHOP_SETTINGS, {}, as(shopper)), 'FORBIDDEN');
    refusal(await api.gql(SHOP_SETTINGS), 'UNAUTHENTICATED');
  });
});

describe('staffUpdateShopSettings', () => {
  it('saves the shop name and theme colour, students see them at once, and the log keeps before and after', async () => {
    // Read first, so a stale cached answer would show if the save forgot to clear the caches.
    expect((await publicUniversity(api)).themeColor).toBe('#1e4fa3');
    const current = await settings();
    const result = await save({ ...formOf(current), shopName: '한빛 생협샵', themeColor: '#0F766E' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.staffUpdateShopSettings).toMatchObject({ shopName: '한빛 생협샵', themeColor: '#0f766e' });
    expect(await publicUniversity(api)).toMatchObject({ shopName: '한빛 생협샵', themeColor: '#0f766e' });
    const [entry] = await auditOf(api, admin.token, 'SHOP', 1);
    expect(entry).toMatchObject({ action: 'shop.update', summary: '쇼핑몰 설정을 고쳤어요' });
    expect(entry!.changes).toContainEqual({ field: 'themeColor', before: '#1e4fa3', after: '#0f766e' });
    expect(entry!.changes.map((change) => change.field)).not.toContain('name');
  });

  it('refuses a colour whose header text would fail WCAG AA, with the ratio, and changes nothing', async () => {
    const before = await storedRow();
    const auditBefore = (await auditOf(api, admin.token, 'SHOP', 1)).length;
    const error = refusal(await save({ ...formOf(await settings()), themeColor: '#777777', shopName: '바뀌면 안 돼요' }), 'BAD_USER_INPUT');
    expect(error.extensions).toMatchObject({ field: 'themeColor' });
    expect(error.message).toContain('4.4:1');
    expect(await storedRow()).toEqual(before);
    expect(await auditOf(api, admin.token, 'SHOP', 1)).toHaveLength(auditBefore);
  });

  it('names each bad field in Korean', async () => {
    const form = formOf(await settings());
    const cases: [string, unknown][] = [
      ['siteUrl', 'http://shop.hanbit.ac.kr'],
      ['titleTemplate', '한빛대 생협'],
      ['chatUrl', 'javascript:alert(1)'],
      ['themeColor', 'blue'],
      ['csEmail', 'coop@'],
      ['kakaoClientId', 'not-a-key'],
      ['name', ''],
    ];
    for (const [field, value] of cases) {
      expect(refusal(await save({ ...form, [field]: value }), 'BAD_USER_INPUT').extensions, field).toMatchObject({ field });
    }
  });

  it('refuses a save made on a stale version with CONFLICT', async () => {
    const seen = await settings();
    expect((await save({ ...formOf(seen), representative: '김먼저' })).errors).toBeUndefined();
    const late = await save({ ...formOf(seen), representative: '이나중' });
    refusal(late, 'CONFLICT');
    expect((await settings()).representative).toBe('김먼저');
  });

  it('refuses ADMINHIDDEN, members and staff of another university, changing nothing', async () => {
    const before = await storedRow();
    const form = { ...formOf(await settings()), shopName: '가로채기' };
    expect(refusal(await save(form, viewer), 'FORBIDDEN').message).toContain('조회 전용');
    refusal(await save(form, shopper), 'FORBIDDEN');
    // Another tenant's session is no session here.
    refusal(await save(form, foreignStaff), 'UNAUTHENTICATED');
    expect(await storedRow()).toEqual(before);
    const [foreign] = await sql<{ shop_name: string }>(api, 'select shop_name from university where id = ?', [secondId]);
    expect(foreign!.shop_name).toBe('새봄대 굿즈샵');
  });
});

describe('staffSetTopNotice', () => {
  it('sets the notice with an end, students see it at once, and the log keeps it', async () => {
    await publicUniversity(api);
    const current = await settings();
    const result = await api.gql<{ staffSetTopNotice: SettingsBody }>(
      SET_TOP_NOTICE,
      { data: { text: ' 12월 1일은 매장 휴무예요. ', endsAt: fromNow(DAY), expectedUpdatedAt: current.updatedAt } },
      as(admin),
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.staffSetTopNotice.topNotice).toBe('12월 1일은 매장 휴무예요.');
    expect((await publicUniversity(api)).topNotice).toBe('12월 1일은 매장 휴무예요.');
    const [entry] = await auditOf(api, admin.token, 'SHOP', 1);
    expect(entry).toMatchObject({ action: 'shop.notice', summary: '상단 공지를 바꿨어요' });
  });

  it('hides the notice from students once its end has passed, while staff still see it', async () => {
    await sql(api, 'update university set top_notice = ?, top_notice_ends_at = ? where id = 1', ['지난 공지', fromNow(-1000)]);
    // A signed-in read skips the anonymous response cache.
    const { data } = await api.gql<{ university: { topNotice: string | null } }>('{ university { topNotice } }', {}, as(shopper));
    expect(data!.university.topNotice).toBeNull();
    expect((await settings()).topNotice).toBe('지난 공지');
  });

  it('refuses an end in the past, a stale version and ADMINHIDDEN', async () => {
    const current = await settings();
    const past = await api.gql(
      SET_TOP_NOTICE,
      { data: { text: '공지', endsAt: fromNow(-DAY), expectedUpdatedAt: current.updatedAt } },
      as(admin),
    );
    expect(refusal(past, 'BAD_USER_INPUT').extensions).toMatchObject({ field: 'endsAt' });
    const stale = await api.gql(SET_TOP_NOTICE, { data: { text: '공지', expectedUpdatedAt: fromNow(-DAY) } }, as(admin));
    refusal(stale, 'CONFLICT');
    refusal(await api.gql(SET_TOP_NOTICE, { data: { text: '공지', expectedUpdatedAt: current.updatedAt } }, as(viewer)), 'FORBIDDEN');
    expect((await settings()).topNotice).toBe(current.topNotice);
  });
});
