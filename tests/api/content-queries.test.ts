// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../backend/src/modules/account/user-type.entity';
import { Ad } from '../../backend/src/modules/content/ad.entity';
import { CountryDialingCode } from '../../backend/src/modules/content/country-dialing-code.entity';
import { buildStandardCatalogue } from '../../mocks/scenarios/standard';
import { startTestApi, type TestApi } from '../support/api';
import { operationDocument } from '../support/catalog-operations';
import { createSecondUniversity } from '../support/tenants';

const { university: seededUniversity, ads: seededAds, countryDialingCodes, userTypes } = buildStandardCatalogue();
let api: TestApi;
let secondUniversityId: number;

beforeAll(async () => {
  api = await startTestApi();
  const em = api.orm.em.fork();
  // A second tenant in the same database, whose rows must never show on the first one's screens.
  const second = await createSecondUniversity(em, { topNotice: '   ' });
  secondUniversityId = second.id;
  em.create(Ad, { university: second, primary: '새봄 광고', secondary: '', url: '/', position: 0 });
  em.create(UserType, { university: second, content: '새봄 학부생', position: 0 });
  await em.flush();
});
afterAll(() => api?.close());

describe('university', () => {
  it('gives every public setting of the deployment tenant', async () => {
    const { data, errors } = await api.gql<{ university: Record<string, unknown> }>(operationDocument('University'));
    expect(errors).toBeUndefined();
    const { key: _key, promotedCategories, naverClientId: _n, kakaoClientId: _k, googleClientId: _g, ...settings } = seededUniversity;
    expect(data!.university).toMatchObject(settings);
    expect(data!.university.promotedCategories).toMatchObject(promotedCategories);
  });

  it('gives the public client ids of outside services and no secrets', async () => {
    const { data } = await api.gql<{ university: { integrations: Record<string, unknown> } }>(
      `{ university { integrations { naverClientId kakaoClientId googleClientId portoneMerchantCode cardPg kakaopayPg tagManagerId adsClientId errorReportingDsn analyticsEndpoint } } }`,
    );
    expect(data!.university.integrations).toMatchObject({ cardPg: expect.any(String), kakaopayPg: expect.any(String) });
    expect(JSON.stringify(data)).not.toMatch(/secret/i);
  });

  it('answers a blank top notice and blank optional lines as null for another tenant', async () => {
    const { data } = await api.gql<{ university: { name: string; topNotice: string | null; chatUrl: string | null } }>(
      `query ($id: Int) { university(universityId: $id) { name topNotice chatUrl } }`,
      { id: secondUniversityId },
    );
    expect(data!.university).toEqual({ name: '새봄대학교', topNotice: null, chatUrl: null });
  });

  it('answers NOT_FOUND in Korean for an unknown tenant', async () => {
    const { data, errors } = await api.gql(`{ university(universityId: 9999) { id } }`);
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: '요청한 학교의 쇼핑몰 정보를 찾을 수 없어요.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('ads', () => {
  it('lists the visible banners of the tenant in display order', async () => {
    const em = api.orm.em.fork();
    em.create(Ad, { university: 1, primary: '숨긴 배너', secondary: '보이면 안 돼요', url: '/', position: -5, visible: false });
    em.create(Ad, { university: 1, primary: '맨 앞 배너', secondary: '', url: '/products', position: -1, imageUrl: null });
    await em.flush();
    const { data, errors } = await api.gql<{ ads: { primary: string; secondary: string | null; imageUrl: string | null }[] }>(
      operationDocument('Ads'),
    );
    expect(errors).toBeUndefined();
    expect(data!.ads.map((ad) => ad.primary)).toEqual(['맨 앞 배너', ...seededAds.map((ad) => ad.primary)]);
    expect(data!.ads[0]).toMatchObject({ secondary: null, imageUrl: null });
  });

  it("lists another tenant's banners only for that tenant", async () => {
    const { data } = await api.gql<{ ads: { primary: string }[] }>(operationDocument('Ads'), { universityId: secondUniversityId });
    expect(data!.ads.map((ad) => ad.primary)).toEqual(['새봄 광고']);
  });
});

describe('countryDialingCodes', () => {
  it('lists every dialing code with Korea first, in stored order', async () => {
    const em = api.orm.em.fork();
    em.create(CountryDialingCode, { isoCode: 'TH', code: '+66', imageUrl: '', name: '태국', position: 99 });
    await em.flush();
    const { data, errors } = await api.gql<{ countryDialingCodes: { isoCode: string; code: string; name: string; imageUrl: string | null }[] }>(
      operationDocument('CountryDialingCodes'),
    );
    expect(errors).toBeUndefined();
    const codes = data!.countryDialingCodes;
    expect(codes.map((c) => c.isoCode)).toEqual([...countryDialingCodes.map((c) => c.isoCode), 'TH']);
    expect(codes[0]).toMatchObject({ isoCode: 'KR', code: '+82', name: '대한민국' });
    expect(codes.at(-1)!.imageUrl).toBeNull();
  });
});

describe('userTypes', () => {
  it('lists the user types of the deployment tenant in display order', async () => {
    const { data, errors } = await api.gql<{ userTypes: Record<string, unknown>[] }>(operationDocument('UserTypes'));
    expect(errors).toBeUndefined();
    expect(data!.userTypes).toEqual(
      userTypes.map(({ id, content, nationality, eduDegree, inCollege }) => ({ id, content, nationality, eduDegree, inCollege })),
    );
  });

  it("lists another tenant's user types only for that tenant", async () => {
    const { data } = await api.gql<{ userTypes: { content: string }[] }>(operationDocument('UserTypes'), {
      universityId: secondUniversityId,
    });
    expect(data!.userTypes.map((type) => type.content)).toEqual(['새봄 학부생']);
  });
});
