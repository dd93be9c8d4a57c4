// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchMessages, CLAIM_LEASE_MS } from '../../backend/src/modules/messaging/message-dispatch';
import { MAX_ATTEMPTS } from '../../backend/src/modules/messaging/message-send';
import { queueClassOrderReminder, queueGroupPurchaseConfirmed, queueGroupPurchaseFailed } from '../../backend/src/modules/messaging/other-messages';
import { remindVbankDeposits } from '../../backend/src/modules/messaging/vbank-reminder';
import { notifyShippingDelay } from '../../backend/src/modules/messaging/shipping-delay.service';
import { shipOrderProduct, completeOrderProduct } from '../../backend/src/modules/staff/staff-lines.service';
import { moderateReview } from '../../backend/src/modules/staff/staff-reviews.service';
import { sql } from '../support/accounts';
import { createReview } from '../support/catalog-fixtures';
import { cardOrder, checkoutProduct, payOrder } from '../support/checkout';
import { payAtFake } from '../support/fake-portone';
import { createOrder } from '../support/orders';
import { memberWithPhone, messagesOf, startMessagingApi, type MessagingApi } from './messaging.fixtures';

let ctx: MessagingApi;
const scope = { universityId: 1, staffUserId: null };

beforeAll(async () => {
  ctx = await startMessagingApi();
});
afterAll(() => ctx?.close());

const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const kakaoTo = (digits: string) => ctx.solapi.kakaoMessages.filter((message) => message.to === digits);

