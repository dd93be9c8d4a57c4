import { AppError } from '../../../../domain/errors/errors';

/*
 * Checkout admission (docs/decisions/0027-checkout-admission.md). A first-come sale sends many
 * members at the last units at once. Without admission every one of them opens a transaction
 * that waits on the same stock row, holding a pooled connection, and the refusals queue behind
 * the orders. With it, before any transaction opens:
 * - the units that orders in flight in this process have claimed count as taken, so once they
 *   cover the stock left, later attempts are refused at once instead of waiting to be refused;
 * - only a few placeOrder transactions run at a time; the rest wait here, holding nothing, and
 *   the connections stay free for everyone else.
 * The database stays the judge: the conditional decrement inside the transaction is what sells a
 * unit, so several instances (each with its own admission) can never oversell. An order that
 * fails after being admitted gives its claim back when its transaction ends.
 *
 * A stock read can be overtaken: an order commits and gives its claim back while the read that
 * still counted its unit is on the wire. Admitting on that read would claim a unit nobody has,
 * and the member would wait for a slot only to be refused by the database. So a read is stamped
 * with `ticket()` before it starts, and one that an order of the same stock row ended after is
 * read again (`endedSince`).
 */

/** One stock row's demand in an order: what it is, how many units it asks for, and how many the database had. */
export interface StockDemand {
  /** The stock row: `d<detail id>` or `p<product id>` for a product without options. */
  key: string;
  productName: string;
  count: number;
  /** The stock the precheck read (committed, unlocked). */
  stock: number;
}

/** A placeOrder may go on: call `release()` once its transaction has ended, whatever the outcome. */
export interface Admission {
  release(): void;
}

/** The refusal when the units left are all claimed by orders being placed right now. */
export function stockBeingOrdered(productName: string): AppError {
  return new AppError(
    'OUT_OF_STOCK',
    `'${productName}' 상품의 남은 수량은 지금 다른 분들이 주문하고 있어요. 주문이 취소되면 다시 구매할 수 있어요.`,
    { stock: 0 },
  );
}

export class CheckoutAdmission {
  private readonly claimed = new Map<string, number>();
  /** Per stock row, the number of the last order of it that ended; `ends` counts them all. */
  private readonly lastEnded = new Map<string, number>();
  private ends = 0;
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error('CheckoutAdmission needs at least one slot');
  }

  /** Stamp a stock read with this before it starts. */
  ticket(): number {
    return this.ends;
  }

  /** True when an order of one of these stock rows ended after `ticket`: the read may predate its commit. */
  endedSince(demands: readonly StockDemand[], ticket: number): boolean {
    return demands.some((demand) => (this.lastEnded.get(demand.key) ?? 0) > ticket);
  }

  /** Units of `key` claimed by orders in flight in this process. */
  claimedUnits(key: string): number {
    return this.claimed.get(key) ?? 0;
  }

  /**
   * Claims every line's units, then waits for a transaction slot. Refuses (throws) without
   * claiming anything when a line's stock minus the units already claimed cannot cover it.
   * The check and the claim run in one synchronous step, so two requests cannot both take the
   * last unit's claim.
   */
  async admit(demands: readonly StockDemand[]): Promise<Admission> {
    const totals = new Map<string, StockDemand>();
    for (const demand of demands) {
      const seen = totals.get(demand.key);
      totals.set(demand.key, seen ? { ...seen, count: seen.count + demand.count } : demand);
    }
    for (const demand of totals.values()) {
      if (demand.stock - this.claimedUnits(demand.key) < demand.count) throw stockBeingOrdered(demand.productName);
    }
    for (const { key, count } of totals.values()) this.claimed.set(key, this.claimedUnits(key) + count);

    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.ends += 1;
      for (const { key, count } of totals.values()) {
        this.lastEnded.set(key, this.ends);
        const left = this.claimedUnits(key) - count;
        if (left > 0) this.claimed.set(key, left);
        else this.claimed.delete(key);
      }
      const next = this.queue.shift();
      if (next) next();
      else this.running -= 1;
    };
    if (this.running < this.slots) {
      this.running += 1;
    } else {
      // The slot is handed over by the releasing order, which keeps `running` as it is.
      await new Promise<void>((resolve) => this.queue.push(() => resolve()));
    }
    return { release };
  }
}

/**
 * Reads the demands with `read` and admits them, reading again (up to `reads` reads in all) while
 * an order of the same stock row ended during the read; after that it admits anyway, since the
 * decrement in the transaction still decides. Undefined when the read finds nothing to admit.
 * The check and `admit` run in one synchronous step.
 */
export async function admitOnFreshRead(
  admission: CheckoutAdmission,
  read: () => Promise<readonly StockDemand[]>,
  reads = 3,
): Promise<Admission | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    const ticket = admission.ticket();
    const demands = await read();
    if (demands.length === 0) return undefined;
    if (attempt < reads && admission.endedSince(demands, ticket)) continue;
    return admission.admit(demands);
  }
}

// One admission per app (each test API has its own config object), like the payment sandbox.
const admissions = new WeakMap<object, CheckoutAdmission>();

/** The app's admission, with CHECKOUT_SLOTS slots. */
export function checkoutAdmissionFor(config: { CHECKOUT_SLOTS: number }): CheckoutAdmission {
  let admission = admissions.get(config);
  if (!admission) {
    admission = new CheckoutAdmission(config.CHECKOUT_SLOTS);
    admissions.set(config, admission);
  }
  return admission;
}
