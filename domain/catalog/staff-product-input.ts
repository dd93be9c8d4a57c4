import { z } from 'zod';
import { AUTHORITY, ProductGroupDeliveryType, ProductType, StaffProductSort, StaffProductVisibility } from '../enums';
import { staleEdit } from '../staff/staff-messages';

/*
 * The console's product requests as zod schemas with a Korean sentence per field
 * (docs/product-rules.md#staff), shared by the backend's staff product service and the mocked API
 * so that both accept and refuse alike. Options, stock and images have screens of their own.
 */

export const STAFF_PRODUCT_NOT_FOUND_MESSAGE = '상품을 찾을 수 없어요. 상품 번호를 다시 확인해 주세요.';
export const PRODUCT_CODE_TAKEN_MESSAGE = '이미 쓰고 있는 상품 코드예요. 다른 코드를 입력해 주세요.';
export const DELIVERY_TEMPLATE_NOT_FOUND_MESSAGE = '배송 템플릿을 다시 골라 주세요.';
export const REVIEW_TYPE_PICK_MESSAGE = '리뷰 유형을 다시 골라 주세요.';
export const CATEGORY_PICK_MESSAGE = '카테고리를 다시 골라 주세요. 없는 카테고리가 있어요.';
/** A pickup point that is not (or no longer) in this shop's registry. */
export const PICKUP_POINT_PICK_MESSAGE = '단체 수령지를 다시 골라 주세요. 등록된 수령지가 아니에요.';

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;
export const CODE_MAX = 40;
export const RICH_TEXT_MAX = 50_000;
export const TAG_MAX = 20;
export const TAGS_MAX = 10;
export const CATEGORIES_MAX = 10;
/** Ten million won: far above any apparel price, low enough that a typo of extra zeros is caught. */
export const PRICE_MAX = 10_000_000;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label}을(를) 입력해 주세요.` })
    .trim()
    .min(min, { error: `${label}을(를) 입력해 주세요.` })
    .max(max, { error: `${label}은(는) ${max}자까지 쓸 수 있어요.` });

const won = (label: string) =>
  z
    .number({ error: `${label}을(를) 숫자로 입력해 주세요.` })
    .int({ error: `${label}은(는) 원 단위 정수로 입력해 주세요.` })
    .min(0, { error: `${label}은(는) 0원 이상이어야 해요.` })
    .max(PRICE_MAX, { error: `${label}은(는) ${PRICE_MAX.toLocaleString('ko-KR')}원까지 입력할 수 있어요.` });

const id = (message: string) => z.number({ error: message }).int({ error: message }).positive({ error: message });

const when = (label: string) => z.coerce.date({ error: `${label}을(를) 날짜와 시각으로 입력해 주세요.` }).nullish().transform((value) => value ?? null);

const DATE_PAIRS = [
  ['saleStartedAt', 'saleEndedAt', '판매 마감일은 판매 시작일보다 뒤여야 해요.'],
  ['deliverStartedAt', 'deliverEndedAt', '배송 종료일은 배송 시작일보다 뒤여야 해요.'],
  ['fastDeliverStartedAt', 'fastDeliverEndedAt', '빠른 배송 마감일은 빠른 배송 시작일보다 뒤여야 해요.'],
] as const;

export const staffProductInput = z
  .object({
    productType: z.enum(ProductType, { error: '판매 방식을 골라 주세요.' }),
    productVisible: z
      .number({ error: '공개 범위를 골라 주세요.' })
      .int({ error: '공개 범위를 골라 주세요.' })
      .min(AUTHORITY.NORMAL, { error: '공개 범위를 골라 주세요.' })
      .max(AUTHORITY.ADMIN, { error: '공개 범위를 골라 주세요.' }),
    productReviewGroupId: id(REVIEW_TYPE_PICK_MESSAGE).nullish().transform((value) => value ?? null),
    deliveryTemplateId: id(DELIVERY_TEMPLATE_NOT_FOUND_MESSAGE),
    name: text('상품 이름', 1, NAME_MAX),
    description: text('한 줄 소개', 0, DESCRIPTION_MAX),
    price: won('정가'),
    salePrice: won('판매가'),
    code: text('상품 코드', 1, CODE_MAX).regex(/^[A-Za-z0-9_-]+$/, { error: '상품 코드는 영문, 숫자, -, _ 만 쓸 수 있어요.' }),
    saleStartedAt: when('판매 시작일'),
    saleEndedAt: when('판매 마감일'),
    deliverStartedAt: when('배송 시작일'),
    deliverEndedAt: when('배송 종료일'),
    fastDeliverStartedAt: when('빠른 배송 시작일'),
    fastDeliverEndedAt: when('빠른 배송 마감일'),
    productDetail: z.object(
      {
        story: z.string({ error: '상품 이야기를 입력해 주세요.' }).max(RICH_TEXT_MAX, { error: `상품 이야기는 ${RICH_TEXT_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있어요.` }),
        info: z.string({ error: '상품 정보를 입력해 주세요.' }).max(RICH_TEXT_MAX, { error: `상품 정보는 ${RICH_TEXT_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있어요.` }),
        faq: z.string({ error: '자주 묻는 질문을 입력해 주세요.' }).max(RICH_TEXT_MAX, { error: `자주 묻는 질문은 ${RICH_TEXT_MAX.toLocaleString('ko-KR')}자까지 쓸 수 있어요.` }),
      },
      { error: '상품 상세 내용을 입력해 주세요.' },
    ),
    tags: z
      .array(text('태그', 1, TAG_MAX), { error: '태그를 다시 입력해 주세요.' })
      .max(TAGS_MAX, { error: `태그는 ${TAGS_MAX}개까지 달 수 있어요.` })
      .refine((tags) => new Set(tags).size === tags.length, { error: '같은 태그가 두 번 있어요.' }),
    categoryIds: z
      .array(id(CATEGORY_PICK_MESSAGE), { error: CATEGORY_PICK_MESSAGE })
      .max(CATEGORIES_MAX, { error: `카테고리는 ${CATEGORIES_MAX}개까지 고를 수 있어요.` })
      .refine((ids) => new Set(ids).size === ids.length, { error: '같은 카테고리를 두 번 골랐어요.' }),
    productGroupDelivery: z
      .object({
        productGroupDeliveryType: z.enum(ProductGroupDeliveryType, { error: '수령 방식을 골라 주세요.' }),
        pickupPointId: id(PICKUP_POINT_PICK_MESSAGE).nullish().transform((value) => value ?? null),
        name: text('수령 장소 이름', 1, 50),
        postCode: z.string({ error: '우편번호를 입력해 주세요.' }).trim().regex(/^\d{5}$/, { error: '우편번호는 숫자 5자리로 입력해 주세요.' }),
        address: text('주소', 1, 200),
        detailAddress: text('상세 주소', 0, 200),
        tel: text('연락처', 1, 20),
        note: text('수령 안내', 0, 500).nullish().transform((value) => value ?? ''),
      })
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((input, context) => {
    if (input.salePrice > input.price) {
      context.addIssue({ code: 'custom', path: ['salePrice'], message: '판매가는 정가보다 클 수 없어요.' });
    }
    for (const [start, end, message] of DATE_PAIRS) {
      const from = input[start];
      const to = input[end];
      if (from && to && to.getTime() < from.getTime()) context.addIssue({ code: 'custom', path: [end], message });
    }
  });

export type StaffProductInput = z.output<typeof staffProductInput>;

export const productIdSchema = id(STAFF_PRODUCT_NOT_FOUND_MESSAGE);

export const visibilityLevelSchema = z
  .number({ error: '공개 범위를 골라 주세요.' })
  .int({ error: '공개 범위를 골라 주세요.' })
  .min(AUTHORITY.NORMAL, { error: '공개 범위를 골라 주세요.' })
  .max(AUTHORITY.ADMIN, { error: '공개 범위를 골라 주세요.' });

export const expectedUpdatedAtSchema = z.coerce.date({ error: '상품을 다시 불러온 뒤 저장해 주세요.' });

export const staffProductsInput = z.object({
  search: z.string().trim().max(50, { error: '검색어는 50자까지 입력할 수 있어요.' }).nullish().transform((value) => value || null),
  categoryId: id(CATEGORY_PICK_MESSAGE).nullish().transform((value) => value ?? null),
  productType: z.enum(ProductType, { error: '판매 방식을 다시 골라 주세요.' }).nullish().transform((value) => value ?? null),
  visibility: z.enum(StaffProductVisibility, { error: '공개 여부를 다시 골라 주세요.' }).nullish().transform((value) => value ?? null),
  onSaleNow: z.boolean().nullish().transform((value) => value === true),
  soldOut: z.boolean().nullish().transform((value) => value === true),
  lowStock: z.boolean().nullish().transform((value) => value === true),
  sort: z.enum(StaffProductSort, { error: '정렬 기준을 다시 골라 주세요.' }).nullish().transform((value) => value ?? StaffProductSort.NEWEST),
});

/** The staff list's page size: a laptop screen of rows. */
export const STAFF_PRODUCT_PAGE_SIZE = 20;

/**
 * The code a copy gets: the original's with a season-like suffix, the first one not taken
 * ("JK-2025" → "JK-2025-COPY", then "JK-2025-COPY2" …).
 */
export function duplicateCode(code: string, taken: (candidate: string) => boolean): string {
  const base = `${code.slice(0, CODE_MAX - 6)}-COPY`;
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!taken(candidate)) return candidate;
  }
}

/** The name a copy gets, so that staff tell the two apart in the list before renaming. */
export function duplicateName(name: string): string {
  return `${name.slice(0, NAME_MAX - 6)} (복사본)`;
}

/**
 * The version check of an edit: the editor sends the `updatedAt` it loaded; a product saved since
 * refuses the save whole (CONFLICT) rather than silently overwriting the other change.
 */
export function checkVersion(expected: Date | string, actual: Date | string): void {
  if (new Date(expected).getTime() !== new Date(actual).getTime()) throw staleEdit();
}
