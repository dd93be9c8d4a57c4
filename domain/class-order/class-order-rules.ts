import { z } from 'zod';
import { isInSaleWindow, isVisibleTo, type ProductAvailability } from '../catalog/product-rules';
import { ClassOrderStatus, OrderProductStatus, ProductGroupDeliveryType, ProductType } from '../enums';
import { AppError, badUserInput, forbidden, invalidState, notFound } from '../errors/errors';
import { seoulDateTime } from '../messaging/message-format';

/*
 * Class orders (과대표 단체주문, docs/decisions/0065-class-orders.md,
 * docs/product-rules.md#class-orders): the representative's form, the link's code, when the
 * roster locks, who may join, the once-a-day reminder and the cancel rule. The backend services
 * and the mocked API both decide with these functions; the screens show the same sentences.
 */

export const CLASS_ORDER_LIMITS = {
  departmentMaxLength: 30,
  classNameMaxLength: 20,
  /** A class line is one member's own jacket or two (a spare); a bulk buy goes through the cart. */
  maxCountPerMember: 10,
  /** 12 base64url characters = 72 random bits: not guessable, short enough to read aloud. */
  codeLength: 12,
  /** The representative may nudge unpaid classmates once per this many hours. */
  reminderIntervalHours: 24,
} as const;

export const CLASS_ORDER_MESSAGES = {
  notFound: '단체 주문을 찾을 수 없어요. 과대표에게 받은 링크를 다시 확인해 주세요.',
  needsPhone: '휴대폰 인증을 마친 회원만 단체 주문을 열 수 있어요. 회원 정보에서 휴대폰 인증을 해 주세요.',
  notGroupProduct: '단체 주문 상품만 과대표 단체 주문을 열 수 있어요.',
  notPurchasable: '지금 구매할 수 없는 상품이라 단체 주문을 열 수 없어요.',
  department: `학과를 1~${CLASS_ORDER_LIMITS.departmentMaxLength}자로 입력해 주세요.`,
  className: `반(학번)을 1~${CLASS_ORDER_LIMITS.classNameMaxLength}자로 입력해 주세요.`,
  pickupPoint: '수령 장소를 목록에서 다시 골라 주세요.',
  closesAtPast: '마감 시각은 지금보다 뒤로 정해 주세요.',
  count: `수량은 1개부터 ${CLASS_ORDER_LIMITS.maxCountPerMember}개까지 고를 수 있어요.`,
  locked: '단체 주문이 마감되어 더 참여할 수 없어요.',
  cancelled: '과대표가 취소한 단체 주문이에요.',
  alreadyJoined: '이미 이 단체 주문에 참여했어요. 주문 내역에서 확인해 주세요.',
  notRepresentative: '과대표만 명단을 볼 수 있어요.',
  notRepresentativeAction: '과대표만 할 수 있는 일이에요.',
  cancelPaid: '이미 결제한 학생이 있어 단체 주문을 취소할 수 없어요. 생협에 문의해 주세요.',
  cancelNotOpen: '마감되었거나 이미 취소된 단체 주문이에요.',
  remindNotOpen: '마감되었거나 취소된 단체 주문에는 알림을 보낼 수 없어요.',
  remindNobody: '결제를 기다리는 학생이 없어요.',
} as const;

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => [...value].length >= 1 && [...value].length <= max, { error: message });

export const openClassOrderSchema = z.object({
  productId: z.number().int(),
  department: text(CLASS_ORDER_LIMITS.departmentMaxLength, CLASS_ORDER_MESSAGES.department),
  className: text(CLASS_ORDER_LIMITS.classNameMaxLength, CLASS_ORDER_MESSAGES.className),
  pickupPointId: z.number({ error: CLASS_ORDER_MESSAGES.pickupPoint }).int({ error: CLASS_ORDER_MESSAGES.pickupPoint }),
  closesAt: z.coerce.date({ error: '마감 시각을 다시 입력해 주세요.' }),
});

