import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { z } from 'zod';
import { AD_ENDS_BEFORE_START_MESSAGE } from './content-messages';
import { AD_LIMITS, NOTICE_MAX, SETTINGS_LIMITS } from './content-limits';
import { isHexColor, lowContrastMessage, THEME_COLOR_FORMAT_MESSAGE, themeContrast } from './theme-contrast';

// docs/product-rules.md#shop-content: what staff may write into the shop's content, as zod schemas
// with one Korean sentence per field. The server and the mocked API parse with these; the console
// imports them too (its bundle is loaded by staff only).

/** A GraphQL DateTime arrives as a Date (graphql-scalars); direct callers may pass an ISO string. */
const instant = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? new Date(value) : value),
    z.date({ error: message }).refine((date) => !Number.isNaN(date.getTime()), { error: message }),
  );

const optionalInstant = (message: string) => instant(message).nullish().transform((value) => value ?? null);

/** Text staff may leave blank: blank is stored as null. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || [...value].length <= max, { error: message });

const requiredText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => [...value].length >= 1 && [...value].length <= max, { error: message });

function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** An address inside the shop: one leading slash (not `//host`), no backslash, no spaces. */
export function isShopPath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

/** Where a banner may lead: a shop path or an https address (the screens open nothing else). */
export function isAdLink(value: string): boolean {
  return isShopPath(value) || isHttpsUrl(value);
}

const httpsUrl = (label: string) =>
  z
    .string({ error: `${label}를 https://로 시작하는 주소로 입력해 주세요.` })
    .trim()
    .refine((value) => value.length <= SETTINGS_LIMITS.urlMax && isHttpsUrl(value), {
      error: `${label}를 https://로 시작하는 주소로 입력해 주세요.`,
    });

const optionalHttpsUrl = (label: string) =>
  z
    .string({ error: `${label}를 https://로 시작하는 주소로 입력하거나 비워 두세요.` })
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || (value.length <= SETTINGS_LIMITS.urlMax && isHttpsUrl(value)), {
      error: `${label}를 https://로 시작하는 주소로 입력하거나 비워 두세요.`,
    });

const AD_TEXT = {
  primary: `광고 제목을 1~${AD_LIMITS.primaryMax}자로 입력해 주세요.`,
  secondary: `광고 설명은 ${AD_LIMITS.secondaryMax}자까지 쓸 수 있어요.`,
  url: '광고 링크는 /products처럼 쇼핑몰 안의 경로나 https://로 시작하는 주소로 입력해 주세요.',
  imageUrl: '광고 이미지 주소를 다시 확인해 주세요. 이미지를 다시 올려 주세요.',
  startsAt: '광고 시작 일시를 다시 확인해 주세요.',
  endsAt: '광고 종료 일시를 다시 확인해 주세요.',
  visible: '광고를 켤지 끌지 골라 주세요.',
} as const;

const adFields = {
  primary: requiredText(AD_LIMITS.primaryMax, AD_TEXT.primary),
  secondary: optionalText(AD_LIMITS.secondaryMax, AD_TEXT.secondary),
  url: z
    .string({ error: AD_TEXT.url })
    .trim()
    .refine((value) => value.length <= AD_LIMITS.urlMax && isAdLink(value), { error: AD_TEXT.url }),
  imageUrl: z
    .string({ error: AD_TEXT.imageUrl })
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value.length <= 500, { error: AD_TEXT.imageUrl }),
  visible: z.boolean({ error: AD_TEXT.visible }),
  startsAt: optionalInstant(AD_TEXT.startsAt),
  endsAt: optionalInstant(AD_TEXT.endsAt),
};

function windowInOrder(ad: { startsAt: Date | null; endsAt: Date | null }, context: z.RefinementCtx): void {
  if (ad.startsAt && ad.endsAt && ad.endsAt.getTime() <= ad.startsAt.getTime()) {
    context.addIssue({ code: 'custom', path: ['endsAt'], message: AD_ENDS_BEFORE_START_MESSAGE });
  }
}

const adId = z.number({ error: '광고 번호를 숫자로 입력해 주세요.' }).int({ error: '광고 번호를 숫자로 입력해 주세요.' });
const version = (what: string) => instant(`${what} 정보를 불러온 시각이 없어요. 새로고침한 뒤 다시 저장해 주세요.`);

export const createAdInput = z.object(adFields).superRefine(windowInOrder);

export const updateAdInput = z
  .object({ id: adId, expectedUpdatedAt: version('광고'), ...adFields })
  .superRefine(windowInOrder);

export const toggleAdInput = z.object({ id: adId, visible: adFields.visible, expectedUpdatedAt: version('광고') });