describe('order events reach the member by 알림톡', () => {
  it('tells a virtual-account buyer the account and its deadline, then the deposit, once each', async () => {
    const { api, portone } = ctx;
    const member = await memberWithPhone(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, member, { productId: product.id, payMethod: 'vbank' });
    const issued = await payAtFake(portone, order.payment!, { apiUrl: api.url, vbank: { code: '004', dueAt: new Date(Date.now() + 86_400_000) } });
    // The webhook and payOrder both apply the same issue: still one message.
    expect((await payOrder(api, member.token, { orderId: order.id, impUid: issued.imp_uid, merchantUid: order.mUid })).errors).toBeUndefined();
    expect((await messagesOf(api, member.user.id)).map((row) => [row.template, row.status])).toEqual([['ORDER_PLACED', 'QUEUED']]);

    await dispatchMessages(ctx.deps);
    const [placed, ...more] = kakaoTo(member.digits);
    expect(more).toEqual([]);
    expect(placed).toMatchObject({ type: 'ATA', templateId: 'CAMPUS_ORDER_PLACED_V1', pfId: ctx.solapi.pfId });
    expect(placed!.text).toContain(`계좌번호: ${issued.vbank_num}`);
    expect(placed!.text).toContain('입금 기한: ');
    expect(placed!.variables['#{accountNumber}']).toBe(issued.vbank_num);

    await portone.depositVbank(issued.imp_uid);
    await dispatchMessages(ctx.deps);
    expect(kakaoTo(member.digits).map((message) => message.templateId)).toEqual(['CAMPUS_ORDER_PLACED_V1', 'CAMPUS_VBANK_DEPOSITED_V1']);
    const rows = await messagesOf(api, member.user.id);
    expect(rows.map((row) => [row.template, row.status, row.channel])).toEqual([
      ['ORDER_PLACED', 'SENT', 'ALIMTALK'],
      ['VBANK_DEPOSITED', 'SENT', 'ALIMTALK'],
    ]);
    expect(rows[0]!.text).toContain(issued.vbank_num);
  });

  it('confirms a card payment once however often it is applied', async () => {
    const { api, portone } = ctx;
    const member = await memberWithPhone(api);
    const product = await checkoutProduct(api, { count: 5 });
    const order = await cardOrder(api, member, { productId: product.id });
    const paid = await payAtFake(portone, order.payment!);
    for (let replay = 0; replay < 3; replay += 1) {
      expect((await payOrder(api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid })).errors).toBeUndefined();
    }
    await dispatchMessages(ctx.deps);
    expect(kakaoTo(member.digits).map((message) => message.templateId)).toEqual(['CAMPUS_ORDER_PAID_V1']);
    expect(kakaoTo(member.digits)[0]!.text).toContain(`/my/orders/${order.id}`);
  });

  it('tells the buyer the courier and tracking link when a line ships, and when it is delivered', async () => {
    const { api } = ctx;
    const member = await memberWithPhone(api);
    const product = await checkoutProduct(api, { count: 5, name: '한빛 후드 집업' });
    const placed = await createOrder(api, member.user.id, { lines: [{ product }], lineStatus: 'PREPARING' }, ctx.portone);
    const [company] = await sql<{ id: number; content: string }>(api, 'select id, content from order_delivery_company order by id limit 1');
    await api.orm.em.fork().transactional((em) =>
      shipOrderProduct(em, scope, { orderProductId: placed.lineIds[0]!, orderDeliveryCompanyId: company!.id, shippingNumber: '123456789012' }),
    );
    await api.orm.em.fork().transactional((em) => completeOrderProduct(em, scope, placed.lineIds[0]!));
    await dispatchMessages(ctx.deps);
    const [shipped, completed] = kakaoTo(member.digits);
    expect(shipped!.templateId).toBe('CAMPUS_SHIPPED_V1');
    expect(shipped!.text).toContain(`택배사: ${company!.content}`);
    expect(shipped!.text).toContain('123456789012');
    expect(shipped!.text).toContain('한빛 후드 집업');
    expect(completed!.templateId).toBe('CAMPUS_LINE_COMPLETED_V1');
    expect(completed!.text).toContain('배송이 완료되었어요');
  });

  it('tells the buyer what comes back when they cancel a paid line', async () => {
    const { api } = ctx;
    const member = await memberWithPhone(api);
    const product = await checkoutProduct(api, { count: 5, price: 30_000, salePrice: 30_000 });
    const placed = await createOrder(api, member.user.id, { lines: [{ product }] }, ctx.portone);
    const cancelled = await api.gql(
      'mutation ($data: CancelOrderProductInput!) { cancelOrderProduct(data: $data) { id status } }',
      { data: { orderProductId: placed.lineIds[0], cancelReason: '단순 변심' } },
      { token: member.token },
    );
    expect(cancelled.errors, JSON.stringify(cancelled.errors)).toBeUndefined();
    await dispatchMessages(ctx.deps);
    const [message] = kakaoTo(member.digits);
    expect(message!.templateId).toBe('CAMPUS_LINE_CANCELLED_V1');
    expect(message!.text).toContain(`환불 금액: ${placed.paidPrice.toLocaleString('ko-KR')}원`);
  });

  it('tells the buyer when staff announce a shipping delay, once per new date, and refuses a shipped line', async () => {
    const { api } = ctx;
    const member = await memberWithPhone(api);
    const product = await checkoutProduct(api, { count: 5 });
    const placed = await createOrder(api, member.user.id, { lines: [{ product }], lineStatus: 'PREPARING' }, ctx.portone);
    const delay = { orderProductId: placed.lineIds[0]!, reason: '원단 입고가 늦어지고 있어요', expectedDate: '2099-12-05' };
    for (let repeat = 0; repeat < 2; repeat += 1) {
      await api.orm.em.fork().transactional((em) => notifyShippingDelay(em, scope, delay));
    }
    await dispatchMessages(ctx.deps);
    expect(kakaoTo(member.digits).map((message) => message.templateId)).toEqual(['CAMPUS_SHIPPING_DELAYED_V1']);
    expect(kakaoTo(member.digits)[0]!.text).toContain('발송 예정일: 12월 5일');

    const shipped = await createOrder(api, member.user.id, { lines: [{ product }], lineStatus: 'DELIVERING' }, ctx.portone);
    await expect(
      api.orm.em.fork().transactional((em) => notifyShippingDelay(em, scope, { ...delay, orderProductId: shipped.lineIds[0]! })),
    ).rejects.toMatchObject({ code: 'INVALID_STATE' });
  });

  it('reminds a buyer once whose virtual account is due within 12 hours', async () => {
    const { api } = ctx;
    const member = await memberWithPhone(api);
    const product = await checkoutProduct(api, { count: 5 });
    const due = await createOrder(api, member.user.id, { lines: [{ product }], payMethod: 'vbank', paid: false }, ctx.portone);
    const later = await createOrder(api, member.user.id, { lines: [{ product }], payMethod: 'vbank', paid: false }, ctx.portone);
    await sql(api, `update order_specification set vbank_date = now() + interval '2 hours' where order_id = ?`, [due.orderId]);
    await sql(api, `update order_specification set vbank_date = now() + interval '2 days' where order_id = ?`, [later.orderId]);
    await remindVbankDeposits(ctx.deps, new Date());
    await remindVbankDeposits(ctx.deps, new Date());
    await dispatchMessages(ctx.deps);
    const reminders = kakaoTo(member.digits).filter((message) => message.templateId === 'CAMPUS_VBANK_EXPIRING_V1');
    expect(reminders).toHaveLength(1);
    const [spec] = await sql<{ vbank_num: string }>(api, 'select vbank_num from order_specification where order_id = ?', [due.orderId]);
    expect(reminders[0]!.text).toContain(`계좌번호: ${spec!.vbank_num}`);
    expect(reminders[0]!.text).toContain(due.mUid);
  });

  it("tells a member why staff rejected their review", async () => {
    const { api } = ctx;
    const member = await memberWithPhone(api);
    const product = await checkoutProduct(api, { count: 5 });
    const review = await createReview(api.orm.em.fork(), member.user, product);
    await api.orm.em.fork().transactional((em) =>
      moderateReview(em, scope, { reviewId: review.id, status: 'REJECT', feedback: '상품과 관계없는 사진이 있어요.' }),
    );
    await dispatchMessages(ctx.deps);
    expect(kakaoTo(member.digits).at(-1)!.text).toContain('사유: 상품과 관계없는 사진이 있어요.');
  });
});

