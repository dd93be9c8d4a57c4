// Leaf values for fields the store does not answer: the scalar's type and the field's name pick
// shop-like Korean data (a price is whole won, a `name` on a person is a Korean name, dates of one
// object run in the order a shop records them). Every value is a function of its path's seed.
import { campusEmail, koreanAddress, koreanMobile, koreanName } from '../factories/korean';
import { MOCK_NOW } from '../factories/clock';
import { chance, faker, hex, int, krw, pick, withSeed } from '../factories/random';
import { imageUrl } from '../scenarios/standard/products/build';
import {
  CANCEL_REASONS,
  DELIVERY_NOTES,
  DEPARTMENTS,
  GARMENTS,
  PRODUCT_TAGS,
  REVIEW_FABRIC,
  REVIEW_FIT,
  SIZES,
  STAFF_ANSWERS,
} from '../factories/vocabulary';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** FNV-1a: a path's seed, stable across runs and platforms. */
export function seedOf(path: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index += 1) {
    hash ^= path.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Where the value sits: the field, the object type holding it, and that object's path. */
export interface LeafPlace {
  fieldName: string;
  parentType: string;
  /** The path of the object the field belongs to (a list item's ends in `[i]`). */
  ownerPath: string;
  /** The value's own path. */
  path: string;
}

const SHOP_SENTENCES = [
  ...REVIEW_FIT,
  ...REVIEW_FABRIC,
  ...STAFF_ANSWERS,
  ...DELIVERY_NOTES,
  ...CANCEL_REASONS,
  '주문하신 과잠 제작이 시작됐어요. 완성되면 문자로 알려 드릴게요.',
  '공동구매 마감까지 사흘 남았어요. 사이즈를 다시 한번 확인해 주세요.',
  '학생회관 1층 생협 매장에서 학생증을 보여 주시면 받아 가실 수 있어요.',
] as const;

/** A `name` on these types, or a field naming one of them (`organizerName`), is a person's name. */
const PEOPLE = /user|member|author|buyer|receiver|recipient|staff|person|contact|writer|holder|organizer|owner|manager|student/i;

function shopTitle(): string {
  const garment = pick(GARMENTS);
  return pick([`${pick(DEPARTMENTS)} ${garment.word} 공동구매`, `2026 ${garment.word} ${pick(PRODUCT_TAGS)}`, `한빛대 ${garment.word}`]);
}

function intFor(name: string): number {
  if (/(^id$|Id$|ID$)/.test(name)) return int(10_001, 99_999);
  if (/rate|percent|ratio/i.test(name)) return int(0, 50);
  if (/count|quantity|qty|stock/i.test(name)) return int(0, 40);
  if (/point/i.test(name)) return krw(0, 5000, 100);
  if (/price|amount|fee|cost|paid|refund|balance|deposit|won|krw|charge|sum|total(?!count)/i.test(name)) return krw(3000, 120_000);
  if (/year/i.test(name)) return int(2024, 2027);
  if (/position|rank|order|step|level|page/i.test(name)) return int(1, 10);
  return int(0, 40);
}

function floatFor(name: string): number {
  if (/rating|average|score|star/i.test(name)) return Math.round(faker.number.float({ min: 3, max: 5 }) * 10) / 10;
  return Math.round(faker.number.float({ min: 0, max: 100 }) * 10) / 10;
}

function stringFor(name: string, parentType: string): string {
  if (/email/i.test(name)) return campusEmail();
  if (/tel|phone|mobile/i.test(name)) return koreanMobile();
  if (/image|thumbnail|photo|picture|icon|logo/i.test(name)) return imageUrl(pick(GARMENTS).imageSlug, 0);
  if (/url|href|link/i.test(name)) return `https://shop.hanbit.ac.kr/notice/${int(1, 400)}`;
  if (/post(al)?code|zip/i.test(name)) return faker.string.numeric({ length: 5, allowLeadingZeros: true });
  if (/detailaddress/i.test(name)) return koreanAddress().detailAddress;
  if (/address/i.test(name)) return koreanAddress().address;
  if (/department|major/i.test(name)) return pick(DEPARTMENTS);
  if (/university|school/i.test(name)) return '한빛대학교';
  if (/colou?r/i.test(name)) return pick(GARMENTS.flatMap((garment) => garment.colors));
  if (/size/i.test(name)) return pick(SIZES);
  if (/name|author|writer|holder|receiver|recipient/i.test(name)) return PEOPLE.test(parentType) || PEOPLE.test(name) ? koreanName() : shopTitle();
  if (/title|subject|headline|label|heading/i.test(name)) return shopTitle();
  if (/description|content|body|message|text|comment|note|memo|reason|answer|summary|detail|notice/i.test(name)) return pick(SHOP_SENTENCES);
  if (/code|uid|token|key|number|serial/i.test(name)) return `HB-${hex(8).toUpperCase()}`;
  return pick(PRODUCT_TAGS);
}

/** Hours after the object's first instant at which a field of this name is recorded. */
function dateOffset(name: string): number {
  if (/expir|deadline|due|until|close|finish/i.test(name) || /^end|End/.test(name)) return 14 * DAY;
  if (/update|modif|change/i.test(name)) return 4 * DAY;
  if (/deliver|complet|answer|read|receiv|pick/i.test(name)) return 3 * DAY;
  if (/ship|sent|send|dispatch/i.test(name)) return DAY;
  if (/paid|pay|approv|confirm|accept/i.test(name)) return 2 * HOUR;
  return 0;
}

/** The first instant of an object: a list's items run newest first, a day and a half apart. */
function firstInstant(ownerPath: string): number {
  const item = /^(.*)\[(\d+)\]$/.exec(ownerPath);
  if (item) return firstInstant(item[1] ?? '') - Number(item[2]) * 1.5 * DAY;
  return MOCK_NOW.getTime() - DAY - (seedOf(ownerPath) % (45 * 24)) * HOUR;
}

/** A DateTime dated from MOCK_NOW; the layered schema moves it to the API's own clock. */
export function dateFor(place: LeafPlace): string {
  const item = /\[(\d+)\]$/.exec(place.path);
  const listStep = item ? Number(item[1]) * DAY : 0;
  return new Date(firstInstant(place.ownerPath) + dateOffset(place.fieldName) - listStep).toISOString();
}

/** A value of a built-in or custom scalar for the field at `place`. */
export function scalarFor(scalar: string, place: LeafPlace): unknown {
  if (scalar === 'DateTime') return dateFor(place);
  return withSeed(seedOf(place.path), () => {
    switch (scalar) {
      case 'Int':
        return intFor(place.fieldName);
      case 'Float':
        return floatFor(place.fieldName);
      case 'Boolean':
        return chance(0.5);
      case 'ID':
        return String(int(10_001, 99_999));
      default:
        return stringFor(place.fieldName, place.parentType);
    }
  });
}

/** How many items a list the store does not answer holds: a phone screen's worth. */
export function listLength(path: string): number {
  return 2 + (seedOf(path) % 4);
}
