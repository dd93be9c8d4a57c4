import type { MessageTemplateKey, TemplateVariables } from './templates';
import { orderPath, seoulDateTime, won } from './message-format';

/*
 * The payment events' messages, decided once for the API (backend/src/modules/messaging/
 * order-messages.ts) and the mocked API (mocks/store/messages.ts): which template, the subject
 * that makes the event unique, and the template's values, from plain order facts.
 */

export interface OrderMessageFacts {
  id: number;
  mUid: string;
  paidPrice: number;
  payMethod: string | null;
  vbankName?: string | null;
  vbankNum?: string | null;
  vbankHolder?: string | null;
  vbankDate?: Date | string | null;
}

export interface OrderMessage<K extends MessageTemplateKey> {
  template: K;
  subject: string;
  variables: TemplateVariables<K>;
}

/** A virtual account was issued: where to deposit, how much, and by when. */
export function orderPlacedMessage(order: OrderMessageFacts): OrderMessage<'ORDER_PLACED'> {
  return {
    template: 'ORDER_PLACED',
    subject: `order:${order.id}:vbank:${order.vbankNum ?? ''}`,
    variables: {
      orderNo: order.mUid,
      amount: won(order.paidPrice),
      bankName: order.vbankName ?? '',
      accountNumber: order.vbankNum ?? '',
      accountHolder: order.vbankHolder ?? '',
      dueAt: order.vbankDate ? seoulDateTime(new Date(order.vbankDate)) : '',
      orderUrl: orderPath(order.id),
    },
  };
}

/** Paid by card and the like (ORDER_PAID), or a virtual account's deposit arrived (VBANK_DEPOSITED). */
export function orderPaidMessage(order: OrderMessageFacts): OrderMessage<'ORDER_PAID'> | OrderMessage<'VBANK_DEPOSITED'> {
  const variables = { orderNo: order.mUid, amount: won(order.paidPrice), orderUrl: orderPath(order.id) };
  return order.payMethod === 'vbank'
    ? { template: 'VBANK_DEPOSITED', subject: `order:${order.id}`, variables }
    : { template: 'ORDER_PAID', subject: `order:${order.id}`, variables };
}
