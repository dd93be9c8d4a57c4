import { Migration } from '@mikro-orm/migrations';

export class Migration20261127082000_checkout_claims extends Migration {

  override name = 'Migration20261127082000_checkout_claims';

  override up(): void | Promise<void> {
    // Checkout admission claims shared by every API process, docs/decisions/0078.
    this.addSql(`create table "checkout_claim" ("id" serial primary key, "product_id" int not null, "product_option_detail_id" int null, "units" int not null, "expires_at" timestamptz not null);`);
    this.addSql(`create index "checkout_claim_expires_at_index" on "checkout_claim" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "checkout_claim" cascade;`);
  }

}
