// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORITY } from '../../domain/enums';
import { drawOrder } from '../../domain/waiting-room/shuffle';
import { initOrm } from '../../backend/src/db/orm';
import { drawOnce } from '../../backend/src/modules/waiting-room/waiting-room-tick';
import { createWaitingRoomSnapshot, waitingRoomSnapshotOf } from '../../backend/src/modules/waiting-room/waiting-room-snapshot';
import { pollStatus } from '../../backend/src/modules/waiting-room/waiting-room-status';
import { createSession } from '../../backend/src/modules/account/session.service';
import { KOREAN, sql } from '../support/accounts';
import type { TestApi } from '../support/api';
import { createMember, type TestMember } from '../support/catalog-fixtures';
import { recordStatements } from '../support/catalog-statements';
import { cartLine, checkoutProduct, DELIVERY, placeOrder, useCheckoutApi } from '../support/checkout';
import { certifiedMember, gatedProduct, JOIN, MY_TICKET, openSale, poll } from './waiting-room.fixtures';

let api: TestApi;
let staff: TestMember;
useCheckoutApi((context) => ({ api } = context), { WAITING_ROOM_REFRESH_MS: '0' });

beforeAll(async () => {
  staff = await createMember(api.orm.em.fork(), { authority: AUTHORITY.ADMIN, name: '박생협' });
});

const snapshot = () => waitingRoomSnapshotOf(api.orm.em, 0);
const join = (productId: number, token?: string) => api.gql<{ joinWaitingRoom: { ticket: string } }>(JOIN, { productId }, token ? { token } : {});
const reasonOf = (result: { errors?: { extensions?: Record<string, unknown>; message: string }[] }) => result.errors?.[0]?.extensions;

describe('joining a waiting room', () => {
  it('lets a certified member in once and refuses everyone else with a reason and a Korean sentence', async () => {
    const product = await gatedProduct(api, staff.token, 10);
    const member = await certifiedMember(api);
    const first = await join(product.id, member.token);
    expect(first.errors).toBeUndefined();
    expect(first.data!.joinWaitingRoom.ticket).toMatch(/^WRT1\./);

    const twice = await join(product.id, member.token);
    expect(reasonOf(twice)).toMatchObject({ code: 'CONFLICT', reason: 'WAITING_ROOM_ALREADY_JOINED' });
    expect(twice.errors![0]!.message).toMatch(KOREAN);

    expect(reasonOf(await join(product.id))).toMatchObject({ code: 'UNAUTHENTICATED' });
    const uncertified = await createMember(api.orm.em.fork());
    expect(reasonOf(await join(product.id, uncertified.token))).toMatchObject({ code: 'FORBIDDEN', reason: 'WAITING_ROOM_NEEDS_PHONE' });
    const plain = await checkoutProduct(api, { count: 5 });
    expect(reasonOf(await join(plain.id, member.token))).toMatchObject({ code: 'NOT_FOUND', reason: 'WAITING_ROOM_NOT_GATED' });
    const later = await gatedProduct(api, staff.token, 60);
    const early = await join(later.id, member.token);
    expect(reasonOf(early)).toMatchObject({ code: 'INVALID_STATE', reason: 'WAITING_ROOM_NOT_OPEN' });
    expect(early.errors![0]!.message).toMatch(/대기열은 .*에 열려요/);
    expect(Number((await sql<{ n: string }>(api, 'select count(*) as n from waiting_room_entry where user_id = ?', [member.user.id]))[0]!.n)).toBe(1);
  });

  it('keeps the place on another device: the ticket names the member row, not the session', async () => {
    const product = await gatedProduct(api, staff.token, 10);
    const member = await certifiedMember(api);
    const joined = await join(product.id, member.token);
    const { token: otherDevice } = await createSession(api.orm.em.fork(), member.user.id);
    const mine = await api.gql<{ myWaitingRoomTicket: { ticket: string } }>(MY_TICKET, { productId: product.id }, { token: otherDevice });
    expect(mine.data!.myWaitingRoomTicket.ticket).toBe(joined.data!.joinWaitingRoom.ticket);
  });
});