export const reorderAdsInput = z
  .array(adId, { error: '광고 순서를 다시 정해 주세요.' })
  .max(AD_LIMITS.maxAds, { error: `광고는 ${AD_LIMITS.maxAds}개까지 둘 수 있어요.` })
  .refine((ids) => new Set(ids).size === ids.length, { error: '같은 광고가 순서에 두 번 들어 있어요. 목록을 새로고침해 주세요.' });

export const adIdInput = adId;

export const topNoticeInput = z
  .object({
    text: optionalText(NOTICE_MAX, `상단 공지는 ${NOTICE_MAX}자까지 쓸 수 있어요.`),
    endsAt: optionalInstant('공지 종료 일시를 다시 확인해 주세요.'),
    expectedUpdatedAt: version('설정'),
  })
  // No text, nothing to end: an end date left in the form is dropped rather than refused.
  .transform((notice) => ({ ...notice, endsAt: notice.text === null ? null : notice.endsAt }));

const L = SETTINGS_LIMITS;

/** A theme colour whose header text passes AA; lower-cased so one colour has one spelling. */
export const themeColorSchema = z
  .string({ error: THEME_COLOR_FORMAT_MESSAGE })
  .trim()
  .refine(isHexColor, { error: THEME_COLOR_FORMAT_MESSAGE })
  .transform((value) => value.toLowerCase())
  .superRefine((value, context) => {
    const contrast = themeContrast(value);
    if (!contrast.passes) context.addIssue({ code: 'custom', message: lowContrastMessage(contrast) });
  });

const clientId = (pattern: RegExp, message: string) =>
  z
    .string({ error: message })
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || pattern.test(value), { error: message });

export const shopSettingsInput = z.object({
  expectedUpdatedAt: version('설정'),
  name: requiredText(L.nameMax, `학교 이름을 1~${L.nameMax}자로 입력해 주세요.`),
  shopName: requiredText(L.shopNameMax, `쇼핑몰 이름을 1~${L.shopNameMax}자로 입력해 주세요.`),
  siteUrl: httpsUrl('사이트 주소'),
  footerOperator: requiredText(L.footerOperatorMax, `운영 주체를 1~${L.footerOperatorMax}자로 입력해 주세요.`),
  footerAddress: requiredText(L.footerAddressMax, `사업장 주소를 1~${L.footerAddressMax}자로 입력해 주세요.`),
  defaultTitle: requiredText(L.titleMax, `기본 페이지 제목을 1~${L.titleMax}자로 입력해 주세요.`),
  titleTemplate: z
    .string({ error: '페이지 제목 형식에 %s를 한 번 넣어 주세요. 예: %s | 한빛대 생협' })
    .trim()
    .refine((value) => value.split('%s').length === 2 && [...value].length <= L.titleMax, {
      error: `페이지 제목 형식에 %s를 한 번 넣어 ${L.titleMax}자 안으로 써 주세요. 예: %s | 한빛대 생협`,
    }),
  socialUrl: optionalHttpsUrl('SNS 주소'),
  chatUrl: optionalHttpsUrl('채팅 상담 주소'),
  themeColor: themeColorSchema,
  businessNumber: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || /^\d{3}-\d{2}-\d{5}$/.test(value), {
      error: '사업자등록번호는 123-45-67890처럼 입력하거나 비워 두세요.',
    }),
  mailOrderNumber: optionalText(L.mailOrderNumberMax, `통신판매업 신고번호는 ${L.mailOrderNumberMax}자까지 쓸 수 있어요.`),
  representative: optionalText(L.representativeMax, `대표자 이름은 ${L.representativeMax}자까지 쓸 수 있어요.`),
  csTel: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || parsePhoneNumberFromString(value, 'KR')?.isValid() === true, {
      error: '고객센터 전화번호를 042-123-4567처럼 입력하거나 비워 두세요.',
    }),
  csEmail: z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || z.email().safeParse(value).success, {
      error: '고객센터 이메일을 coop@example.ac.kr처럼 입력하거나 비워 두세요.',
    }),
  kakaoClientId: clientId(/^[0-9a-f]{32}$/, '카카오 REST API 키는 영문 소문자와 숫자 32자예요. 다시 확인하거나 비워 두세요.'),
  naverClientId: clientId(/^[A-Za-z0-9_-]{10,40}$/, '네이버 Client ID는 영문, 숫자, _, - 10~40자예요. 다시 확인하거나 비워 두세요.'),
  googleClientId: clientId(
    /^[0-9]+-[a-z0-9]+\.apps\.googleusercontent\.com$/,
    '구글 클라이언트 ID는 ….apps.googleusercontent.com으로 끝나요. 다시 확인하거나 비워 두세요.',
  ),
});

export type AdInput = z.output<typeof createAdInput>;
