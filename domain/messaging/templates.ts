/*
 * Every message the shop sends, one template per event (docs/decisions/0040-notifications.md).
 * `text` is the 알림톡 template exactly as submitted to Kakao for approval: Kakao refuses a message
 * whose text differs from the approved one in anything but the #{variables}, so this file is the
 * copy of record and a change here means a new template id submitted again. SMS and e-mail reuse
 * the same text. Pure data: no Node built-ins, no ORM.
 */

/** TRANSACTIONAL always goes; MARKETING needs the member's consent and waits out quiet hours. */
export type MessagePurpose = 'TRANSACTIONAL' | 'MARKETING';

export interface MessageTemplateDefinition {
  /** The template id Kakao approved (Solapi's `templateId`); null for templates never sent as 알림톡. */
  readonly alimtalkTemplateId: string | null;
  readonly purpose: MessagePurpose;
  /** E-mail subject and the title in message histories; may use the template's #{variables}. */
  readonly title: string;
  /** Only e-mail: the member's address, never their phone (password reset). */
  readonly emailOnly?: boolean;
  /** The variables the event supplies; `name` and `shopName` come from the member and the tenant. */
  readonly variables: readonly string[];
  /** Variables erased from the stored record once sent (a reset link is a credential). */
  readonly secret?: readonly string[];
  /** The variable whose URL the e-mail shows as its button. */
  readonly link?: { readonly label: string; readonly variable: string };
  readonly text: string;
}

/** Filled in by the messaging service for every template, never by the event. */
export const COMMON_VARIABLES = ['name', 'shopName'] as const;

