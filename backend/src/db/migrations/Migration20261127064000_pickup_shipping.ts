import { Migration } from '@mikro-orm/migrations';

export class Migration20261127064000_pickup_shipping extends Migration {

  override name = 'Migration20261127064000_pickup_shipping';

  override up(): void | Promise<void> {
    // A member asked to have an uncollected pickup line shipped instead (docs/decisions/0067-pickup-day.md).
    this.addSql(`alter table "order_product" add column "shipping_requested_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "order_product" drop column "shipping_requested_at";`);
  }

}
