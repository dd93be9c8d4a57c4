// Notifications: texts filled in from the repo's templates (domain/messaging), as members get them.
import { renderTemplate } from '../../domain/messaging/render';
import { MESSAGE_TEMPLATES } from '../../domain/messaging/templates';
import type * as T from '../__generated__/types';
import { daysBefore } from './clock';
import { int, nextId, pick, withOverrides } from './random';

const SAMPLE_VALUES: Record<string, string> = {
  name: '김한빛',
  shopName: '한빛대 생협 굿즈샵',
  orderNo: '20260901-000123',
  amount: '59,000원',
  bankName: '신한은행',
  accountNumber: '562-000123-59000',
  accountHolder: '한빛대학교 소비자생활협동조합',
  dueAt: '2026년 9월 3일 (목) 23:59',
  orderUrl: 'https://shop.hanbit.ac.kr/my/orders/123',
  productName: '한빛 바시티 재킷',
  courier: 'CJ대한통운',
  trackingNumber: '684012345678',
  trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=684012345678',
  completion: '배송',
  reviewUrl: 'https://shop.hanbit.ac.kr/my/reviews/write/456',
  reason: '원단 입고 지연',
  expectedDate: '9월 12일',
  refundAmount: '29,500원',
  productUrl: 'https://shop.hanbit.ac.kr/products/24',
  feedback: '상품과 관계없는 사진이 있어요.',
  campaignName: '2026 컴퓨터공학과 과잠',
  nextTryAt: '2026년 12월 2일 (수) 10:00',
  className: '컴퓨터공학과',
  deadline: '9월 30일',
  resetUrl: '(보안을 위해 지웠어요)',
};

/** The sample values a template needs, for stories and factories. */
export function sampleMessageValues(template: keyof typeof MESSAGE_TEMPLATES): Record<string, string> {
  return Object.fromEntries(['name', 'shopName', ...MESSAGE_TEMPLATES[template].variables].map((name) => [name, SAMPLE_VALUES[name] ?? '']));
}

export function buildMessage(overrides?: Partial<T.Message>): T.Message {
  const template = pick(['ORDER_PLACED', 'ORDER_PAID', 'SHIPPED', 'LINE_COMPLETED'] as const);
  const status = pick(['SENT', 'SENT', 'SENT', 'QUEUED', 'FAILED'] as const);
  const createdAt = daysBefore(int(0, 20));
  return withOverrides(
    {
      __typename: 'Message',
      id: nextId('Message'),
      template,
      title: MESSAGE_TEMPLATES[template].title,
      text: renderTemplate(template, sampleMessageValues(template)),
      purpose: MESSAGE_TEMPLATES[template].purpose,
      status,
      channel: status === 'QUEUED' ? null : 'ALIMTALK',
      createdAt,
      sentAt: status === 'SENT' ? createdAt : null,
    },
    overrides,
  );
}

export function buildMessagePage(overrides?: Partial<T.MessagePage>): T.MessagePage {
  const items = overrides?.items ?? Array.from({ length: 3 }, () => buildMessage());
  return withOverrides({ __typename: 'MessagePage', items, total: items.length }, overrides);
}

export function buildStaffMessage(overrides?: Partial<T.StaffMessage>): T.StaffMessage {
  const message = overrides?.message ?? buildMessage();
  return withOverrides(
    {
      __typename: 'StaffMessage',
      message,
      userId: 1,
      userName: '김한빛',
      recipient: message.channel === null ? null : '+821012345678',
      attempts: message.status === 'QUEUED' ? 0 : message.status === 'FAILED' ? 5 : 1,
      result: message.status === 'FAILED' ? 'Solapi 503 (5번 시도)' : message.status === 'SENT' ? '알림톡 접수' : null,
      resendable: message.status === 'FAILED',
    },
    overrides,
  );
}

export function buildStaffMessagePage(overrides?: Partial<T.StaffMessagePage>): T.StaffMessagePage {
  const items = overrides?.items ?? Array.from({ length: 3 }, () => buildStaffMessage());
  return withOverrides({ __typename: 'StaffMessagePage', items, total: items.length }, overrides);
}
