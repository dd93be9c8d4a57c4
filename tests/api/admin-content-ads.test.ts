// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../../backend/src/adapters/storage/test-images';
import { Ad } from '../../backend/src/modules/content/ad.entity';
import { AUTHORITY } from '../../domain/enums';
import { refusal, sql } from '../support/accounts';
import { startTestApi, type TestApi } from '../support/api';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import {
  auditOf,
  CREATE_AD,
  DELETE_AD,
  publicHeadlines,
  REORDER_ADS,
  STAFF_ADS,
  TOGGLE_AD,
  UPDATE_AD,
  type StaffAdBody,
} from '../support/content-fixtures';
import { createSecondUniversity } from '../support/tenants';
import { grant, onTestServer, putBytes } from '../support/uploads';

let api: TestApi;
let admin: TestMember;
let viewer: TestMember;
let shopper: TestMember;
let foreignAdId: number;

const DAY = 24 * 60 * 60 * 1000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  admin = await createMember(em, { authority: AUTHORITY.ADMIN, name: '박생협' });
  viewer = await createMember(em, { authority: AUTHORITY.ADMINHIDDEN, name: '최열람' });
  shopper = await createMember(em);
  const second = await createSecondUniversity(em);
  const foreign = em.create(Ad, { university: second, primary: '새봄 광고', secondary: '', url: '/', position: 0 });
  await em.flush();
  foreignAdId = foreign.id;
});
afterAll(() => api?.close());

const as = (member: TestMember | null) => (member ? { token: member.token } : {});

async function staffAds(member: TestMember = admin): Promise<StaffAdBody[]> {
  const result = await api.gql<{ staffAds: StaffAdBody[] }>(STAFF_ADS, {}, as(member));
  expect(result.errors).toBeUndefined();
  return result.data!.staffAds;
}

async function create(data: Record<string, unknown>, member: TestMember | null = admin) {
  return api.gql<{ staffCreateAd: StaffAdBody }>(CREATE_AD, { data: { visible: true, ...data } }, as(member));
}

async function created(data: Record<string, unknown>): Promise<StaffAdBody> {
  const result = await create(data);
  expect(result.errors).toBeUndefined();
  return result.data!.staffCreateAd;
}

const adCount = async () => (await sql<{ n: number }>(api, 'select count(*)::int as n from ad where university_id = 1'))[0]!.n;

describe('staffAds', () => {
  it('lists every banner of the shop, off ones too, to ADMIN and ADMINHIDDEN; members are refused', async () => {
    const off = await created({ primary: '꺼 둔 광고', url: '/products', visible: false });
    const list = await staffAds(viewer);
    expect(list.find((ad) => ad.id === off.id)).toMatchObject({ state: 'HIDDEN', visible: false });
    expect(list.some((ad) => ad.id === foreignAdId)).toBe(false);
    refusal(await api.gql(STAFF_ADS, {}, as(shopper)), 'FORBIDDEN');
    refusal(await api.gql(STAFF_ADS), 'UNAUTHENTICATED');
  });
});

