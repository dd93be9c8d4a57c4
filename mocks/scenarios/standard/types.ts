// Plain, framework-free shapes of the `standard` scenario. Field names follow the GraphQL
// contract (spec §3) so that the mocked API can serve these objects as they are; `key` is the
// stable human id tests and stories refer to, `id` the numeric id the backend seeder inserts.
// Times are ISO-8601 strings, money is integer KRW.

import type { DeliveryFeeRule } from '../../../domain/cart/delivery-fee';
import type { ReferenceDeliveryCompany, ReferencePointType } from '../../../domain/reference/reference';
import type { OptionInputRule } from '../../../domain/enums';

export type ProductType = 'SINGLEFREE' | 'SINGLEORDER' | 'GROUPORDER';
export type ProductGroupDeliveryType = 'GROUP' | 'INDIVIDUAL';
export type Nationality = 'DOMESTIC' | 'FOREIGNER' | 'NOT_SET';
export type EduDegree = 'BACHELOR' | 'POST_GRADUATE' | 'NOT_SET';
export type Gender = 'FEMALE' | 'MALE' | 'NOT_SET';

/** Authority levels as stored in `User.authority` and `Product.productVisible`. */
export const AuthorityLevel = { NORMAL: 0, HIDDEN: 1, ADMINHIDDEN: 2, ADMIN: 3 } as const;

export interface ScenarioPromotedCategory {
  categoryId: number;
  title: string;
}

export interface ScenarioUniversity {
  key: string;
  id: number;
  name: string;
  shopName: string;
  siteUrl: string;
  topNotice: string | null;
  footerOperator: string;
  footerAddress: string;
  socialUrl: string | null;
  chatUrl: string | null;
  themeColor: string;
  defaultTitle: string;
  titleTemplate: string;
  promotedCategories: ScenarioPromotedCategory[];
  businessNumber: string | null;
  mailOrderNumber: string | null;
  representative: string | null;
  csTel: string | null;
  csEmail: string | null;
  naverClientId: string | null;
  kakaoClientId: string | null;
  googleClientId: string | null;
}

export interface ScenarioAd {
  key: string;
  id: number;
  primary: string;
  secondary: string;
  url: string;
  imageUrl: string | null;
  position: number;
  visible: boolean;
}

export interface ScenarioCountryDialingCode {
  key: string;
  id: number;
  isoCode: string;
  code: string;
  imageUrl: string;
  name: string;
  position: number;
}

export interface ScenarioUserType {
  key: string;
  id: number;
  content: string;
  nationality: Nationality;
  eduDegree: EduDegree;
  inCollege: boolean;
  position: number;
}

export interface ScenarioProductCategory {
  key: string;
  id: number;
  /** Parent category id; null for a top-level category. */
  categoryId: number | null;
  content: string;
  visible: boolean;
  /** A group-product category (a department or council ordering together). */
  isGroup: boolean;
  position: number;
}

/** The fee fields are the fee function's own rule, so a template is passed to it as it is. */
export interface ScenarioDeliveryTemplate extends DeliveryFeeRule {
  key: string;
  id: number;
  name: string;
  /** Kept as the admin screen stores it: the tiers of docs/product-rules.md#cart-and-delivery-fees end at quantityCount1 (quantityPrice2 beyond). */
  quantityCount2: number;
  shippingAddress: string;
  returnAddress: string;
  returnFee: number;
  exchangeFee: number;
}

export interface ScenarioReviewOptionDetail {
  id: number;
  content: string;
  position: number;
}

export interface ScenarioReviewOption {
  id: number;
  content: string;
  position: number;
  reviewOptionDetails: ScenarioReviewOptionDetail[];
}

export interface ScenarioReviewType {
  key: string;
  id: number;
  content: string;
  reviewOptions: ScenarioReviewOption[];
}

export interface ScenarioProductDetail {
  id: number;
  story: string;
  info: string;
  faq: string;
}

export interface ScenarioProductOption {
  id: number;
  key: string;
  /** Comma-separated values, for example "S,M,L,XL,2XL". */
  value: string;
  position: number;
}

export interface ScenarioProductOptionDetail {
  id: number;
  option0: string | null;
  option1: string | null;
  option2: string | null;
  /** Extra price on top of the product's price and salePrice. */
  price: number;
  count: number;
}

