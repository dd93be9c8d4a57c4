import { parseInput } from '../../../../../domain/errors/input';
import { staffProductInput } from '../../../../../domain/catalog/staff-product-input';
import { fromSeoulInput, toSeoulInput } from '../seoul-input';
import type {
  AdminProductEditorFieldsFragment,
  ProductGroupDeliveryType,
  ProductType,
  StaffProductInput,
} from '../../../lib/__generated__/graphql';
import { ApiError, errorMessage } from '../../../lib/graphql-client';

/*
 * The product editor's form: strings as the inputs hold them, turned into the API's input and
 * checked with the very schema the server uses (domain/catalog/staff-product-input.ts), so staff
 * see the server's sentence next to the field before anything is sent.
 */

export const DATE_FIELDS = [
  ['saleStartedAt', '판매 시작'],
  ['saleEndedAt', '판매 마감'],
  ['deliverStartedAt', '배송 시작'],
  ['deliverEndedAt', '배송 종료'],
  ['fastDeliverStartedAt', '빠른 배송 시작'],
  ['fastDeliverEndedAt', '빠른 배송 마감'],
] as const;

export type DateField = (typeof DATE_FIELDS)[number][0];

export interface ProductForm extends Record<DateField, string> {
  productType: ProductType;
  productVisible: string;
  productReviewGroupId: string;
  deliveryTemplateId: string;
  name: string;
  description: string;
  price: string;
  salePrice: string;
  code: string;
  story: string;
  info: string;
  faq: string;
  /** Comma-separated, as staff type them. */
  tags: string;
  categoryIds: number[];
  pickup: boolean;
  pickupType: ProductGroupDeliveryType;
  /** A registered pickup point the product follows; null while the place is typed by hand. */
  pickupPointId: number | null;
  pickupName: string;
  pickupPostCode: string;
  pickupAddress: string;
  pickupDetailAddress: string;
  pickupTel: string;
  pickupNote: string;
}

export const EMPTY_FORM: ProductForm = {
  productType: 'SINGLEFREE',
  productVisible: '2',
  productReviewGroupId: '',
  deliveryTemplateId: '',
  name: '',
  description: '',
  price: '',
  salePrice: '',
  code: '',
  saleStartedAt: '',
  saleEndedAt: '',
  deliverStartedAt: '',
  deliverEndedAt: '',
  fastDeliverStartedAt: '',
  fastDeliverEndedAt: '',
  story: '',
  info: '',
  faq: '',
  tags: '',
  categoryIds: [],
  pickup: false,
  pickupType: 'GROUP',
  pickupPointId: null,
  pickupName: '',
  pickupPostCode: '',
  pickupAddress: '',
  pickupDetailAddress: '',
  pickupTel: '',
  pickupNote: '',
};

export function formFromProduct({ product }: AdminProductEditorFieldsFragment): ProductForm {
  const pickup = product.productGroupDelivery;
  return {
    productType: product.productType,
    productVisible: String(product.productVisible),
    productReviewGroupId: product.productReviewGroupId == null ? '' : String(product.productReviewGroupId),
    deliveryTemplateId: String(product.deliveryTemplateId),
    name: product.name,
    description: product.description,
    price: String(product.price),
    salePrice: String(product.salePrice),
    code: product.code,
    saleStartedAt: toSeoulInput(product.saleStartedAt),
    saleEndedAt: toSeoulInput(product.saleEndedAt),
    deliverStartedAt: toSeoulInput(product.deliverStartedAt),
    deliverEndedAt: toSeoulInput(product.deliverEndedAt),
    fastDeliverStartedAt: toSeoulInput(product.fastDeliverStartedAt),
    fastDeliverEndedAt: toSeoulInput(product.fastDeliverEndedAt),
    story: product.productDetail?.story ?? '',
    info: product.productDetail?.info ?? '',
    faq: product.productDetail?.faq ?? '',
    tags: product.productTags.map((tag) => tag.content).join(', '),
    categoryIds: product.productCategoryTaggeds.map((row) => row.productCategoryId),
    pickup: pickup !== null,
    pickupType: pickup?.productGroupDeliveryType ?? 'GROUP',
    pickupPointId: pickup?.pickupPointId ?? null,
    pickupName: pickup?.name ?? '',
    pickupPostCode: pickup?.postCode ?? '',
    pickupAddress: pickup?.address ?? '',
    pickupDetailAddress: pickup?.detailAddress ?? '',
    pickupTel: pickup?.tel ?? '',
    pickupNote: pickup?.note ?? '',
  };
}

const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export function inputFromForm(form: ProductForm): StaffProductInput {
  return {
    productType: form.productType,
    productVisible: Number(form.productVisible),
    productReviewGroupId: form.productReviewGroupId ? Number(form.productReviewGroupId) : null,
    deliveryTemplateId: number(form.deliveryTemplateId),
    name: form.name,
    description: form.description,
    price: number(form.price),
    salePrice: number(form.salePrice),
    code: form.code,
    ...Object.fromEntries(DATE_FIELDS.map(([field]) => [field, fromSeoulInput(form[field])])),
    productDetail: { story: form.story, info: form.info, faq: form.faq },
    tags: form.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
    categoryIds: form.categoryIds,
    productGroupDelivery: form.pickup
      ? {
          productGroupDeliveryType: form.pickupType,
          pickupPointId: form.pickupPointId,
          name: form.pickupName,
          postCode: form.pickupPostCode,
          address: form.pickupAddress,
          detailAddress: form.pickupDetailAddress,
          tel: form.pickupTel,
          note: form.pickupNote,
        }
      : null,
  } as StaffProductInput;
}

/** The input's first problem as `{ field, message }` (the form's field names), or null when the server would accept its shape. */
export function firstProblem(form: ProductForm): FieldProblem | null {
  try {
    parseInput(staffProductInput, inputFromForm(form));
    return null;
  } catch (error) {
    return problemOf(error);
  }
}

export interface FieldProblem {
  field: string | null;
  message: string;
}

/** The form field a refusal names: `productDetail.story` → `story`, `productGroupDelivery.name` → `pickupName`. */
function formField(path: string | null): string | null {
  if (!path) return null;
  const [head, tail] = path.split('.');
  if (head === 'productDetail' && tail) return tail;
  if (head === 'productGroupDelivery' && tail) return tail === 'productGroupDeliveryType' ? 'pickupType' : `pickup${tail[0]!.toUpperCase()}${tail.slice(1)}`;
  return head ?? null;
}

/** A refusal of the API (or of the schema run here): its sentence, and the form field it names. */
export function problemOf(error: unknown): FieldProblem {
  const extensions = error instanceof ApiError ? error.extensions : (error as { extensions?: Record<string, unknown> }).extensions;
  const field = typeof extensions?.field === 'string' ? extensions.field : null;
  return { field: formField(field), message: errorMessage(error) };
}
