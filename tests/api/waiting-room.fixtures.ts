import type { TestApi } from '../support/api';
import { sql } from '../support/accounts';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { checkoutProduct } from '../support/checkout';

export const JOIN = 'mutation ($productId: Int!) { joinWaitingRoom(productId: $productId) { productId ticket joinedAt status { state position } } }';
export const MY_TICKET = 'query ($productId: Int!) { myWaitingRoomTicket(productId: $productId) { ticket status { state position ahead admission { token expiresAt } } } }';
export const SET_GATE = `mutation ($data: StaffWaitingRoomInput!) {
  staffSetWaitingRoom(data: $data) { productId enabled opensAt rate rateMode queued admitted shopping shuffledAt shuffleSeed }
}`;

let telSeq = 0;

/** A member who passed phone certification (the row carries their number). */
export async function certifiedMember(api: TestApi): Promise<TestMember> {
  const member = await createMember(api.orm.em.fork());
  telSeq += 1;
  await sql(api, 'update "user" set tel = ? where id = ?', [`+8210${String(process.pid % 10_000).padStart(4, '0')}${String(telSeq).padStart(4, '0')}`, member.user.id]);
  return member;
}

/** A product whose sale opens `opensInMinutes` from now, with a waiting room switched on by staff. */
export async function gatedProduct(api: TestApi, staffToken: string, opensInMinutes: number, settings: Record<string, unknown> = {}) {
  const product = await checkoutProduct(api, {
    name: '한빛대 과잠 2027',
    count: 100,
    saleStartedAt: new Date(Date.now() + opensInMinutes * 60_000),
  });
  const result = await api.gql(
    SET_GATE,
    { data: { productId: product.id, enabled: true, queueOpensMinutesBefore: 15, rateMode: 'PER_MINUTE', rate: 60, admissionMinutes: 10, ...settings } },
    { token: staffToken },
  );
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return product;
}

/** The opening minute comes: the sale starts now, after everyone already queued joined. */
export async function openSale(api: TestApi, productId: number, at = new Date()): Promise<void> {
  await sql(api, 'update product set sale_started_at = ? where id = ?', [at, productId]);
}

export async function poll(api: TestApi, ticket: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${api.url}/api/waiting-room/status?ticket=${encodeURIComponent(ticket)}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