export interface ScenarioProductOptionInput {
  id: number;
  key: string;
  position: number;
  /** How the buyer's text is checked; FREE when not set (ADR 0065). */
  rule?: OptionInputRule;
}

export interface ScenarioProductTag {
  id: number;
  content: string;
}

export interface ScenarioProductCategoryTagged {
  id: number;
  productCategoryId: number;
}

/** A group pickup point of the tenant (ADR 0046). */
export interface ScenarioPickupPoint {
  key: string;
  id: number;
  name: string;
  postCode: string;
  address: string;
  detailAddress: string;
  tel: string;
  note: string;
}

export interface ScenarioProductGroupDelivery {
  id: number;
  productGroupDeliveryType: ProductGroupDeliveryType;
  /** The tenant's pickup point whose place this copies (the note is the product's own). */
  pickupPointId: number | null;
  name: string;
  postCode: string;
  address: string;
  detailAddress: string;
  tel: string;
  note: string;
}

/** Not part of the API: how the generated placeholder images of a product are drawn. */
export interface ProductArt {
  shape: GarmentShape;
  /** Short label printed under the drawing. */
  label: string;
  /** One fill colour per image (image, image2, image3). */
  colors: string[];
  /** Trim colour (varsity sleeves, ribbing). */
  accent: string;
}

export type GarmentShape =
  | 'varsity'
  | 'coach'
  | 'padding'
  | 'vest'
  | 'hoodie'
  | 'zipup'
  | 'crewneck'
  | 'fleece'
  | 'halfzip'
  | 'tee'
  | 'longsleeve'
  | 'bag'
  | 'cap'
  | 'tumbler'
  | 'keyring'
  | 'socks';

export interface ScenarioProduct {
  key: string;
  id: number;
  universityId: number;
  productType: ProductType;
  productVisible: number;
  productReviewGroupId: number | null;
  deliveryTemplateId: number;
  name: string;
  description: string;
  price: number;
  salePrice: number;
  /** Stock of a product without option details; the sum of its combinations otherwise. */
  count: number;
  image: string;
  image2: string | null;
  image3: string | null;
  code: string;
  productTags: ScenarioProductTag[];
  saleStartedAt: string | null;
  saleEndedAt: string | null;
  deliverStartedAt: string | null;
  deliverEndedAt: string | null;
  fastDeliverStartedAt: string | null;
  fastDeliverEndedAt: string | null;
  createdAt: string;
  /** Set when staff edit it in the console; the version their saves are checked against (createdAt until then). */
  updatedAt?: string;
  productDetail: ScenarioProductDetail;
  productOptions: ScenarioProductOption[];
  productOptionDetails: ScenarioProductOptionDetail[];
  productOptionInputs: ScenarioProductOptionInput[];
  productCategoryTaggeds: ScenarioProductCategoryTagged[];
  productGroupDelivery: ScenarioProductGroupDelivery | null;
  art: ProductArt;
}

export interface ScenarioUserDelivery {
  name: string;
  postCode: string;
  address: string;
  detailAddress: string;
  tel: string;
  note: string | null;
}

export interface ScenarioMember {
  key: string;
  id: number;
  email: string;
  /** Plain demo password; the seeder stores only its argon2id hash. */
  password: string;
  name: string;
  tel: string;
  admissionYear: number | null;
  birthYear: number | null;
  gender: Gender;
  userTypeId: number;
  authority: number;
  recommendationCode: string;
  marketing: boolean;
  /** Sign-up points granted at seed time (0 for none). */
  signupPoint: number;
  userDelivery: ScenarioUserDelivery | null;
}

export interface StandardCatalogue {
  university: ScenarioUniversity;
  ads: ScenarioAd[];
  countryDialingCodes: ScenarioCountryDialingCode[];
  userTypes: ScenarioUserType[];
  pointTypes: ReferencePointType[];
  deliveryCompanies: ReferenceDeliveryCompany[];
  productCategories: ScenarioProductCategory[];
  deliveryTemplates: ScenarioDeliveryTemplate[];
  pickupPoints: ScenarioPickupPoint[];
  reviewTypes: ScenarioReviewType[];
  products: ScenarioProduct[];
  members: ScenarioMember[];
}
