import { z } from 'zod';
import { OrderProductStatus, PayMethod } from '../enums';
import { SHOP_TIME_ZONE } from '../catalog/sale-window';

// The order desk's filter (docs/decisions/0049-order-desk.md): the desk's list, its counts, the
// courier export and the numbers all read lines through this one input, so "what staff see" and
// "what they export" can never differ.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const ORDER_LINE_FILTER_MESSAGES = {
  day: '날짜는 2026-11-27처럼 입력해 주세요.',
  range: '시작일이 종료일보다 늦어요. 기간을 다시 골라 주세요.',
  search: '검색어는 50자 이내로 입력해 주세요.',
  id: '목록에서 다시 골라 주세요.',
  option: '옵션을 고르려면 상품을 먼저 골라 주세요.',
} as const;

const day = z
  .string()
  .trim()
  .regex(DAY, { error: ORDER_LINE_FILTER_MESSAGES.day })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+09:00`)), { error: ORDER_LINE_FILTER_MESSAGES.day });

const id = z.number().int({ error: ORDER_LINE_FILTER_MESSAGES.id }).positive({ error: ORDER_LINE_FILTER_MESSAGES.id });

export const orderLineFilterInput = z
  .object({
    statuses: z.array(z.enum(OrderProductStatus)).max(10).nullish(),
    productId: id.nullish(),
    productOptionDetailId: id.nullish(),
    payMethod: z.enum(PayMethod).nullish(),
    from: day.nullish().or(z.literal('').transform(() => null)),
    to: day.nullish().or(z.literal('').transform(() => null)),
    pickupPointId: id.nullish(),
    shippingRequested: z.boolean().nullish(),
    search: z.string().trim().max(50, { error: ORDER_LINE_FILTER_MESSAGES.search }).nullish(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    error: ORDER_LINE_FILTER_MESSAGES.range,
    path: ['to'],
  })
  .refine((filter) => !filter.productOptionDetailId || filter.productId, {
    error: ORDER_LINE_FILTER_MESSAGES.option,
    path: ['productOptionDetailId'],
  });

export type OrderLineFilter = z.output<typeof orderLineFilterInput>;

/** The day's first instant on the Seoul clock (Korea keeps no daylight saving time). */
export function seoulDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`);
}

/** The instant the day after `day` starts: ranges are [from start, to's next day start). */
export function seoulDayEnd(day: string): Date {
  return new Date(seoulDayStart(day).getTime() + 24 * 60 * 60 * 1000);
}

const seoulDate = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Seoul calendar day of an instant, YYYY-MM-DD. */
export function seoulDay(instant: Date): string {
  return seoulDate.format(instant);
}

function addDays(day: string, days: number): string {
  return seoulDay(new Date(seoulDayStart(day).getTime() + days * 24 * 60 * 60 * 1000));
}

export type PeriodPreset = 'today' | 'week' | 'month' | 'thisMonth' | 'lastMonth';

/** The period picker's quick choices, in the order the desk and the numbers show them. */
export const PERIOD_PRESETS: readonly { preset: PeriodPreset; label: string }[] = [
  { preset: 'today', label: '오늘' },
  { preset: 'week', label: '최근 7일' },
  { preset: 'month', label: '최근 30일' },
  { preset: 'thisMonth', label: '이번 달' },
  { preset: 'lastMonth', label: '지난달' },
];

/** The days a quick choice covers at `now`, both ends included, on the Seoul clock. */
export function periodOf(preset: PeriodPreset, now: Date): { from: string; to: string } {
  const today = seoulDay(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'month':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
  }
}