describe('the opening, the poll and the admission', () => {
  it('draws once at the opening, answers polls with no SQL, and admits in queue order', async () => {
    const product = await gatedProduct(api, staff.token, 5, { rate: 2 });
    const members = [await certifiedMember(api), await certifiedMember(api), await certifiedMember(api)];
    const tickets: string[] = [];
    for (const member of members) tickets.push((await join(product.id, member.token)).data!.joinWaitingRoom.ticket);
    await snapshot().refresh();
    expect((await poll(api, tickets[0]!)).body).toMatchObject({ state: 'WAITING', position: null });

    await openSale(api, product.id);
    const opening = new Date();
    await snapshot().refresh(opening);
    const [gate] = await sql<{ draw_seed: string }>(api, 'select draw_seed from waiting_room_gate where product_id = ?', [product.id]);
    const entryIds = (await sql<{ id: number }>(api, 'select id from waiting_room_entry where product_id = ? order by id', [product.id])).map((row) => row.id);
    const drawn = drawOrder(entryIds, gate!.draw_seed);
    const stored = await sql<{ id: number }>(api, 'select id from waiting_room_entry where product_id = ? order by draw_position', [product.id]);
    expect(stored.map((row) => row.id)).toEqual(drawn);

    // The poll: zero SQL statements, whatever the member's place.
    const { result, statements } = await recordStatements(() => Promise.all(tickets.map((ticket) => poll(api, ticket))));
    expect(statements).toEqual([]);
    const positions = result.map((answer) => answer.body['position']).sort();
    expect(positions).toEqual([1, 2, 3]);
    expect(result.every((answer) => answer.body['state'] === 'WAITING')).toBe(true);

    // A minute later at 2 a minute: the first two of the draw are in, the third waits first in line.
    await snapshot().refresh(new Date(opening.getTime() + 60_000));
    const after = await Promise.all(tickets.map((ticket) => poll(api, ticket)));
    const byEntry = new Map(entryIds.map((id) => [id, after[entryIds.indexOf(id)]!.body]));
    expect(byEntry.get(drawn[0]!)).toMatchObject({ state: 'ADMITTED' });
    expect(byEntry.get(drawn[1]!)).toMatchObject({ state: 'ADMITTED' });
    expect(byEntry.get(drawn[2]!)).toMatchObject({ state: 'WAITING', position: 1, ahead: 0 });
  });

  it('refuses a forged ticket', async () => {
    const answer = await poll(api, 'WRT1.MS4xLjEuMQ.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(answer.status).toBe(404);
    expect(answer.body['message']).toMatch(KOREAN);
  });

  it('runs the draw exactly once when two instances trigger it at the same moment', async () => {
    const product = await gatedProduct(api, staff.token, 5);
    for (let i = 0; i < 4; i += 1) await join(product.id, (await certifiedMember(api)).token);
    await openSale(api, product.id);
    const [{ id: gateId }] = (await sql<{ id: number }>(api, 'select id from waiting_room_gate where product_id = ?', [product.id])) as [{ id: number }];
    const now = new Date();
    const ran = await Promise.all([drawOnce(api.orm.em.fork(), gateId, now, 'seed-one'), drawOnce(api.orm.em.fork(), gateId, now, 'seed-two')]);
    expect(ran.filter(Boolean)).toHaveLength(1);
    const [gate] = await sql<{ draw_seed: string }>(api, 'select draw_seed from waiting_room_gate where id = ?', [gateId]);
    const ids = (await sql<{ id: number }>(api, 'select id from waiting_room_entry where product_id = ? order by id', [product.id])).map((row) => row.id);
    const stored = await sql<{ id: number }>(api, 'select id from waiting_room_entry where product_id = ? order by draw_position', [product.id]);
    expect(stored.map((row) => row.id)).toEqual(drawOrder(ids, gate!.draw_seed));
  });

  it('answers the same position on two instances reading the same database', async () => {
    const product = await gatedProduct(api, staff.token, 5, { rate: 1 });
    const tickets: string[] = [];
    for (let i = 0; i < 5; i += 1) tickets.push((await join(product.id, (await certifiedMember(api)).token)).data!.joinWaitingRoom.ticket);
    await openSale(api, product.id);
    await snapshot().refresh();
    const other = await initOrm(api.orm.config.get('clientUrl')!);
    try {
      const second = createWaitingRoomSnapshot(other.em, 0);
      await second.refresh();
      const ask = (gateOf: (id: number) => ReturnType<typeof second.gate>) =>
        Promise.all(tickets.map((ticket) => pollStatus(api.config.WAITING_ROOM_SECRET, 1, ticket, gateOf, new Date())));
      const here = await ask((id) => snapshot().gate(id));
      const there = await ask((id) => second.gate(id));
      expect(there).toEqual(here);
      expect(here.map((status) => status!.position).sort()).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await other.close();
    }
  });
});

describe('placeOrder behind a waiting room', () => {
  it('asks for this member admission on a gated product during its opening, and takes it', async () => {
    const product = await gatedProduct(api, staff.token, 5, { rate: 60 });
    const member = await certifiedMember(api);
    const other = await certifiedMember(api);
    const ticket = (await join(product.id, member.token)).data!.joinWaitingRoom.ticket;
    await join(product.id, other.token);
    await openSale(api, product.id);
    const opening = new Date();
    await snapshot().refresh(opening);
    await snapshot().refresh(new Date(opening.getTime() + 60_000));
    const admitted = (await poll(api, ticket)).body as { state: string; admission: { token: string } };
    expect(admitted.state).toBe('ADMITTED');

    const order = async (who: TestMember, passes?: string[]) =>
      placeOrder(api, who.token, {
        cartIds: [await cartLine(api, who.user.id, { productId: product.id })],
        payMethod: 'card',
        pointUsing: 0,
        delivery: DELIVERY,
        ...(passes ? { waitingRoomPasses: passes } : {}),
      });
    const without = await order(member);
    expect(reasonOf(without)).toMatchObject({ code: 'NOT_PURCHASABLE', reason: 'WAITING_ROOM_ADMISSION_REQUIRED' });
    expect(without.errors![0]!.message).toContain('대기열을 거쳐 입장한 뒤에 주문할 수 있어요');
    expect(reasonOf(await order(other, [admitted.admission.token]))).toMatchObject({ reason: 'WAITING_ROOM_ADMISSION_REQUIRED' });
    expect(reasonOf(await order(member, ['WRA1.forged.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']))).toMatchObject({ reason: 'WAITING_ROOM_ADMISSION_REQUIRED' });

    const ok = await order(member, [admitted.admission.token]);
    expect(ok.errors).toBeUndefined();
    const [entry] = await sql<{ ordered_at: Date | null }>(api, 'select ordered_at from waiting_room_entry where user_id = ? and product_id = ?', [member.user.id, product.id]);
    expect(entry!.ordered_at).not.toBeNull();
  });

  it('leaves products without a waiting room as they were', async () => {
    const product = await checkoutProduct(api, { count: 5 });
    const member = await certifiedMember(api);
    const result = await placeOrder(api, member.token, {
      cartIds: [await cartLine(api, member.user.id, { productId: product.id })],
      payMethod: 'card',
      pointUsing: 0,
      delivery: DELIVERY,
    });
    expect(result.errors).toBeUndefined();
  });
});

describe('staff controls', () => {
  it('counts queued, admitted and shopping, and a CONCURRENT place frees when its member orders', async () => {
    const product = await gatedProduct(api, staff.token, 5, { rateMode: 'CONCURRENT', rate: 1 });
    const members = [await certifiedMember(api), await certifiedMember(api)];
    const tickets: string[] = [];
    for (const member of members) tickets.push((await join(product.id, member.token)).data!.joinWaitingRoom.ticket);
    await openSale(api, product.id);
    const opening = new Date();
    await snapshot().refresh(opening);
    const answers = await Promise.all(tickets.map((ticket) => poll(api, ticket)));
    const first = answers.findIndex((answer) => answer.body['state'] === 'ADMITTED');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(answers[1 - first]!.body).toMatchObject({ state: 'WAITING', position: 1 });

    const read = async () =>
      (await api.gql<{ staffWaitingRoom: Record<string, unknown> }>(
        'query ($productId: Int!) { staffWaitingRoom(productId: $productId) { queued admitted shopping shuffleSeed } }',
        { productId: product.id },
        { token: staff.token },
      )).data!.staffWaitingRoom;
    expect(await read()).toMatchObject({ queued: 2, admitted: 1, shopping: 1 });

    // Still one shopping: the second waits however long it is.
    await snapshot().refresh(new Date(opening.getTime() + 5_000));
    expect((await poll(api, tickets[1 - first]!)).body['state']).toBe('WAITING');

    const admission = (answers[first]!.body['admission'] as { token: string }).token;
    const buyer = members[first]!;
    const ordered = await placeOrder(api, buyer.token, {
      cartIds: [await cartLine(api, buyer.user.id, { productId: product.id })],
      payMethod: 'card',
      pointUsing: 0,
      delivery: DELIVERY,
      waitingRoomPasses: [admission],
    });
    expect(ordered.errors).toBeUndefined();
    await snapshot().refresh(new Date(opening.getTime() + 10_000));
    expect((await poll(api, tickets[1 - first]!)).body['state']).toBe('ADMITTED');
    expect(await read()).toMatchObject({ queued: 2, admitted: 2, shopping: 1 });
  });
});

afterAll(() => snapshot().stop());