describe('group purchase messages (sent by the later group-purchase feature)', () => {
  it('tell a buyer their group purchase was confirmed, or failed with the refund, once each', async () => {
    const member = await memberWithPhone(ctx.api);
    const to = { universityId: 1, userId: member.user.id };
    const campaign = { id: 41, name: '2026 컴퓨터공학과 과잠', orderId: 900, orderNo: 'GP-900' };
    await ctx.api.orm.em.fork().transactional(async (em) => {
      await queueGroupPurchaseConfirmed(em, to, { ...campaign, expectedDate: '12월 20일' });
      await queueGroupPurchaseConfirmed(em, to, { ...campaign, expectedDate: '12월 20일' });
      await queueGroupPurchaseFailed(em, to, { ...campaign, id: 42, refundAmount: 89_000 });
    });
    await dispatchMessages(ctx.deps);
    const [confirmed, failed, ...more] = kakaoTo(member.digits);
    expect(more).toEqual([]);
    expect(confirmed!.text).toContain('2026 컴퓨터공학과 과잠 공동구매가 목표 인원을 채웠어요');
    expect(failed!.text).toContain('환불 금액: 89,000원');
  });
});

describe('fallbacks and retries', () => {
  async function paidOrderMessage() {
    const member = await memberWithPhone(ctx.api);
    const product = await checkoutProduct(ctx.api, { count: 5 });
    const order = await cardOrder(ctx.api, member, { productId: product.id });
    const paid = await payAtFake(ctx.portone, order.payment!);
    await payOrder(ctx.api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid });
    return member;
  }

  it('lets Solapi send the text as SMS/LMS to a number without KakaoTalk', async () => {
    const member = await memberWithPhone(ctx.api);
    ctx.solapi.noKakao.add(member.digits);
    const product = await checkoutProduct(ctx.api, { count: 5 });
    const order = await cardOrder(ctx.api, member, { productId: product.id });
    const paid = await payAtFake(ctx.portone, order.payment!);
    await payOrder(ctx.api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid });
    await dispatchMessages(ctx.deps);
    expect(kakaoTo(member.digits)).toMatchObject([{ type: 'LMS', replacement: true, templateId: 'CAMPUS_ORDER_PAID_V1' }]);
  });

  it('sends the text by SMS when Solapi refuses the 알림톡', async () => {
    const member = await paidOrderMessage();
    ctx.solapi.failNext({ status: 200, body: { failedMessageList: [{ statusCode: '3103', statusMessage: '승인되지 않은 템플릿' }], messageList: [] } });
    await dispatchMessages(ctx.deps);
    expect(kakaoTo(member.digits)).toEqual([]);
    const sms = ctx.solapi.messages.filter((message) => message.to === member.digits);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('결제가 완료되었어요');
    const [row] = await messagesOf(ctx.api, member.user.id);
    expect(row).toMatchObject({ status: 'SENT', channel: 'SMS', attempts: 1 });
    expect(row!.result).toContain('3103');
  });

  it('retries with a growing delay while Solapi is down, and sends once it is back', async () => {
    const member = await paidOrderMessage();
    ctx.solapi.failNext({ status: 503, body: { errorCode: 'ServiceUnavailable' } });
    await dispatchMessages(ctx.deps);
    let [row] = await messagesOf(ctx.api, member.user.id);
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 1 });
    expect(new Date(row!.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    await dispatchMessages(ctx.deps);
    expect(kakaoTo(member.digits)).toEqual([]);

    ctx.solapi.failNext({ status: 503, body: { errorCode: 'ServiceUnavailable' } });
    await dispatchMessages(ctx.deps, minutesLater(1));
    [row] = await messagesOf(ctx.api, member.user.id);
    const second = new Date(row!.next_attempt_at).getTime() - minutesLater(1).getTime();
    expect(row).toMatchObject({ status: 'QUEUED', attempts: 2 });
    expect(second).toBeGreaterThan(30_000);

    await dispatchMessages(ctx.deps, minutesLater(10));
    expect(kakaoTo(member.digits)).toHaveLength(1);
    expect((await messagesOf(ctx.api, member.user.id))[0]).toMatchObject({ status: 'SENT', attempts: 3 });
  });

  it(`gives up as FAILED after ${MAX_ATTEMPTS} attempts when neither 알림톡 nor SMS gets through`, async () => {
    const member = await paidOrderMessage();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      ctx.solapi.failNext({ status: 503, body: { errorCode: 'ServiceUnavailable' } });
      // The last attempt falls back to SMS, which fails too.
      if (attempt === MAX_ATTEMPTS) ctx.solapi.failNext({ status: 503, body: { errorCode: 'ServiceUnavailable' } });
      await dispatchMessages(ctx.deps, minutesLater(attempt * 60));
    }
    const [row] = await messagesOf(ctx.api, member.user.id);
    expect(row).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS, channel: 'SMS' });
    expect(kakaoTo(member.digits)).toEqual([]);
  });
});

