import type { Product } from '../../backend/src/modules/catalog/product.entity';
import { sql } from '../support/accounts';
import type { TestApi } from '../support/api';

/** A restock message as the messaging outbox holds it (ADR 0040). */
export interface RestockMessageRow {
  userId: number;
  productId: number;
  status: string;
  channel: string | null;
}

/** The RESTOCKED messages queued for a product, oldest first. */
export async function restockMessages(api: TestApi, product: Product): Promise<RestockMessageRow[]> {
  const rows = await sql<{ user_id: number; status: string; channel: string | null }>(
    api,
    `select user_id, status, channel from message where template = 'RESTOCKED' and variables->>'productUrl' = ? order by id`,
    [`/products/${product.id}`],
  );
  return rows.map((row) => ({ userId: row.user_id, productId: product.id, status: row.status, channel: row.channel }));
}

/** Who a product's restock messages are for: `{ userId, productId }` per queued message. */
export async function queuedNotices(api: TestApi, product: Product): Promise<{ userId: number; productId: number }[]> {
  return (await restockMessages(api, product)).map(({ userId, productId }) => ({ userId, productId }));
}
