// @vitest-environment node
// The demo shop people open (db:seed, SEED_ON_START) has a group purchase running near its goal
// and one closed CONFIRMED (ADR 0062), counted by the same rules the API serves, and the mocked
// scenario's class order with its roster (ADR 0069).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../backend/src/db/seeders/demo.seeder';
import { CLASSMATE_EMAIL_PREFIX, seedDemoClassOrders } from '../../backend/src/db/seeders/seed-class-orders';
import { classOrderCounts } from '../../backend/src/modules/class-order/class-order.service';
import { DEMO_CLASSMATES, standardClassOrders } from '../../mocks/scenarios/standard/class-orders';
import { campaignTallies } from '../../backend/src/modules/campaign/campaign-tally';
import { campaignProgress } from '../../domain/campaign/campaign-rules';
import { campaignProgressText } from '../../domain/campaign/campaign-text';
import { createTestDatabase, type TestDatabase } from '../support/test-db';

const now = new Date('2026-11-27T03:00:00Z');
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.orm.em.fork(), { universityId: 1, now, campaigns: true });
}, 120_000);

afterAll(async () => {
  await database?.close();
});

describe('the seeded demo shop', () => {
  it('runs 한빛 클래식 과잠 at 132 of 150, D-3, and shows 2025 총학생회 과잠 confirmed', async () => {
    const em = database.orm.em.fork();
    const rows = await em.execute<{ id: number; product_id: number; status: 'OPEN' | 'CONFIRMED'; min_units: number; max_units: number | null; closes_at: Date }[]>(
      'select id, product_id, status, min_units, max_units, closes_at from campaign order by product_id',
    );
    expect(rows.map((row) => [row.product_id, row.status])).toEqual([[4, 'CONFIRMED'], [5, 'OPEN']]);
    const tallies = await campaignTallies(em, rows.map((row) => row.id));
    const running = rows.find((row) => row.product_id === 5)!;
    const progress = campaignProgress({ minUnits: running.min_units, maxUnits: running.max_units }, tallies.get(running.id)!);
    expect(progress).toMatchObject({ confirmedUnits: 132, participants: 132, goalReached: false });
    const text = campaignProgressText({
      campaign: { status: running.status, closesAt: running.closes_at, minUnits: running.min_units },
      participants: progress.participants,
      goalReached: progress.goalReached,
      now,
    });
    expect(text).toBe('132명 참여 · 목표 150 · D-3');
    const done = rows.find((row) => row.product_id === 4)!;
    expect(tallies.get(done.id)!.confirmedUnits).toBeGreaterThanOrEqual(done.min_units);
  });

  it('has the class order of the mocked scenario: same link, class, point and deadline, its classmates paid and unpaid', async () => {
    const em = database.orm.em.fork();
    const [mocked] = standardClassOrders(now);
    const rows = await em.execute<{ id: number; code: string; product_id: number; representative_id: number; department: string; class_name: string; pickup_point_id: number; closes_at: Date; status: string }[]>(
      'select id, code, product_id, representative_id, department, class_name, pickup_point_id, closes_at, status from class_order',
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect({ ...row, id: undefined, closes_at: new Date(row!.closes_at).toISOString() }).toEqual({
      id: undefined,
      code: mocked!.code,
      product_id: mocked!.productId,
      representative_id: mocked!.representativeId,
      department: mocked!.department,
      class_name: mocked!.className,
      pickup_point_id: mocked!.pickupPointId,
      closes_at: mocked!.closesAt,
      status: 'OPEN',
    });
    // The jacket's embroidery is checked as typed: the class order's reason to exist.
    const rules = await em.execute<{ key: string; rule: string }[]>('select key, rule from product_option_input where product_id = ? order by position', [mocked!.productId]);
    expect(rules).toEqual([{ key: '이니셜', rule: 'INITIALS' }, { key: '학번', rule: 'STUDENT_NUMBER' }]);

    const lines = await em.execute<{ name: string; option_text: string; input0: string; input1: string; status: string; spec: string; consent: boolean }[]>(
      `select u.name, op.option_text, op.product_option_input0 as input0, op.product_option_input1 as input1, op.status, s.status as spec,
              op.consent_at is not null as consent
         from order_product op join "order" o on o.id = op.order_id join "user" u on u.id = o.user_id
         join order_specification s on s.order_id = o.id where op.class_order_id = ? order by op.id`,
      [row!.id],
    );
    expect(lines).toEqual(
      DEMO_CLASSMATES.map((mate) => ({
        name: mate.name,
        option_text: mate.option.join(' / '),
        input0: mate.initials,
        input1: mate.number,
        status: mate.paid ? 'PAID' : 'READY',
        spec: mate.paid ? 'PAID' : 'READY',
        consent: true,
      })),
    );
    const counts = await classOrderCounts(em, row!.id);
    expect({ joined: counts.joined, paid: counts.paid, unpaid: counts.unpaidUserIds.length }).toEqual({
      joined: DEMO_CLASSMATES.length,
      paid: DEMO_CLASSMATES.filter((mate) => mate.paid).length,
      unpaid: DEMO_CLASSMATES.filter((mate) => !mate.paid).length,
    });
    // Classmates cannot sign in (no password), and seeding again adds nothing.
    const [{ passwords } = { passwords: -1 }] = await em.execute<{ passwords: number }[]>(
      `select count(*)::int as passwords from "user" where email like ? || '%' and password_hash is not null`,
      [CLASSMATE_EMAIL_PREFIX],
    );
    expect(passwords).toBe(0);
    await seedDemoClassOrders(em, 1, now);
    const [{ again } = { again: -1 }] = await em.execute<{ again: number }[]>('select count(*)::int as again from order_product where class_order_id is not null');
    expect(again).toBe(DEMO_CLASSMATES.length);
  });
});