describe('staffCreateAd', () => {
  it('adds a banner at the end, students see it at once, and the log keeps it', async () => {
    // Read first, so a stale cached answer would show if the write forgot to clear the caches.
    expect(await publicHeadlines(api)).not.toContain('겨울 한정 굿즈');
    const ad = await created({ primary: '겨울 한정 굿즈', secondary: '  ', url: 'https://pf.kakao.com/_hanbitcoop' });
    expect(ad).toMatchObject({ secondary: null, state: 'LIVE', imageUrl: null });
    expect(ad.position).toBe(Math.max(...(await staffAds()).map((row) => row.position)));
    expect(await publicHeadlines(api)).toContain('겨울 한정 굿즈');
    const [entry] = await auditOf(api, admin.token, 'AD', ad.id);
    expect(entry).toMatchObject({ action: 'ad.create', summary: '광고를 추가했어요' });
    expect(entry!.changes).toContainEqual({ field: 'primary', before: null, after: '겨울 한정 굿즈' });
  });

  it('refuses a link that is neither a shop path nor https, naming the field, and changes nothing', async () => {
    const before = await adCount();
    for (const url of ['javascript:alert(1)', 'http://example.com', '//evil.example']) {
      const error = refusal(await create({ primary: '나쁜 링크', url }), 'BAD_USER_INPUT');
      expect(error.extensions).toMatchObject({ field: 'url' });
    }
    expect(refusal(await create({ primary: '', url: '/' }), 'BAD_USER_INPUT').extensions).toMatchObject({ field: 'primary' });
    expect(await adCount()).toBe(before);
  });

  it('refuses ADMINHIDDEN and members, changing nothing', async () => {
    const before = await adCount();
    expect(refusal(await create({ primary: '열람 전용', url: '/' }, viewer), 'FORBIDDEN').message).toContain('조회 전용');
    refusal(await create({ primary: '학생', url: '/' }, shopper), 'FORBIDDEN');
    refusal(await create({ primary: '익명', url: '/' }, null), 'UNAUTHENTICATED');
    expect(await adCount()).toBe(before);
  });

  it("takes an image the staff member uploaded, and refuses anyone else's or any other address", async () => {
    const upload = await grant(api, admin.token, 'banner.png');
    expect((await putBytes(onTestServer(api, upload.uploadUrl), TINY_PNG, 'image/png')).status).toBeLessThan(300);
    expect((await created({ primary: '이미지 배너', url: '/', imageUrl: upload.url })).imageUrl).toBe(upload.url);

    const theirs = await grant(api, shopper.token, 'theirs.png');
    await putBytes(onTestServer(api, theirs.uploadUrl), TINY_PNG, 'image/png');
    for (const imageUrl of [theirs.url, 'https://cdn.example.com/banner.png']) {
      expect(refusal(await create({ primary: '남의 이미지', url: '/', imageUrl }), 'BAD_USER_INPUT').extensions).toMatchObject({
        field: 'imageUrl',
      });
    }
  });
});

describe('banner windows', () => {
  it('shows a scheduled banner only inside its window', async () => {
    const soon = await created({ primary: '내일 시작 광고', url: '/', startsAt: fromNow(DAY), endsAt: fromNow(2 * DAY) });
    const now = await created({ primary: '지금 광고', url: '/', startsAt: fromNow(-DAY), endsAt: fromNow(DAY) });
    // An ended banner cannot be created (refused below); one that ended since is written directly.
    const ended = await created({ primary: '지난 광고', url: '/' });
    await sql(api, 'update ad set starts_at = ?, ends_at = ? where id = ?', [fromNow(-2 * DAY), fromNow(-DAY), ended.id]);

    expect(soon.state).toBe('SCHEDULED');
    expect(now.state).toBe('LIVE');
    expect((await staffAds()).find((ad) => ad.id === ended.id)?.state).toBe('ENDED');
    const shown = await publicHeadlines(api);
    expect(shown).toContain('지금 광고');
    expect(shown).not.toContain('내일 시작 광고');
    expect(shown).not.toContain('지난 광고');

    // Its start reached (moved into the past here), it shows: a signed-in student's read skips the
    // anonymous response cache, which would otherwise keep the earlier answer for up to a second.
    await sql(api, 'update ad set starts_at = ? where id = ?', [fromNow(-1000), soon.id]);
    expect(await publicHeadlines(api, shopper.token)).toContain('내일 시작 광고');
  });

  it('refuses a window that ends before it starts or has already ended', async () => {
    const backwards = await create({ primary: '거꾸로', url: '/', startsAt: fromNow(2 * DAY), endsAt: fromNow(DAY) });
    expect(refusal(backwards, 'BAD_USER_INPUT').extensions).toMatchObject({ field: 'endsAt' });
    const past = await create({ primary: '지난', url: '/', endsAt: fromNow(-DAY) });
    expect(refusal(past, 'BAD_USER_INPUT').extensions).toMatchObject({ field: 'endsAt' });
  });
});

