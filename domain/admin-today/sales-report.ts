import { badUserInput } from '../errors/errors';
import { parseInput } from '../errors/input';
import { orderLineFilterInput, seoulDay, seoulDayStart } from '../order-desk/order-line-filter';
import { linePointsOf } from '../order/order-line-rules';
import { PointTypeCode } from '../reference/reference';

// The numbers (docs/decisions/0054-today-and-numbers.md): which lines count, on which day, and
// how they add up. The backend reads the period's lines with one statement and the mocked API
// reads its store; both hand the rows to `buildSalesReport`, so the figures can never differ.

/** The longest period one report covers: a year, leap day included. */
export const SALES_MAX_DAYS = 366;

export const SALES_MESSAGES = {
  period: '기간은 최대 366일까지 볼 수 있어요. 기간을 줄여 주세요.',
  required: '시작일과 종료일을 모두 골라 주세요.',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export type SalesPeriod = { from: string; to: string };

/**
 * Both ends required, each checked by the order desk's own day rules (the same sentences), and at
 * most SALES_MAX_DAYS long; BAD_USER_INPUT naming the field otherwise.
 */
export function parseSalesPeriod(raw: { from?: string | null; to?: string | null }): SalesPeriod {
  if (!raw.from?.trim()) throw badUserInput(SALES_MESSAGES.required, 'from');
  if (!raw.to?.trim()) throw badUserInput(SALES_MESSAGES.required, 'to');
  const { from, to } = parseInput(orderLineFilterInput, { from: raw.from, to: raw.to });
  if (!from || !to) throw badUserInput(SALES_MESSAGES.required, 'from');
  if (daysBetween(from, to) > SALES_MAX_DAYS) throw badUserInput(SALES_MESSAGES.period, 'from');
  return { from, to };
}

/** Days in the period, both ends included. */
function daysBetween(from: string, to: string): number {
  return Math.round((seoulDayStart(to).getTime() - seoulDayStart(from).getTime()) / DAY_MS) + 1;
}

/** Every Seoul day of the period, oldest first, so quiet days still show as zero. */
export function periodDays(period: SalesPeriod): string[] {
  const days: string[] = [];
  for (let at = seoulDayStart(period.from).getTime(); at <= seoulDayStart(period.to).getTime(); at += DAY_MS) {
    days.push(seoulDay(new Date(at)));
  }
  return days;
}

/** One order line as the report reads it (the backend's row and the mock's line both fit). */
export interface SalesLine {
  orderId: number;
  productId: number;
  productName: string;
  productOptionDetailId: number | null;
  optionText: string;
  status: string;
  count: number;
  salePrice: number;
  paidPrice: number;
  deliveryFee: number;
  pointUsing: number;
  cancelPrice: number;
  payMethod: string;
  /** When the order's payment arrived; the report's day. */
  paidAt: Date;
}

/**
 * docs/product-rules.md#numbers: a line sells on the Seoul day its order was PAID. A line cancelled
 * before payment was never sold; a line cancelled after payment stays in its paid day's gross and
 * its refund (cancelPrice) is subtracted on that same day.
 */
export function isSoldLine(line: Pick<SalesLine, 'status' | 'cancelPrice'>): boolean {
  return line.status !== 'READY' && (line.status !== 'CANCELLED' || line.cancelPrice > 0);
}

/** What the PG charged for the line: goods after discount and points, plus the money part of a fee booked on it. */
export function lineGross(line: Pick<SalesLine, 'paidPrice' | 'deliveryFee' | 'pointUsing' | 'salePrice' | 'count'>): number {
  return line.paidPrice + linePointsOf(line).feePaidPrice;
}

export interface Figures {
  gross: number;
  refunds: number;
  net: number;
  units: number;
}

const zero = (): Figures => ({ gross: 0, refunds: 0, net: 0, units: 0 });

function add(figures: Figures, line: SalesLine): void {
  const gross = lineGross(line);
  figures.gross += gross;
  figures.refunds += line.cancelPrice;
  figures.net += gross - line.cancelPrice;
  // Units are what left the shelf for good: a cancelled line's units came back.
  if (line.status !== 'CANCELLED') figures.units += line.count;
}

/** The report in the contract's shape (schema/admin-today.graphql StaffSalesReport). */
export interface SalesReport {
  from: string;
  to: string;
  total: Figures;
  orders: number;
  days: { day: string; orders: number; figures: Figures }[];
  products: {
    productId: number;
    productName: string;
    figures: Figures;
    options: { productOptionDetailId: number | null; optionText: string; figures: Figures }[];
  }[];
  payMethods: { payMethod: string; net: number; gross: number; orders: number }[];
  points: { issued: number; spent: number };
}

const figuresOf = ({ gross, refunds, net, units }: Figures): Figures => ({ gross, refunds, net, units });

/** A points ledger row as the report reads it. */
export interface SalesPointRow {
  status: string;
  typeCode: string;
  value: number;
}

/**
 * Issued: every GAIN except the points a cancellation gave back (those were issued once already);
 * spent: what members paid orders with (USE). Staff take-backs and expiry are neither.
 */
export function pointFlowOf(row: SalesPointRow): 'issued' | 'spent' | null {
  if (row.status === 'GAIN' && row.typeCode !== PointTypeCode.REFUND) return 'issued';
  if (row.status === 'USED' && row.typeCode === PointTypeCode.USE) return 'spent';
  return null;
}

export function buildSalesReport(period: SalesPeriod, lines: readonly SalesLine[], points: readonly SalesPointRow[]): SalesReport {
  const days = new Map(periodDays(period).map((day) => [day, { ...zero(), day, orders: new Set<number>() }]));
  const total = { ...zero(), orders: new Set<number>() };
  const products = new Map<number, Figures & { productId: number; productName: string; options: Map<string, Figures & { productOptionDetailId: number | null; optionText: string }> }>();
  const pays = new Map<string, { payMethod: string; net: number; gross: number; orders: Set<number> }>();
  for (const line of lines) {
    if (!isSoldLine(line)) continue;
    const day = days.get(seoulDay(line.paidAt));
    if (!day) continue;
    add(day, line);
    day.orders.add(line.orderId);
    add(total, line);
    total.orders.add(line.orderId);
    const product = products.get(line.productId) ?? { ...zero(), productId: line.productId, productName: line.productName, options: new Map() };
    products.set(line.productId, product);
    add(product, line);
    const optionKey = `${line.productOptionDetailId ?? ''}:${line.productOptionDetailId === null ? line.optionText : ''}`;
    const option = product.options.get(optionKey) ?? { ...zero(), productOptionDetailId: line.productOptionDetailId, optionText: line.optionText };
    product.options.set(optionKey, option);
    add(option, line);
    const pay = pays.get(line.payMethod) ?? { payMethod: line.payMethod, net: 0, gross: 0, orders: new Set<number>() };
    pays.set(line.payMethod, pay);
    pay.gross += lineGross(line);
    pay.net += lineGross(line) - line.cancelPrice;
    pay.orders.add(line.orderId);
  }
  const flows = { issued: 0, spent: 0 };
  for (const row of points) {
    const flow = pointFlowOf(row);
    if (flow) flows[flow] += row.value;
  }
  return {
    ...period,
    total: figuresOf(total),
    orders: total.orders.size,
    days: [...days.values()].map((day) => ({ day: day.day, orders: day.orders.size, figures: figuresOf(day) })),
    products: [...products.values()]
      .sort((a, b) => b.net - a.net || a.productId - b.productId)
      .map((product) => ({
        productId: product.productId,
        productName: product.productName,
        figures: figuresOf(product),
        options: [...product.options.values()]
          .sort((a, b) => b.net - a.net || a.optionText.localeCompare(b.optionText))
          .map((option) => ({ productOptionDetailId: option.productOptionDetailId, optionText: option.optionText, figures: figuresOf(option) })),
      })),
    payMethods: [...pays.values()].sort((a, b) => b.net - a.net).map((pay) => ({ ...pay, orders: pay.orders.size })),
    points: flows,
  };
}
