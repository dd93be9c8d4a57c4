import { AppError } from '../../../../domain/errors/errors';

/*
 * Checkout admission (docs/decisions/0027-checkout-admission.md, 0078). A first-come sale sends
 * many members at the last units at once. Without admission every one of them opens a
 * transaction, holding a pooled connection, and the refusals queue behind the orders. With it,
 * before any transaction opens:
 * - the order's units are claimed from the stock row in PostgreSQL (checkout-admission-claims.ts),
 *   so every API process counts the units of every order in flight as taken, and attempts they
 *   cannot cover are refused at once instead of waiting to be refused;
 * - only a few placeOrder transactions run at a time in this process; the rest wait here,
 *   holding nothing, and the connections stay free for everyone else.
 */

/** One stock row's demand in an order: what it is, how many units it asks for, and how many the database had. */
export interface StockDemand {
  /** The stock row: `d<detail id>` or `p<product id>` for a product without options. */
  key: string;
  productId: number;
  /** The combination whose count is the stock; null when the product's own count is. */
  productOptionDetailId: number | null;
  productName: string;
  count: number;
  /** The stock the precheck read (committed, unlocked; net of the claims of orders in flight). */
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

/** At most `slots` placeOrder transactions at once in this process; the others wait in line, holding nothing. */
export class CheckoutAdmission {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error('CheckoutAdmission needs at least one slot');
  }

  /** Waits for a transaction slot; call `release()` once the transaction has ended (more calls do nothing). */
  async admit(): Promise<Admission> {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
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
 * Claim statements (and the releases of failed orders' claims) at once per process. They run
 * outside the order's slot, each a single short statement, but a stock row locked by a long
 * transaction (a campaign close giving units back) would hold every one that reaches it on a
 * pooled connection: with this many at most, the slots and everyone else keep the rest of the pool.
 */
const CLAIM_STATEMENTS = 2;

// One admission per app (each test API has its own config object), like the payment sandbox.
const admissions = new WeakMap<object, { slots: CheckoutAdmission; claims: CheckoutAdmission }>();

/**
 * CHECKOUT_SLOTS, but never so many that the transactions and the claim turns could take every
 * pooled connection: the reads of everyone else (and a job sharing the pool) keep at least one.
 */
export function slotsFor(configured: number, poolSize: number): number {
  return Math.max(1, Math.min(configured, poolSize - CLAIM_STATEMENTS - 1));
}

function admissionsOf(config: { CHECKOUT_SLOTS: number }, poolSize: number) {
  let admission = admissions.get(config);
  if (!admission) {
    admission = { slots: new CheckoutAdmission(slotsFor(config.CHECKOUT_SLOTS, poolSize)), claims: new CheckoutAdmission(CLAIM_STATEMENTS) };
    admissions.set(config, admission);
  }
  return admission;
}

/** The app's admission: CHECKOUT_SLOTS slots, fewer when its pool (of `poolSize` connections) is small. */
export function checkoutAdmissionFor(config: { CHECKOUT_SLOTS: number }, poolSize: number): CheckoutAdmission {
  return admissionsOf(config, poolSize).slots;
}

/** Runs a claim or release statement of this app once one of its few turns is free. */
export async function withClaimTurn<T>(config: { CHECKOUT_SLOTS: number }, poolSize: number, work: () => Promise<T>): Promise<T> {
  const turn = await admissionsOf(config, poolSize).claims.admit();
  try {
    return await work();
  } finally {
    turn.release();
  }
}
