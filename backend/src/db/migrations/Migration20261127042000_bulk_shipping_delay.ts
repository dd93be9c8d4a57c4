import { Migration } from '@mikro-orm/migrations';

export class Migration20261127042000_bulk_shipping_delay extends Migration {

  override name = 'Migration20261127042000_bulk_shipping_delay';

  // The latest shipping delay told to the buyer, on the line itself: the buyer's order reads it
  // with the line, without a join (docs/decisions/0050-bulk-line-actions.md).
  override up(): void | Promise<void> {
    this.addSql(`alter table "order_product" add "shipping_delay_reason" text null, add "shipping_delay_expected_date" varchar(10) null, add "shipping_delay_notified_at" timestamptz null, add "shipping_delay_by_id" int null;`);
    this.addSql(`alter table "order_product" add constraint "order_product_shipping_delay_by_id_foreign" foreign key ("shipping_delay_by_id") references "user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "order_product" drop constraint "order_product_shipping_delay_by_id_foreign";`);

    this.addSql(`alter table "order_product" drop column "shipping_delay_reason", drop column "shipping_delay_expected_date", drop column "shipping_delay_notified_at", drop column "shipping_delay_by_id";`);
  }

}
