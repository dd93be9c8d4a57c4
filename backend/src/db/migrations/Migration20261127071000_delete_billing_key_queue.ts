import { Migration } from '@mikro-orm/migrations';

// A card swapped away on a CHARGE_AT_CLOSE order is deleted at PortOne by a job (ADR 0070): its
// queue, like every other one, exists before any worker starts, so the swap can enqueue it.
export class Migration20261127071000_delete_billing_key_queue extends Migration {

  override name = 'Migration20261127071000_delete_billing_key_queue';

  override up(): void | Promise<void> {
    this.addSql(`select pgboss.create_queue('delete-billing-key', '{"policy":"standard","retryLimit":10,"retryDelay":60,"retryBackoff":true,"expireInSeconds":300}'::jsonb);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`select pgboss.delete_queue('delete-billing-key');`);
  }

}
