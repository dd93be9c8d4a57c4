// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TestApi } from '../support/api';
import { recordStatements } from '../support/catalog-statements';
import { cartLine, checkoutProduct, DELIVERY, memberWithPoints, optionDetailIds, placeOrder, useCheckoutApi } from '../support/checkout';

// placeOrder writes its rows with hand-written inserts (docs/decisions/0080), not through the
// entities, so a column added by a migration would silently stay at its default there. Every
// column of the tables it inserts into is either written by that SQL or listed here as what a
// new order leaves to its default; a new column fails this test until someone decides which.

let api: TestApi;
useCheckoutApi((started) => ({ api } = started));

/** Columns an order (or a point spend) leaves to the database default or NULL when written. */
const LEFT_TO_DEFAULT: Record<string, readonly string[]> = {
  checkout_claim: [],
  order_delivery: [],
  // The refund account a virtual-account order gives when it is cancelled.
  order: ['refund_account', 'refund_bank_code', 'refund_bank_name', 'refund_holder'],
  // Filled by the payment: its provider's id and time, the virtual account, or why it failed.
  order_specification: ['fail_reason', 'imp_uid', 'paid_at', 'pg_provider', 'vbank_code', 'vbank_date', 'vbank_holder', 'vbank_name', 'vbank_num'],
  // Filled as the line moves on: cancelled, shipped, delayed, completed, or noted by staff.
  order_product: [
    'cancel_reason',
    'completed_at',
    'note',
    'shipping_delay_by_id',
    'shipping_delay_expected_date',
    'shipping_delay_notified_at',
    'shipping_delay_reason',
    'shipping_requested_at',
  ],
  point: [],
};

/** `insert into <table> (<columns>)` of every statement, CTEs included. */
function insertedColumns(statements: readonly string[]): Map<string, Set<string>> {
  const tables = new Map<string, Set<string>>();
  for (const text of statements) {
    for (const match of text.matchAll(/insert\s+into\s+"?(\w+)"?\s*\(([^)]*)\)/gi)) {
      const columns = tables.get(match[1]!) ?? new Set<string>();
      for (const column of match[2]!.split(',')) columns.add(column.trim().replaceAll('"', ''));
      tables.set(match[1]!, columns);
    }
  }
  return tables;
}

describe('the columns placeOrder writes by hand', () => {
  it('cover every column of its tables but the ones listed as left to their default', async () => {
    const product = await checkoutProduct(api, { combinations: [{ colour: '네이비', size: 'L', count: 3 }] });
    const [detailId] = await optionDetailIds(api, product.id);
    const member = await memberWithPoints(api, 1_000);
    const line = await cartLine(api, member.user.id, { productId: product.id, productOptionDetailId: detailId!, count: 1 });
    const { result, statements } = await recordStatements(() =>
      placeOrder(api, member.token, { cartIds: [line], payMethod: 'card', pointUsing: 500, delivery: DELIVERY }),
    );
    expect(result.errors).toBeUndefined();
    const written = insertedColumns(statements);
    expect([...written.keys()].sort()).toEqual(Object.keys(LEFT_TO_DEFAULT).sort());

    const rows = await api.orm.em.fork().getConnection().execute<{ table_name: string; column_name: string }[]>(
      `select table_name, column_name from information_schema.columns
        where table_schema = current_schema() and table_name in (?) and column_name <> 'id'`,
      [Object.keys(LEFT_TO_DEFAULT)],
    );
    const unwritten: Record<string, string[]> = Object.fromEntries(Object.keys(LEFT_TO_DEFAULT).map((table) => [table, []]));
    for (const { table_name: table, column_name: column } of rows) {
      if (!written.get(table)?.has(column)) unwritten[table]!.push(column);
    }
    for (const table of Object.keys(unwritten)) unwritten[table]!.sort();
    expect(unwritten).toEqual(Object.fromEntries(Object.entries(LEFT_TO_DEFAULT).map(([table, columns]) => [table, [...columns].sort()])));
  });
});
