// The demo member's order history in `standard`: one order per situation the my-page screens
// must show, lines in every status, dated so that each product already existed when ordered.
import { StandardIds } from './ids';
import { ago } from './lookup';
import type { OrderSpec } from './order-build';
import { seoulDay } from '../../../domain/order-desk/order-line-filter';

const { order: O, orderProduct: L } = StandardIds;
const INITIALS = ['KHB', '23'];

export function standardOrderSpecs(now: Date): OrderSpec[] {
  return [
    {
      // Ordered inside the council jacket's sale window (it closed 30 days ago); in production now.
      id: O.groupPickupPreparing,
      createdAt: ago(now, { days: 35, hours: 2 }),
      payMethod: 'kakaopay',
      delivery: 'pickup',
      lines: [
        {
          id: L.councilVarsity,
          productId: 4,
          options: ['로얄블루', 'M'],
          inputs: INITIALS,
          status: 'PREPARING',
          // Staff told the buyer the embroidery runs late (ADR 0050): the order pages show it.
          shippingDelay: {
            __typename: 'OrderProductShippingDelay',
            reason: '이니셜 자수 작업이 늦어지고 있어요',
            expectedDate: seoulDay(new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000)),
            notifiedAt: ago(now, { days: 1 }),
          },
        },
      ],
    },
    {
      id: O.completedTees,
      createdAt: ago(now, { days: 28, hours: 5 }),
      payMethod: 'card',
      delivery: 'home',
      lines: [
        { id: L.logoTee, productId: 24, options: ['화이트', 'M'], count: 2, status: 'COMPLETED', completedAfter: { days: 3 } },
        { id: L.ecobag, productId: 30, status: 'COMPLETED', completedAfter: { days: 3 } },
      ],
    },
    {
      id: O.completedHoodie,
      createdAt: ago(now, { days: 18, hours: 3 }),
      payMethod: 'card',
      delivery: 'home',
      lines: [
        { id: L.logoHoodie, productId: 10, options: ['그레이', 'L'], status: 'COMPLETED', deliveryCompanyId: 2, shippingNumber: '512345678901' },
        { id: L.ballcap, productId: 31, options: ['네이비'], status: 'COMPLETED', deliveryCompanyId: 2, shippingNumber: '512345678902' },
        { id: L.socks, productId: 34, options: ['250-270'], status: 'COMPLETED', deliveryCompanyId: 2, shippingNumber: '512345678903' },
      ],
    },
    {
      id: O.cancelled,
      createdAt: ago(now, { days: 9, hours: 7 }),
      payMethod: 'card',
      delivery: 'home',
      lines: [
        {
          id: L.fleeceHalfzip,
          productId: 22,
          options: ['그린', 'M'],
          status: 'CANCELLED',
          cancelReason: '사이즈를 잘못 선택했어요. L로 다시 주문할게요.',
        },
      ],
    },
    {
      id: O.delivering,
      createdAt: ago(now, { days: 6, hours: 1 }),
      payMethod: 'trans',
      delivery: 'home',
      lines: [
        { id: L.coachJacket, productId: 6, options: ['블랙', 'L'], status: 'DELIVERING', shippingNumber: '684012345671', shippedAfter: { days: 5 } },
        { id: L.crewneck, productId: 16, options: ['네이비', 'M'], status: 'DELIVERING', shippingNumber: '684012345671', shippedAfter: { days: 5 } },
        {
          id: L.zipupCancelled,
          productId: 13,
          options: ['그레이', 'M'],
          status: 'CANCELLED',
          cancelReason: '색상을 잘못 골랐어요.',
        },
      ],
    },
    {
      id: O.paidWithPoints,
      createdAt: ago(now, { days: 2, hours: 4 }),
      payMethod: 'card',
      delivery: 'home',
      lines: [{ id: L.shortPadding, productId: 8, options: ['블랙', 'M'], status: 'PAID', pointUsing: 1500 }],
    },
    {
      id: O.vbankAwaitingDeposit,
      createdAt: ago(now, { days: 1, hours: 2 }),
      payMethod: 'vbank',
      delivery: 'home',
      vbank: { num: '27390104512345', bankName: 'KB국민은행', bankCode: '004', holder: '한빛대학교소비자생활협동조합', dueAfter: { days: 3 } },
      lines: [
        { id: L.fleeceJacket, productId: 19, options: ['네이비', 'L'], status: 'READY' },
        { id: L.longsleeve, productId: 28, options: ['차콜', 'L'], status: 'READY' },
      ],
    },
    {
      id: O.cardAwaitingPayment,
      createdAt: ago(now, { minutes: 10 }),
      payMethod: 'card',
      delivery: 'home',
      lines: [{ id: L.crewneckIvory, productId: 16, options: ['아이보리', 'L'], status: 'READY' }],
    },
  ];
}