describe('staffUpdateAd and staffToggleAd', () => {
  it('saves with the version the editor saw and refuses a stale one with CONFLICT, changing nothing', async () => {
    const ad = await created({ primary: '처음 제목', url: '/' });
    const edit = { id: ad.id, primary: '고친 제목', url: '/products', visible: true, expectedUpdatedAt: ad.updatedAt };
    const saved = await api.gql<{ staffUpdateAd: StaffAdBody }>(UPDATE_AD, { data: edit }, as(admin));
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.staffUpdateAd).toMatchObject({ primary: '고친 제목', url: '/products' });

    const stale = await api.gql(UPDATE_AD, { data: { ...edit, primary: '늦은 제목' } }, as(admin));
    expect(refusal(stale, 'CONFLICT').message).toBe('다른 운영진이 먼저 고쳤어요. 새로고침한 뒤 다시 저장해 주세요.');
    expect((await staffAds()).find((row) => row.id === ad.id)?.primary).toBe('고친 제목');
    const [entry] = await auditOf(api, admin.token, 'AD', ad.id);
    expect(entry).toMatchObject({ action: 'ad.update' });
    expect(entry!.changes).toContainEqual({ field: 'primary', before: '처음 제목', after: '고친 제목' });
  });

  it('turns a banner off so students no longer see it', async () => {
    const ad = await created({ primary: '끌 광고', url: '/' });
    expect(await publicHeadlines(api)).toContain('끌 광고');
    const off = await api.gql<{ staffToggleAd: StaffAdBody }>(TOGGLE_AD, { data: { id: ad.id, visible: false, expectedUpdatedAt: ad.updatedAt } }, as(admin));
    expect(off.data!.staffToggleAd).toMatchObject({ visible: false, state: 'HIDDEN' });
    expect(await publicHeadlines(api)).not.toContain('끌 광고');
    refusal(await api.gql(TOGGLE_AD, { data: { id: ad.id, visible: true, expectedUpdatedAt: ad.updatedAt } }, as(viewer)), 'FORBIDDEN');
  });

  it("answers another university's banner like a missing one", async () => {
    const data = { id: foreignAdId, primary: '가로채기', url: '/', visible: true, expectedUpdatedAt: new Date().toISOString() };
    refusal(await api.gql(UPDATE_AD, { data }, as(admin)), 'NOT_FOUND');
    refusal(await api.gql(TOGGLE_AD, { data: { id: foreignAdId, visible: false, expectedUpdatedAt: data.expectedUpdatedAt } }, as(admin)), 'NOT_FOUND');
    refusal(await api.gql(DELETE_AD, { id: foreignAdId }, as(admin)), 'NOT_FOUND');
    const [row] = await sql<{ primary: string }>(api, 'select "primary" from ad where id = ?', [foreignAdId]);
    expect(row!.primary).toBe('새봄 광고');
  });
});

describe('staffReorderAds and staffDeleteAd', () => {
  it('puts every banner in the order given, and refuses an order that leaves one out', async () => {
    const ids = (await staffAds()).map((ad) => ad.id);
    const reversed = [...ids].reverse();
    const result = await api.gql<{ staffReorderAds: StaffAdBody[] }>(REORDER_ADS, { ids: reversed }, as(admin));
    expect(result.data!.staffReorderAds.map((ad) => ad.id)).toEqual(reversed);
    const partial = await api.gql(REORDER_ADS, { ids: reversed.slice(1) }, as(admin));
    expect(refusal(partial, 'BAD_USER_INPUT').extensions).toMatchObject({ field: 'ids' });
    refusal(await api.gql(REORDER_ADS, { ids: [...reversed, foreignAdId] }, as(admin)), 'BAD_USER_INPUT');
    expect((await staffAds()).map((ad) => ad.id)).toEqual(reversed);
  });

  it('deletes a banner and logs what it was', async () => {
    const ad = await created({ primary: '지울 광고', url: '/' });
    refusal(await api.gql(DELETE_AD, { id: ad.id }, as(viewer)), 'FORBIDDEN');
    const result = await api.gql<{ staffDeleteAd: StaffAdBody[] }>(DELETE_AD, { id: ad.id }, as(admin));
    expect(result.data!.staffDeleteAd.some((row) => row.id === ad.id)).toBe(false);
    const [entry] = await auditOf(api, admin.token, 'AD', ad.id);
    expect(entry).toMatchObject({ action: 'ad.delete', summary: '광고를 지웠어요' });
  });
});
