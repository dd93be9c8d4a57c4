import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/errors';
import { parseInput } from '../errors/input';
import { adState, activeTopNotice } from './ad-schedule';
import { createAdInput, isAdLink, shopSettingsInput, themeColorSchema, topNoticeInput } from './content-input';
import { checkVersion, planAdOrder } from './content-rules';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, field: error.extensions['field'], message: error.message };
    throw error;
  }
  throw new Error('not refused');
};

const settings = {
  expectedUpdatedAt: new Date('2026-11-27T00:00:00Z'),
  name: '한빛대학교',
  shopName: '한빛대 생협 굿즈샵',
  siteUrl: 'https://shop.hanbit.ac.kr',
  footerOperator: '한빛대학교 소비자생활협동조합',
  footerAddress: '대전광역시 유성구 한빛대학로 123',
  defaultTitle: '한빛대 단체복 공동구매 몰',
  titleTemplate: '%s | 한빛대 생협 굿즈샵',
  socialUrl: '',
  chatUrl: 'https://pf.kakao.com/_hanbitcoop',
  themeColor: '#1E4FA3',
  csTel: '042-123-4567',
  csEmail: 'coop@hanbit.ac.kr',
  kakaoClientId: '0123456789abcdef0123456789abcdef',
  googleClientId: '1234-abc.apps.googleusercontent.com',
};

describe('shop content input', () => {
  it('accepts shop paths and https addresses as banner links, nothing else', () => {
    expect(isAdLink('/products?category=75')).toBe(true);
    expect(isAdLink('https://pf.kakao.com/_x')).toBe(true);
    for (const bad of ['//evil.example', 'http://x.kr', 'javascript:alert(1)', '/\\evil', 'products', '/a b']) {
      expect(isAdLink(bad)).toBe(false);
    }
  });

  it('cleans settings: blanks become null, the colour lower-cased', () => {
    const parsed = parseInput(shopSettingsInput, settings);
    expect(parsed.socialUrl).toBeNull();
    expect(parsed.themeColor).toBe('#1e4fa3');
    expect(parsed.naverClientId).toBeNull();
  });

  it('names the field and says why, in Korean', () => {
    expect(refusal(() => parseInput(shopSettingsInput, { ...settings, siteUrl: 'http://shop.hanbit.ac.kr' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'siteUrl',
    });
    expect(refusal(() => parseInput(shopSettingsInput, { ...settings, titleTemplate: '한빛대' })).field).toBe('titleTemplate');
    expect(refusal(() => parseInput(shopSettingsInput, { ...settings, kakaoClientId: 'nope' })).field).toBe('kakaoClientId');
    expect(refusal(() => parseInput(shopSettingsInput, { ...settings, themeColor: 'red' })).message).toContain('16진수');
  });

  it('refuses a theme colour whose header text would fail AA, with the ratio', () => {
    const refused = refusal(() => parseInput(themeColorSchema, '#777777', 'themeColor'));
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', field: 'themeColor' });
    expect(refused.message).toContain('4.4:1');
    expect(parseInput(themeColorSchema, '#767676')).toBe('#767676');
  });

  it('refuses an ad whose window ends before it starts', () => {
    const ad = { primary: '겨울 세일', url: '/products', visible: true, startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' };
    expect(refusal(() => parseInput(createAdInput, ad)).field).toBe('endsAt');
  });

  it('drops a notice end date when the notice is cleared', () => {
    const parsed = parseInput(topNoticeInput, { text: '  ', endsAt: '2026-12-01T00:00:00Z', expectedUpdatedAt: new Date() });
    expect(parsed).toMatchObject({ text: null, endsAt: null });
  });
});

describe('shop content rules', () => {
  const now = new Date('2026-11-27T03:00:00Z');

  it('shows an ad only when on and inside its window (start in, end out)', () => {
    const window = { startsAt: '2026-11-27T03:00:00Z', endsAt: '2026-11-28T00:00:00Z' };
    expect(adState({ visible: true, ...window }, now)).toBe('LIVE');
    expect(adState({ visible: false, ...window }, now)).toBe('HIDDEN');
    expect(adState({ visible: true, ...window }, new Date('2026-11-27T02:59:59Z'))).toBe('SCHEDULED');
    expect(adState({ visible: true, ...window }, new Date('2026-11-28T00:00:00Z'))).toBe('ENDED');
    expect(adState({ visible: true, startsAt: null, endsAt: null }, now)).toBe('LIVE');
  });

  it('hides a top notice once its end passes', () => {
    expect(activeTopNotice(' 공지 ', null, now)).toBe('공지');
    expect(activeTopNotice('공지', '2026-11-27T03:00:00Z', now)).toBeNull();
    expect(activeTopNotice('공지', '2026-11-27T03:00:01Z', now)).toBe('공지');
  });

  it('refuses a stale version with CONFLICT', () => {
    expect(refusal(() => checkVersion(new Date(1000), new Date(2000))).code).toBe('CONFLICT');
    expect(() => checkVersion(new Date(1000), '1970-01-01T00:00:01.000Z')).not.toThrow();
  });

  it('takes a new ad order only when it names every ad once', () => {
    expect([...planAdOrder([1, 2, 3], [3, 1, 2])]).toEqual([
      [3, 0],
      [1, 1],
      [2, 2],
    ]);
    expect(refusal(() => planAdOrder([1, 2, 3], [1, 2])).field).toBe('ids');
    expect(refusal(() => planAdOrder([1, 2], [1, 9])).field).toBe('ids');
  });
});