export const classOrderCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{12}$/, { error: CLASS_ORDER_MESSAGES.notFound });

export const joinClassOrderSchema = z.object({
  code: z.string(),
  productOptionDetailId: z.number().int().nullish(),
  productOptionInputs: z.array(z.string()).nullish(),
  count: z
    .number({ error: CLASS_ORDER_MESSAGES.count })
    .int({ error: CLASS_ORDER_MESSAGES.count })
    .min(1, { error: CLASS_ORDER_MESSAGES.count })
    .max(CLASS_ORDER_LIMITS.maxCountPerMember, { error: CLASS_ORDER_MESSAGES.count }),
});

/** A new link code from the platform's CSPRNG (Web Crypto exists in Node and every browser). */
export function newClassOrderCode(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_');
}

/** The path the representative shares. */
export const classOrderPath = (code: string) => `/class/${code}`;

/** A code that cannot be one reads as a missing class order (never a format hint to guessers). */
export function parseClassOrderCode(code: unknown): string {
  const result = classOrderCodeSchema.safeParse(code);
  if (!result.success) throw notFound(CLASS_ORDER_MESSAGES.notFound);
  return result.data;
}

export const classOrderNotFound = () => notFound(CLASS_ORDER_MESSAGES.notFound);

/**
 * The status as of `now`: an OPEN class order whose deadline passed reads LOCKED. The roster
 * locks by this query-time rule, not by a job, so no join slips in between the deadline and a
 * job's next run (ADR 0065).
 */
export function classOrderStatusAt(row: { status: ClassOrderStatus; closesAt: Date }, now: Date): ClassOrderStatus {
  if (row.status === ClassOrderStatus.OPEN && now.getTime() >= row.closesAt.getTime()) return ClassOrderStatus.LOCKED;
  return row.status;
}

export interface OpenFacts {
  viewer: { tel: string | null; authority: number };
  product: ProductAvailability & {
    productType: ProductType;
  };
  /** The pickup point named, when it is one of the tenant's. */
  pickupPointFound: boolean;
  closesAt: Date;
  now: Date;
}

/** The refusal of an open request, in the order the form shows its fields; null when it may open. */
export function openClassOrderRefusal(facts: OpenFacts): AppError | null {
  const { product, now, closesAt } = facts;
  if (!facts.viewer.tel) return forbidden(CLASS_ORDER_MESSAGES.needsPhone);
  if (product.productType !== ProductType.GROUPORDER) return badUserInput(CLASS_ORDER_MESSAGES.notGroupProduct, 'productId');
  if (!isVisibleTo(product, facts.viewer.authority) || !isInSaleWindow(product, now)) {
    return new AppError('NOT_PURCHASABLE', CLASS_ORDER_MESSAGES.notPurchasable, { field: 'productId' });
  }
  if (!facts.pickupPointFound) return badUserInput(CLASS_ORDER_MESSAGES.pickupPoint, 'pickupPointId');
  if (closesAt.getTime() <= now.getTime()) return badUserInput(CLASS_ORDER_MESSAGES.closesAtPast, 'closesAt');
  if (product.saleEndedAt && closesAt.getTime() > product.saleEndedAt.getTime()) {
    return badUserInput(`마감 시각은 판매 마감(${seoulDateTime(product.saleEndedAt)}) 전으로 정해 주세요.`, 'closesAt');
  }
  return null;
}

/** Why this member cannot join (or place the joined line) now; null when they can. */
export function joinRefusal(facts: { status: ClassOrderStatus; closesAt: Date; now: Date; alreadyJoined: boolean }): AppError | null {
  const status = classOrderStatusAt(facts, facts.now);
  if (status === ClassOrderStatus.CANCELLED) return invalidState(CLASS_ORDER_MESSAGES.cancelled);
  if (status === ClassOrderStatus.LOCKED) return invalidState(CLASS_ORDER_MESSAGES.locked);
  if (facts.alreadyJoined) return invalidState(CLASS_ORDER_MESSAGES.alreadyJoined);
  return null;
}