export const MESSAGE_TEMPLATES = {
  ORDER_PLACED: {
    alimtalkTemplateId: 'CAMPUS_ORDER_PLACED_V1',
    purpose: 'TRANSACTIONAL',
    title: '주문 접수 · 입금 안내',
    variables: ['orderNo', 'amount', 'bankName', 'accountNumber', 'accountHolder', 'dueAt', 'orderUrl'],
    link: { label: '주문 보기', variable: 'orderUrl' },
    text:
      '[#{shopName}] 주문이 접수되었어요\n\n#{name}님, 아래 가상계좌로 입금해 주세요.\n\n' +
      '주문번호: #{orderNo}\n입금액: #{amount}\n은행: #{bankName}\n계좌번호: #{accountNumber}\n' +
      '예금주: #{accountHolder}\n입금 기한: #{dueAt}\n\n기한까지 입금하지 않으면 주문이 자동으로 취소돼요.\n#{orderUrl}',
  },
  ORDER_PAID: {
    alimtalkTemplateId: 'CAMPUS_ORDER_PAID_V1',
    purpose: 'TRANSACTIONAL',
    title: '결제 완료',
    variables: ['orderNo', 'amount', 'orderUrl'],
    link: { label: '주문 보기', variable: 'orderUrl' },
    text: '[#{shopName}] 결제가 완료되었어요\n\n#{name}님, 주문해 주셔서 고마워요.\n\n주문번호: #{orderNo}\n결제 금액: #{amount}\n\n상품이 준비되면 다시 알려 드릴게요.\n#{orderUrl}',
  },
  VBANK_DEPOSITED: {
    alimtalkTemplateId: 'CAMPUS_VBANK_DEPOSITED_V1',
    purpose: 'TRANSACTIONAL',
    title: '입금 확인',
    variables: ['orderNo', 'amount', 'orderUrl'],
    link: { label: '주문 보기', variable: 'orderUrl' },
    text: '[#{shopName}] 입금이 확인되었어요\n\n#{name}님, 가상계좌 입금을 확인했어요.\n\n주문번호: #{orderNo}\n입금액: #{amount}\n\n상품이 준비되면 다시 알려 드릴게요.\n#{orderUrl}',
  },
  VBANK_EXPIRING: {
    alimtalkTemplateId: 'CAMPUS_VBANK_EXPIRING_V1',
    purpose: 'TRANSACTIONAL',
    title: '입금 기한 임박',
    variables: ['orderNo', 'amount', 'bankName', 'accountNumber', 'dueAt', 'orderUrl'],
    link: { label: '주문 보기', variable: 'orderUrl' },
    text:
      '[#{shopName}] 입금 기한이 얼마 남지 않았어요\n\n#{name}님, #{dueAt}까지 입금하지 않으면 주문이 취소돼요.\n\n' +
      '주문번호: #{orderNo}\n입금액: #{amount}\n은행: #{bankName}\n계좌번호: #{accountNumber}\n#{orderUrl}',
  },
  SHIPPED: {
    alimtalkTemplateId: 'CAMPUS_SHIPPED_V1',
    purpose: 'TRANSACTIONAL',
    title: '상품 발송',
    variables: ['orderNo', 'productName', 'courier', 'trackingNumber', 'trackingUrl'],
    link: { label: '배송 조회', variable: 'trackingUrl' },
    text:
      '[#{shopName}] 상품이 발송되었어요\n\n#{name}님, 주문하신 상품을 보냈어요.\n\n주문번호: #{orderNo}\n상품: #{productName}\n' +
      '택배사: #{courier}\n송장번호: #{trackingNumber}\n\n배송 조회: #{trackingUrl}',
  },
  LINE_COMPLETED: {
    alimtalkTemplateId: 'CAMPUS_LINE_COMPLETED_V1',
    purpose: 'TRANSACTIONAL',
    title: '수령 완료',
    variables: ['orderNo', 'productName', 'completion', 'reviewUrl'],
    link: { label: '후기 쓰기', variable: 'reviewUrl' },
    text: '[#{shopName}] #{completion}이 완료되었어요\n\n#{name}님, 주문번호 #{orderNo}의 #{productName} 상품을 전해 드렸어요.\n\n마음에 드셨다면 후기를 남겨 주세요.\n#{reviewUrl}',
  },
  SHIPPING_DELAYED: {
    alimtalkTemplateId: 'CAMPUS_SHIPPING_DELAYED_V1',
    purpose: 'TRANSACTIONAL',
    title: '배송 지연 안내',
    variables: ['orderNo', 'productName', 'reason', 'expectedDate'],
    text:
      '[#{shopName}] 배송이 늦어지고 있어요\n\n#{name}님, 기다리게 해서 죄송해요.\n\n주문번호: #{orderNo}\n상품: #{productName}\n' +
      '사유: #{reason}\n발송 예정일: #{expectedDate}',
  },
  LINE_CANCELLED: {
    alimtalkTemplateId: 'CAMPUS_LINE_CANCELLED_V1',
    purpose: 'TRANSACTIONAL',
    title: '주문 취소 · 환불',
    variables: ['orderNo', 'productName', 'refundAmount'],
    text:
      '[#{shopName}] 주문이 취소되었어요\n\n#{name}님, 아래 상품의 주문을 취소했어요.\n\n주문번호: #{orderNo}\n상품: #{productName}\n' +
      '환불 금액: #{refundAmount}\n\n환불은 결제 수단에 따라 영업일 기준 3~5일 걸릴 수 있어요.',
  },
  CANCEL_REQUEST_REFUSED: {
    alimtalkTemplateId: 'CAMPUS_CANCEL_REQUEST_REFUSED_V1',
    purpose: 'TRANSACTIONAL',
    title: '취소 요청 답변',
    variables: ['orderNo', 'productName', 'answer', 'orderUrl'],
    link: { label: '주문 보기', variable: 'orderUrl' },
    text:
      '[#{shopName}] 취소 요청에 답변했어요\n\n#{name}님, 아래 상품은 이미 준비가 진행되어 취소해 드리지 못했어요.\n\n주문번호: #{orderNo}\n상품: #{productName}\n' +
      '답변: #{answer}\n#{orderUrl}',
  },
  RESTOCKED: {
    alimtalkTemplateId: 'CAMPUS_RESTOCKED_V1',
    purpose: 'TRANSACTIONAL',
    title: "'#{productName}' 재입고 알림",
    variables: ['productName', 'productUrl'],
    link: { label: '상품 보기', variable: 'productUrl' },
    text: "[#{shopName}] 재입고 알림: '#{productName}' 상품이 다시 입고되었어요. 수량이 많지 않으니 서둘러 주문해 주세요.\n#{productUrl}",
  },
  REVIEW_REJECTED: {
    alimtalkTemplateId: 'CAMPUS_REVIEW_REJECTED_V1',
    purpose: 'TRANSACTIONAL',
    title: '후기 반려 안내',
    variables: ['productName', 'feedback'],
    text: '[#{shopName}] 후기가 반려되었어요\n\n#{name}님, #{productName} 상품 후기를 게시하지 못했어요.\n\n사유: #{feedback}\n\n내용을 고쳐 다시 올려 주세요.',
  },
  GROUP_PURCHASE_CONFIRMED: {
    alimtalkTemplateId: 'CAMPUS_GROUP_CONFIRMED_V1',
    purpose: 'TRANSACTIONAL',
    title: '공동구매 확정',
    variables: ['campaignName', 'orderNo', 'expectedDate'],
    text: '[#{shopName}] 공동구매가 확정되었어요\n\n#{name}님, #{campaignName} 공동구매가 목표 인원을 채웠어요.\n\n주문번호: #{orderNo}\n발송 예정일: #{expectedDate}',
  },
  GROUP_PURCHASE_FAILED: {
    alimtalkTemplateId: 'CAMPUS_GROUP_FAILED_V1',
    purpose: 'TRANSACTIONAL',
    title: '공동구매 무산 · 환불',
    variables: ['campaignName', 'orderNo', 'refundAmount'],
    text:
      '[#{shopName}] 공동구매가 진행되지 못했어요\n\n#{name}님, #{campaignName} 공동구매가 목표 인원을 채우지 못했어요.\n\n' +
      '주문번호: #{orderNo}\n환불 금액: #{refundAmount}\n\n결제하신 금액은 모두 돌려 드려요.',
  },
  // CHARGE_AT_CLOSE group purchases (ADR 0064): a refused charge on the registered card, and the end of the tries.
  CAMPAIGN_CHARGE_REFUSED: {
    alimtalkTemplateId: 'CAMPUS_GROUP_CHARGE_REFUSED_V1',
    purpose: 'TRANSACTIONAL',
    title: '공동구매 결제 실패 안내',
    variables: ['orderNo', 'amount', 'reason', 'nextTryAt', 'orderUrl'],
    link: { label: '결제 수단 변경하기', variable: 'orderUrl' },
    text:
      '[#{shopName}] 공동구매 결제가 되지 않았어요\n\n#{name}님, 등록한 결제 수단으로 결제하지 못했어요.\n\n' +
      '주문번호: #{orderNo}\n결제 금액: #{amount}\n사유: #{reason}\n다음 결제 시도: #{nextTryAt}\n\n' +
      '주문 상세에서 결제 수단 변경을 누르면 다른 카드나 카카오페이로 바꿀 수 있어요.\n#{orderUrl}',
  },
  CAMPAIGN_CHARGE_CANCELLED: {
    alimtalkTemplateId: 'CAMPUS_GROUP_CHARGE_CANCELLED_V1',
    purpose: 'TRANSACTIONAL',
    title: '공동구매 주문 취소 안내',
    variables: ['orderNo', 'reason', 'orderUrl'],
    link: { label: '주문 보기', variable: 'orderUrl' },
    text:
      '[#{shopName}] 공동구매 주문이 취소되었어요\n\n#{name}님, 결제를 여러 번 시도했지만 되지 않아 주문을 취소했어요.\n\n' +
      '주문번호: #{orderNo}\n사유: #{reason}\n\n결제된 금액은 없어요.\n#{orderUrl}',
  },
  // Staff extended, lowered the goal of, or cancelled a running group purchase: every participant is told why.
  GROUP_PURCHASE_CHANGED: {
    alimtalkTemplateId: 'CAMPUS_GROUP_CHANGED_V1',
    purpose: 'TRANSACTIONAL',
    title: '공동구매 변경 안내',
    variables: ['campaignName', 'change', 'reason', 'productUrl'],
    link: { label: '공동구매 보기', variable: 'productUrl' },
    text: '[#{shopName}] 공동구매 안내\n\n#{name}님, 참여하신 #{campaignName} 공동구매가 바뀌었어요.\n\n#{change}\n사유: #{reason}\n#{productUrl}',
  },
  // A member asked to have uncollected pickup lines shipped instead (ADR 0067, 0070): what, where, and that the courier collects the fee.
  PICKUP_SHIPPING_REQUESTED: {
    alimtalkTemplateId: 'CAMPUS_PICKUP_SHIPPING_V1',
    purpose: 'TRANSACTIONAL',
    title: '택배 발송 신청 안내',
    variables: ['orderNo', 'productNames', 'address', 'orderUrl'],
    link: { label: '주문 보기', variable: 'orderUrl' },
    text:
      '[#{shopName}] 택배 발송 신청을 받았어요\n\n#{name}님, 찾아가지 못한 상품을 택배로 보내 드릴게요.\n\n' +
      '주문번호: #{orderNo}\n상품: #{productNames}\n받는 곳: #{address}\n\n택배비는 상품을 받으실 때 내 주세요(착불). 보내면 다시 알려 드릴게요.\n#{orderUrl}',
  },
  // Advertising may not travel as 알림톡 (Kakao's rule), so this one goes by SMS or e-mail, marked (광고).
  CLASS_ORDER_REMINDER: {
    alimtalkTemplateId: null,
    purpose: 'MARKETING',
    title: '학과 단체 주문 마감 안내',
    variables: ['className', 'deadline', 'orderUrl'],
    link: { label: '주문하러 가기', variable: 'orderUrl' },
    text: '(광고)[#{shopName}] #{className} 단체 주문이 #{deadline}에 마감돼요.\n#{name}님, 아직 주문하지 않았다면 서둘러 주세요.\n#{orderUrl}\n수신 거부: 마이페이지 > 회원 정보',
  },
  PASSWORD_RESET: {
    alimtalkTemplateId: null,
    purpose: 'TRANSACTIONAL',
    title: '비밀번호 재설정 안내',
    emailOnly: true,
    variables: ['resetUrl'],
    secret: ['resetUrl'],
    link: { label: '새 비밀번호 설정', variable: 'resetUrl' },
    text: '[#{shopName}] 비밀번호 재설정 안내\n\n#{name}님, 아래 링크에서 30분 안에 새 비밀번호를 설정해 주세요.\n#{resetUrl}\n\n요청하지 않으셨다면 이 메일을 무시해 주세요.',
  },
} as const satisfies Record<string, MessageTemplateDefinition>;

export type MessageTemplateKey = keyof typeof MESSAGE_TEMPLATES;

/** Exactly the variables an event must supply for its template, each a string. */
export type TemplateVariables<K extends MessageTemplateKey> = {
  readonly [V in (typeof MESSAGE_TEMPLATES)[K]['variables'][number]]: string;
};

export const MESSAGE_TEMPLATE_KEYS = Object.keys(MESSAGE_TEMPLATES) as MessageTemplateKey[];

export function messageTemplate(key: MessageTemplateKey): MessageTemplateDefinition {
  return MESSAGE_TEMPLATES[key];
}
