// @vitest-environment node
// The demo shop people open (db:seed, SEED_ON_START) has a group purchase running near its goal
// and one closed CONFIRMED (ADR 0062), counted by the same rules the API serves.
import { describe, expect, it } from 'vitest';
import { seedDemo } from '../../backend/src/db/seeders/demo.seeder';
import { campaignTallies } from '../../backend/src/modules/campaign/campaign-tally';
import { campaignProgress } from '../../domain/campaign/campaign-rules';
import { campaignProgressText } from '../../domain/campaign/campaign-text';
import { createTestDatabase } from '../support/test-db';

describe('the seeded demo shop', () => {
  it('runs 한빛 클래식 과잠 at 132 of 150, D-3, and shows 2025 총학생회 과잠 confirmed', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    try {
      const now = new Date('2026-11-27T03:00:00Z');
      await seedDemo(database.orm.em.fork(), { universityId: 1, now, campaigns: true });
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
    } finally {
      await database.close();
    }
  });
});
