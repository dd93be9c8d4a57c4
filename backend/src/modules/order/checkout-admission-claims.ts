import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedRows, type PreparedRead } from '../../db/prepared';
import { stockBeingOrdered, type StockDemand } from './checkout-admission';

/*
 * Checkout claims in PostgreSQL (docs/decisions/0078-rush-claims-and-capacity.md). A claim is the
 * stock row's conditional decrement, made on its own (autocommit) before the order's transaction,
 * together with a checkout_claim row that says how many units it took and until when. Every API
 * process therefore sees the units of every order in flight as gone, from the same row the
 * precheck reads, so a sold-out rush is refused at once on any instance and the units admitted
 * never exceed the stock. Then either:
 * - the order's transaction deletes its claim (`consumeClaims`) instead of decrementing, so it never
 *   waits on the stock row every buyer of the product shares;
 * - or the order fails and `releaseClaims` gives the units back once its transaction has ended;
 * - or the process dies, and the minute sweep (`returnExpiredClaims`) gives back claims past
 *   their expiry. An order that finds its claim already swept decrements as before.
 */

/** Long enough for any order to wait for a slot and finish; a dead process's units are back a minute or two after. */
export const CLAIM_SECONDS = 120;

/** One line's stock taken for an order in flight. */
export interface Claim {
  id: number;
  productId: number;
  productOptionDetailId: number | null;
  units: number;
  /** Set once the order's transaction deleted the claim: its units are the order's if that transaction commits. */
  consumed?: boolean;
}

/*
 * The claim and the release commit without waiting for the WAL flush (synchronous_commit off for
 * their own implicit transaction only). That is safe: the order that consumes a claim commits
 * durably, which flushes the WAL up to and including the claim; a claim lost in a Postgres crash
 * before that is lost whole (decrement and row together), as if the attempt had never come; a
 * lost release leaves its claim row, which the sweep returns. A rush's winners then pay for one
 * flush each, not two.
 */
const ASYNC_COMMIT = `quick as (select set_config('synchronous_commit', 'off', true) as off)`;

const CLAIM_DETAIL: PreparedRead = {
  name: 'checkout_claim_detail',
  text: `with ${ASYNC_COMMIT}, taken as (
      update product_option_detail set count = count - $1 where id = $2 and product_id = $3 and count >= $1 returning id, product_id
    )
    insert into checkout_claim (product_id, product_option_detail_id, units, expires_at)
    select product_id, id, $4, now() + make_interval(secs => $5) from taken, quick returning id`,
};

const CLAIM_PRODUCT: PreparedRead = {
  name: 'checkout_claim_product',
  text: `with ${ASYNC_COMMIT}, taken as (update product set count = count - $1 where id = $2 and count >= $1 returning id)
    insert into checkout_claim (product_id, product_option_detail_id, units, expires_at)
    select id, null, $3, now() + make_interval(secs => $4) from taken, quick returning id`,
};

/** Units per stock row, lines of one row added up, in a fixed order so two orders never wait on each other crosswise. */
function totalsOf(demands: readonly StockDemand[]): StockDemand[] {
  const totals = new Map<string, StockDemand>();
  for (const demand of demands) {
    const seen = totals.get(demand.key);
    totals.set(demand.key, seen ? { ...seen, count: seen.count + demand.count } : demand);
  }
  return [...totals.values()].sort((a, b) => a.key.localeCompare(b.key));
}

async function claimOne(em: EntityManager, demand: StockDemand): Promise<Claim | null> {
  const rows =
    demand.productOptionDetailId === null
      ? await preparedRows<{ id: number }>(em, CLAIM_PRODUCT, [demand.count, demand.productId, demand.count, CLAIM_SECONDS])
      : await preparedRows<{ id: number }>(em, CLAIM_DETAIL, [demand.count, demand.productOptionDetailId, demand.productId, demand.count, CLAIM_SECONDS]);
  const id = rows[0]?.id;
  return id === undefined ? null : { id: Number(id), productId: demand.productId, productOptionDetailId: demand.productOptionDetailId, units: demand.count };
}

/**
 * Takes every line's units from its stock row (one statement per row, outside any transaction),
 * or none: a row that no longer has them refuses OUT_OF_STOCK (they are being ordered right now)
 * and what earlier rows gave is returned.
 */
export async function claimStock(em: EntityManager, demands: readonly StockDemand[]): Promise<Claim[]> {
  const claims: Claim[] = [];
  for (const demand of totalsOf(demands)) {
    const claim = await claimOne(em, demand);
    if (claim) {
      claims.push(claim);
      continue;
    }
    await releaseClaims(em, claims);
    throw stockBeingOrdered(demand.productName);
  }
  return claims;
}

// Deleting the claim and giving its units back is one statement, so a claim is returned at most
// once whoever (the order's own release, the sweep) gets to it first.
const RETURN_CLAIMS = `with ${ASYNC_COMMIT}, gone as (
    delete from checkout_claim where %WHERE% returning product_id, product_option_detail_id, units
  ), rows as (
    select product_id, product_option_detail_id, sum(units)::int as units from gone group by product_id, product_option_detail_id
  ), details as (
    update product_option_detail d set count = d.count + r.units from rows r
     where r.product_option_detail_id is not null and d.id = r.product_option_detail_id returning d.id
  ), products as (
    update product p set count = p.count + r.units from rows r
     where r.product_option_detail_id is null and p.id = r.product_id returning p.id
  )
  select (select coalesce(sum(units), 0) from rows)::int as units from quick`;

const RELEASE: PreparedRead = { name: 'checkout_claim_release', text: RETURN_CLAIMS.replace('%WHERE%', 'id = any($1::int[])') };

/**
 * Once the order's transaction has ended: gives back the units of the claims it did not take,
 * all of them when it did not commit. Returns the units given back.
 */
export async function releaseClaims(em: EntityManager, all: readonly Claim[], committed = false): Promise<number> {
  const claims = committed ? all.filter((claim) => !claim.consumed) : all;
  if (claims.length === 0) return 0;
  const [row] = await preparedRows<{ units: number }>(em, RELEASE, [claims.map((claim) => claim.id)]);
  return Number(row?.units ?? 0);
}

/** The sweep: claims past their expiry (their process died or hung) give their units back. Returns the units. */
export async function returnExpiredClaims(em: EntityManager, now: Date = new Date()): Promise<number> {
  const [row] = await em.execute<{ units: number }[]>(RETURN_CLAIMS.replace('%WHERE%', 'expires_at < ?'), [now]);
  return Number(row?.units ?? 0);
}

/**
 * Inside the order's transaction: deletes the order's claims and answers the ones it found, whose
 * units are the order's now. A claim not found was swept after its expiry: its units are back in
 * stock, and the caller takes them as an order without a claim would.
 */
export async function consumeClaims(em: EntityManager, claims: readonly Claim[]): Promise<Claim[]> {
  if (claims.length === 0) return [];
  const rows = await em.execute<{ id: number }[]>('delete from checkout_claim where id = any(?::int[]) returning id', [
    `{${claims.map((claim) => claim.id).join(',')}}`,
  ]);
  const found = new Set(rows.map((row) => Number(row.id)));
  const consumed = claims.filter((claim) => found.has(claim.id));
  for (const claim of consumed) claim.consumed = true;
  return consumed;
}