describe('never twice for one event', () => {
  async function queuedPaid() {
    const member = await memberWithPhone(ctx.api);
    const product = await checkoutProduct(ctx.api, { count: 5 });
    const order = await cardOrder(ctx.api, member, { productId: product.id });
    const paid = await payAtFake(ctx.portone, order.payment!);
    await payOrder(ctx.api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid });
    const [row] = await messagesOf(ctx.api, member.user.id);
    return { member, row: row! };
  }

  it('recovers a claim a crashed worker left mid-send and does not send it again when Solapi has it', async () => {
    const { member, row } = await queuedPaid();
    await dispatchMessages(ctx.deps);
    expect(kakaoTo(member.digits)).toHaveLength(1);
    // What a worker that died after Solapi accepted the message, before recording it, leaves behind.
    await sql(ctx.api, `update message set status = 'SENDING', sent_at = null, claimed_at = ?, channel = 'ALIMTALK' where id = ?`, [new Date(), row.id]);

    // A live claim is left alone; an expired one is recovered by asking Solapi first.
    await dispatchMessages(ctx.deps);
    expect((await messagesOf(ctx.api, member.user.id))[0]).toMatchObject({ status: 'SENDING' });
    await dispatchMessages(ctx.deps, new Date(Date.now() + CLAIM_LEASE_MS + 1_000));
    expect(kakaoTo(member.digits)).toHaveLength(1);
    const [after] = await messagesOf(ctx.api, member.user.id);
    expect(after).toMatchObject({ status: 'SENT', channel: 'ALIMTALK' });
    expect(after!.result).toContain('이전 시도');
  });

  it('sends a recovered claim once when the crash came before Solapi got it', async () => {
    const { member, row } = await queuedPaid();
    await sql(ctx.api, `update message set status = 'SENDING', claimed_at = now() - interval '1 hour', attempts = 1, channel = 'ALIMTALK' where id = ?`, [row.id]);
    await dispatchMessages(ctx.deps);
    await dispatchMessages(ctx.deps);
    expect(kakaoTo(member.digits)).toHaveLength(1);
    expect((await messagesOf(ctx.api, member.user.id))[0]).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('marks a recovered SMS claim FAILED instead of texting the member a second time', async () => {
    const { member, row } = await queuedPaid();
    await sql(ctx.api, `update message set status = 'SENDING', claimed_at = now() - interval '1 hour', attempts = 1, channel = 'SMS' where id = ?`, [row.id]);
    const sms = ctx.solapi.messages.length;
    await dispatchMessages(ctx.deps);
    expect(ctx.solapi.messages.length).toBe(sms);
    expect(kakaoTo(member.digits)).toEqual([]);
    expect((await messagesOf(ctx.api, member.user.id))[0]).toMatchObject({ status: 'FAILED' });
  });

  it('sends each message once when two workers sweep at the same moment', async () => {
    const queued = await Promise.all(Array.from({ length: 6 }, () => queuedPaid()));
    await Promise.all([dispatchMessages(ctx.deps), dispatchMessages(ctx.deps), dispatchMessages(ctx.deps)]);
    for (const { member } of queued) expect(kakaoTo(member.digits)).toHaveLength(1);
  });
});

describe('consent and quiet hours', () => {
  // 2026-11-26 22:30 and 08:30 in Korea.
  const night = new Date('2026-11-26T13:30:00Z');
  const morning = new Date('2026-11-26T23:30:00Z');
  const reminder = { classOrderId: 7, className: '컴퓨터공학과', deadline: '11월 30일', orderUrl: '/products/1' };

  it('skips a marketing message for a member without marketing consent', async () => {
    const member = await memberWithPhone(ctx.api);
    await ctx.api.orm.em.fork().transactional((em) => queueClassOrderReminder(em, { universityId: 1, userId: member.user.id }, reminder, morning));
    await dispatchMessages(ctx.deps, morning);
    expect((await messagesOf(ctx.api, member.user.id))[0]).toMatchObject({ status: 'SKIPPED', channel: null });
    expect(ctx.solapi.messages.filter((message) => message.to === member.digits)).toEqual([]);
  });

  it('holds a consenting member\'s marketing message queued at night until 08:00 in Korea, then texts it', async () => {
    const member = await memberWithPhone(ctx.api);
    await sql(ctx.api, `insert into user_config (user_id, marketing, marketing_agreed_at) values (?, true, now())`, [member.user.id]);
    await ctx.api.orm.em.fork().transactional((em) => queueClassOrderReminder(em, { universityId: 1, userId: member.user.id }, { ...reminder, classOrderId: 8 }, night));
    const [queued] = await messagesOf(ctx.api, member.user.id);
    expect(new Date(queued!.next_attempt_at).toISOString()).toBe('2026-11-26T23:00:00.000Z');
    await dispatchMessages(ctx.deps, night);
    expect(ctx.solapi.messages.filter((message) => message.to === member.digits)).toEqual([]);
    await dispatchMessages(ctx.deps, morning);
    const [sms] = ctx.solapi.messages.filter((message) => message.to === member.digits);
    expect(sms!.text.startsWith('(광고)')).toBe(true);
    expect((await messagesOf(ctx.api, member.user.id))[0]).toMatchObject({ status: 'SENT', channel: 'SMS' });
  });

  it('sends transactional messages at night', async () => {
    const member = await memberWithPhone(ctx.api);
    const product = await checkoutProduct(ctx.api, { count: 5 });
    const order = await cardOrder(ctx.api, member, { productId: product.id });
    const paid = await payAtFake(ctx.portone, order.payment!);
    await payOrder(ctx.api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid });
    await sql(ctx.api, 'update message set next_attempt_at = ? where user_id = ?', [night, member.user.id]);
    await dispatchMessages(ctx.deps, night);
    expect(kakaoTo(member.digits)).toHaveLength(1);
  });
});
