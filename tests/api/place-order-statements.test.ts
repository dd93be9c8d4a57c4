// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TestApi } from '../support/api';
import { recordStatements } from '../support/catalog-statements';
import { cartLine, checkoutProduct, DELIVERY, memberWithPoints, optionDetailIds, placeOrder, useCheckoutApi } from '../support/checkout';

// The rush's two paths in statements (docs/decisions/0078): a winner claims its unit before its
// transaction and never touches the stock row inside it, so winners do not wait on each other;
// a loser of a sold-out sale is answered from two plain reads, with no transaction at all.

let api: TestApi;
useCheckoutApi((started) => ({ api } = started));

/**
 * ADR 0033 counted 23 round trips per order; the claim replaced the in-transaction decrement, and
 * held stock (ADR 0076) added two: the member's holds of the ordered products, read under lock, and
 * the lines' plain read (which gives each line's held units) kept after a claim (ADR 0078's merge note);
 * the order, its address, payment and lines became one insert, the spend's rests and balance one read,
 * and its USED row and rests one write (ADR 0080): 20.
 */
const MAX_ORDER_STATEMENTS = 20;

async function rushOrder(productId: number, detailId: number) {
  const member = await memberWithPoints(api, 1_000);
  const line = await cartLine(api, member.user.id, { productId, productOptionDetailId: detailId, count: 1 });
  return recordStatements(() => placeOrder(api, member.token, { cartIds: [line], payMethod: 'card', pointUsing: 500, delivery: DELIVERY }));
}

describe('placeOrder in a rush, in statements', () => {
  it('claims the unit before the transaction and leaves the stock row alone inside it', async () => {
    const product = await checkoutProduct(api, { combinations: [{ colour: '네이비', size: 'L', count: 3 }] });
    const [detailId] = await optionDetailIds(api, product.id);
    await rushOrder(product.id, detailId!); // reference data read once per connection
    const { result, statements } = await rushOrder(product.id, detailId!);
    expect(result.errors).toBeUndefined();
    const begin = statements.findIndex((text) => /^\s*begin/i.test(text));
    const commit = statements.findIndex((text) => /^\s*commit/i.test(text));
    expect(begin).toBeGreaterThan(0);
    const before = statements.slice(0, begin);
    const inside = statements.slice(begin, commit);
    expect(before.filter((text) => /update product_option_detail set count = count -/.test(text))).toHaveLength(1);
    expect(inside.filter((text) => /update\s+"?product(_option_detail)?"?\s+set/i.test(text))).toEqual([]);
    expect(inside.filter((text) => /delete from checkout_claim/.test(text))).toHaveLength(1);
    expect(statements.length).toBeLessThanOrEqual(MAX_ORDER_STATEMENTS);
  });

  it('answers a sold-out attempt with the session and the line facts, opening no transaction', async () => {
    const product = await checkoutProduct(api, { combinations: [{ colour: '네이비', size: 'L', count: 1 }] });
    const [detailId] = await optionDetailIds(api, product.id);
    await rushOrder(product.id, detailId!);
    const { result, statements } = await rushOrder(product.id, detailId!);
    expect(result.errors?.[0]?.extensions?.code).toBe('OUT_OF_STOCK');
    expect(statements).toHaveLength(2);
    expect(statements.some((text) => /begin|checkout_claim/i.test(text))).toBe(false);
  });
});
