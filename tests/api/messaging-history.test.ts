// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { dispatchMessages } from '../../backend/src/modules/messaging/message-dispatch';
import { refusal, sql } from '../support/accounts';
import { createMember } from '../support/catalog-fixtures';
import { operationDocument } from '../support/catalog-operations';
import { cardOrder, checkoutProduct, payOrder } from '../support/checkout';
import { payAtFake } from '../support/fake-portone';
import { memberWithPhone, startMessagingApi, type MessagingApi } from './messaging.fixtures';

const MY_MESSAGES = operationDocument('MyMessages');
const STAFF_MESSAGES = operationDocument('StaffMessages');
const RESEND = operationDocument('StaffResendMessage');

let ctx: MessagingApi;
beforeAll(async () => {
  ctx = await startMessagingApi();
});
afterAll(() => ctx?.close());

async function paidMember() {
  const member = await memberWithPhone(ctx.api);
  const product = await checkoutProduct(ctx.api, { count: 5 });
  const order = await cardOrder(ctx.api, member, { productId: product.id });
  const paid = await payAtFake(ctx.portone, order.payment!);
  await payOrder(ctx.api, member.token, { orderId: order.id, impUid: paid.imp_uid, merchantUid: order.mUid });
  return { member, order };
}

describe('message history', () => {
  it('shows a member their own messages, queued and sent, and nobody else\'s', async () => {
    const { member, order } = await paidMember();
    const other = await paidMember();
    const queued = await ctx.api.gql<{ myMessages: { total: number; items: { title: string; status: string; text: string }[] } }>(MY_MESSAGES, {}, { token: member.token });
    expect(queued.errors).toBeUndefined();
    expect(queued.data!.myMessages).toMatchObject({ total: 1, items: [{ title: '결제 완료', status: 'QUEUED' }] });
    expect(queued.data!.myMessages.items[0]!.text).toContain(order.mUid);
    await dispatchMessages(ctx.deps);
    const sent = await ctx.api.gql<{ myMessages: { items: { status: string; channel: string }[] } }>(MY_MESSAGES, {}, { token: member.token });
    expect(sent.data!.myMessages.items).toMatchObject([{ status: 'SENT', channel: 'ALIMTALK' }]);
    expect(JSON.stringify(sent.data)).not.toContain(other.order.mUid);
    refusal(await ctx.api.gql(MY_MESSAGES, {}), 'UNAUTHENTICATED');
  });

  it('lets staff read every message, ADMINHIDDEN too, and only ADMIN resend a failed one, once', async () => {
    const { member } = await paidMember();
    await sql(ctx.api, `update message set status = 'FAILED', result = 'test' where user_id = ?`, [member.user.id]);
    const [row] = await sql<{ id: number }>(ctx.api, 'select id from message where user_id = ?', [member.user.id]);
    const admin = await createMember(ctx.api.orm.em.fork(), { authority: AUTHORITY.ADMIN });
    const hidden = await createMember(ctx.api.orm.em.fork(), { authority: AUTHORITY.ADMINHIDDEN });

    const listed = await ctx.api.gql<{ staffMessages: { items: { userId: number; resendable: boolean; message: { id: number } }[] } }>(
      STAFF_MESSAGES,
      { status: 'FAILED' },
      { token: hidden.token },
    );
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.staffMessages.items.find((item) => item.message.id === row!.id)).toMatchObject({ userId: member.user.id, resendable: true });
    refusal(await ctx.api.gql(STAFF_MESSAGES, {}, { token: member.token }), 'FORBIDDEN');
    refusal(await ctx.api.gql(RESEND, { messageId: row!.id }, { token: hidden.token }), 'FORBIDDEN');

    const resent = await ctx.api.gql<{ staffResendMessage: { message: { status: string } } }>(RESEND, { messageId: row!.id }, { token: admin.token });
    expect(resent.errors).toBeUndefined();
    expect(resent.data!.staffResendMessage.message.status).toBe('QUEUED');
    expect(refusal(await ctx.api.gql(RESEND, { messageId: row!.id }, { token: admin.token }), 'INVALID_STATE').message).toBe(
      '보내지 못한 메시지만 다시 보낼 수 있어요.',
    );
    await dispatchMessages(ctx.deps);
    expect(ctx.solapi.kakaoMessages.filter((message) => message.to === member.digits)).toHaveLength(1);
  });

  it('shows the date a member gave marketing consent', async () => {
    const member = await createMember(ctx.api.orm.em.fork());
    const consent = await ctx.api.gql<{ updateUser: unknown }>('mutation { updateUser(data: { marketing: true }) { id } }', {}, { token: member.token });
    expect(consent.errors, JSON.stringify(consent.errors)).toBeUndefined();
    const me = await ctx.api.gql<{ me: { userConfig: { marketing: boolean; marketingAgreedAt: string | null } } }>(
      '{ me { userConfig { marketing marketingAgreedAt } } }',
      {},
      { token: member.token },
    );
    expect(me.data!.me.userConfig.marketing).toBe(true);
    expect(Number.isNaN(Date.parse(me.data!.me.userConfig.marketingAgreedAt ?? ''))).toBe(false);
    await ctx.api.gql('mutation { updateUser(data: { marketing: false }) { id } }', {}, { token: member.token });
    const after = await ctx.api.gql<{ me: { userConfig: { marketingAgreedAt: string | null } } }>('{ me { userConfig { marketingAgreedAt } } }', {}, { token: member.token });
    expect(after.data!.me.userConfig.marketingAgreedAt).toBeNull();
  });
});
