import type { ClassOrderStatus, OrderProductStatus } from '../../../domain/enums';
import { PICKUP_POINT_ID } from './products/build';

/*
 * The demo class order (ADR 0065): the demo member (김한빛) is the representative of 경영학과 23학번's
 * order of the 2026 경영학과 과잠, closing in four days, with a roster of five classmates, three paid.
 * The mocked API keeps the classmates as roster rows; the backend seeder makes them members with
 * real orders (backend/src/db/seeders/seed-class-orders.ts).
 */

/** The demo link: /class/Bz26Class23a (12 characters like every code). */
export const DEMO_CLASS_ORDER_CODE = 'Bz26Class23a';
export const DEMO_CLASS_ORDER_PRODUCT_ID = 1;

export interface ScenarioRosterRow {
  orderProductId: number;
  name: string;
  optionText: string | null;
  inputs: string[];
  count: number;
  status: OrderProductStatus;
}

export interface ScenarioClassOrder {
  id: number;
  code: string;
  productId: number;
  representativeId: number;
  representativeName: string;
  department: string;
  className: string;
  pickupPointId: number;
  closesAt: string;
  status: ClassOrderStatus;
  lastRemindedAt: string | null;
  createdAt: string;
  seededRoster: ScenarioRosterRow[];
}

/** Classmates of the demo roster: name, option, initials, student number, paid. */
export const DEMO_CLASSMATES = [
  { name: '이서연', option: ['네이비', 'M'], initials: 'LSY', number: '20231001', paid: true },
  { name: '박지훈', option: ['네이비', 'L'], initials: 'PJH', number: '20231002', paid: true },
  { name: '최유나', option: ['블랙', 'S'], initials: 'CYN', number: '23학번', paid: true },
  { name: '정민재', option: ['네이비', 'XL'], initials: 'JMJ', number: '20231004', paid: false },
  { name: '한소희', option: ['버건디', 'M'], initials: 'HSH', number: '20231005', paid: false },
] as const;

const DAY = 86_400_000;

export function standardClassOrders(now: Date): ScenarioClassOrder[] {
  return [
    {
      id: 1,
      code: DEMO_CLASS_ORDER_CODE,
      productId: DEMO_CLASS_ORDER_PRODUCT_ID,
      representativeId: 1,
      representativeName: '김한빛',
      department: '경영학과',
      className: '23학번',
      pickupPointId: PICKUP_POINT_ID,
      closesAt: new Date(now.getTime() + 4 * DAY).toISOString(),
      status: 'OPEN',
      lastRemindedAt: null,
      createdAt: new Date(now.getTime() - 2 * DAY).toISOString(),
      seededRoster: DEMO_CLASSMATES.map((mate, index) => ({
        orderProductId: 90_001 + index,
        name: mate.name,
        optionText: mate.option.join(' / '),
        inputs: [mate.initials, mate.number],
        count: 1,
        status: mate.paid ? 'PAID' : 'READY',
      })),
    },
  ];
}