/** A class line counts as joined unless it was cancelled (released unpaid or cancelled by the member). */
export const isJoinedLine = (status: OrderProductStatus) => status !== OrderProductStatus.CANCELLED;

/** Paid or later along the line process. */
export function isPaidLine(status: OrderProductStatus): boolean {
  return (
    status === OrderProductStatus.PAID ||
    status === OrderProductStatus.PREPARING ||
    status === OrderProductStatus.DELIVERING ||
    status === OrderProductStatus.COMPLETED
  );
}

/** Only its representative (or staff, who may look at any class order of their tenant) reads the roster. */
export function checkRosterReader(viewer: { userId: number; isStaff: boolean }, representativeId: number): void {
  if (viewer.userId !== representativeId && !viewer.isStaff) throw forbidden(CLASS_ORDER_MESSAGES.notRepresentative);
}

/** When the next reminder may go; null when one may go now. */
export function nextReminderAt(lastRemindedAt: Date | null, now: Date): Date | null {
  if (!lastRemindedAt) return null;
  const next = new Date(lastRemindedAt.getTime() + CLASS_ORDER_LIMITS.reminderIntervalHours * 3_600_000);
  return next.getTime() > now.getTime() ? next : null;
}

/** The reminder's refusal, or null; `unpaid` is how many joined members have not paid. */
export function remindRefusal(facts: { status: ClassOrderStatus; closesAt: Date; lastRemindedAt: Date | null; unpaid: number; now: Date }): AppError | null {
  if (classOrderStatusAt(facts, facts.now) !== ClassOrderStatus.OPEN) return invalidState(CLASS_ORDER_MESSAGES.remindNotOpen);
  const next = nextReminderAt(facts.lastRemindedAt, facts.now);
  if (next) {
    return new AppError('RATE_LIMITED', `알림은 하루에 한 번 보낼 수 있어요. ${seoulDateTime(next)}부터 다시 보낼 수 있어요.`, {
      retryAfterSeconds: Math.ceil((next.getTime() - facts.now.getTime()) / 1000),
    });
  }
  if (facts.unpaid === 0) return invalidState(CLASS_ORDER_MESSAGES.remindNobody);
  return null;
}

/** The cancel's refusal, or null: only an open class order nobody has paid into. */
export function cancelRefusal(facts: { status: ClassOrderStatus; closesAt: Date; paid: number; now: Date }): AppError | null {
  if (facts.paid > 0) return invalidState(CLASS_ORDER_MESSAGES.cancelPaid);
  if (facts.status === ClassOrderStatus.CANCELLED) return invalidState(CLASS_ORDER_MESSAGES.cancelNotOpen);
  return null;
}

/** A class line is picked up at the class's point: placeOrder asks for no address (place-order-rules.ts). */
export const CLASS_PICKUP_FACTS = {
  productType: ProductType.GROUPORDER,
  productGroupDelivery: { productGroupDeliveryType: ProductGroupDeliveryType.GROUP },
} as const;

export interface RosterLine {
  optionText: string | null;
  count: number;
  status: OrderProductStatus;
}

/** Units per option text (paid and all), in the order sizes first appear; lines without options read 옵션 없음. */
export function rosterSizes(lines: readonly RosterLine[]): { optionText: string; units: number; paidUnits: number }[] {
  const sizes = new Map<string, { optionText: string; units: number; paidUnits: number }>();
  for (const line of lines) {
    if (!isJoinedLine(line.status)) continue;
    const optionText = line.optionText || '옵션 없음';
    const size = sizes.get(optionText) ?? { optionText, units: 0, paidUnits: 0 };
    size.units += line.count;
    if (isPaidLine(line.status)) size.paidUnits += line.count;
    sizes.set(optionText, size);
  }
  return [...sizes.values()];
}

