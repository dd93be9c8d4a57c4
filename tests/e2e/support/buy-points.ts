import { expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';
import { PointTypeCode, pointTypes } from '../../../domain/reference/reference';
import type { StoreState } from '../../../mocks/store/types';
import { gql } from './page-api';
import { e2eServer } from './server-info';
import type { Target } from './test';

// Points a spec hands the signed-in member before it starts, because no screen or staff command
// grants them: a new member has 0 (mock) or the 1,000 sign-up points (real), less than the
// cheapest order with its delivery fee. Booked as a recommendation bonus (GAIN, a year to
// expire), the grant whose shape the ledger already knows on both targets.

const GRANT_CODE = PointTypeCode.RECOMMEND;
/** Where dev mock mode keeps the mocked API's state between reloads (mocks/browser.ts). */
const MOCK_STATE_KEY = 'campus-shop.mock-state';
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

async function viewerId(page: Page): Promise<number> {
  const { me } = await gql<{ me: { id: number } | null }>(page, 'query { me { id } }');
  if (!me) throw new Error('givePoints needs a signed-in member');
  return me.id;
}

/** Real target: one GAIN row in the running server's database. */
async function grantInDatabase(userId: number, value: number): Promise<void> {
  const client = new pg.Client({ connectionString: e2eServer().databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into "point" ("user_id", "status", "value", "remaining", "point_type_id", "expired_at", "created_at")
       select $1, 'GAIN', $2, $2, "id", now() + interval '1 year', now() from "point_type" where "code" = $3`,
      [userId, value, GRANT_CODE],
    );
  } finally {
    await client.end();
  }
}

/**
 * Mock target: the row added to the state the mocked API saved in sessionStorage, then a reload,
 * which starts the API from that state. The state exists once the member changed something
 * (a cart line), so call this after the spec's first change.
 */
async function grantInMockState(page: Page, userId: number, value: number): Promise<void> {
  const pointTypeId = pointTypes.find((type) => type.code === GRANT_CODE)?.id;
  if (pointTypeId === undefined) throw new Error(`No point type ${GRANT_CODE} in the standard scenario`);
  const saved = await page.evaluate(
    ({ key, userId, value, pointTypeId, yearMs }) => {
      const raw = window.sessionStorage.getItem(key);
      if (!raw) return false;
      const state = JSON.parse(raw) as Pick<StoreState, 'points' | 'lastIds'>;
      const now = new Date();
      // The store's own id counter, so that the rows it writes later do not take this id again.
      const id = (state.lastIds.point ?? 0) + 1;
      state.lastIds.point = id;
      state.points.push({
        id,
        userId,
        status: 'GAIN',
        value,
        remaining: value,
        createdAt: now.toISOString(),
        expiredAt: new Date(now.getTime() + yearMs).toISOString(),
        pointTypeId,
        orderId: null,
        orderProductId: null,
        reviewId: null,
      });
      window.sessionStorage.setItem(key, JSON.stringify(state));
      return true;
    },
    { key: MOCK_STATE_KEY, userId, value, pointTypeId, yearMs: YEAR_MS },
  );
  if (!saved) throw new Error('The mocked API has saved no state yet: change something (add a cart line) before givePoints');
  await page.reload();
}

/** Gives the signed-in member `value` spendable points; the page is reloaded in mock mode. */
export async function givePoints(page: Page, target: Target, value: number): Promise<void> {
  const userId = await viewerId(page);
  if (target === 'real') await grantInDatabase(userId, value);
  else await grantInMockState(page, userId, value);
}

/**
 * Opens the points page from my page and returns its balance (사용 가능한 포인트) once shown; it may
 * be the cached figure at first, so a check after a change waits for the new one on that locator.
 */
export async function openPointsPage(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('link', { name: '마이페이지' }).click();
  await page.getByRole('link', { name: /사용 가능한 포인트/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '포인트' })).toBeVisible();
  const balance = page.getByText('사용 가능한 포인트', { exact: true }).locator('xpath=following-sibling::dd');
  await expect(balance).toHaveText(/^[\d,]+P$/);
  return balance;
}

/** A figure the screens write in points (10,000P) as a number. */
export async function pointsIn(locator: Locator): Promise<number> {
  return Number((await locator.textContent())?.replace(/\D/g, ''));
}
