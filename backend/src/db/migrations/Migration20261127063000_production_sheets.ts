import { Migration } from '@mikro-orm/migrations';

// Made-to-order consent on order lines, the production freeze on products, and the immutable
// production sheet versions (ADR 0066); their queue comes with the campaign queues (20261127060100).
export class Migration20261127063000_production_sheets extends Migration {

  override name = 'Migration20261127063000_production_sheets';

  override up(): void | Promise<void> {
    this.addSql(`alter table "order_product" add column "consent_text" text null, add column "consent_at" timestamptz null;`);
    this.addSql(`alter table "product" add column "production_frozen_at" timestamptz null;`);
    this.addSql(`create table "production_sheet" ("id" serial primary key, "product_id" int not null, "version" int not null, "trigger" text not null, "rows" jsonb not null, "total_units" int not null, "created_by_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "production_sheet" add constraint "production_sheet_product_version_unique" unique ("product_id", "version");`);
    this.addSql(`create index "production_sheet_created_by_id_index" on "production_sheet" ("created_by_id");`);
    this.addSql(`alter table "production_sheet" add constraint "production_sheet_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);
    this.addSql(`alter table "production_sheet" add constraint "production_sheet_created_by_id_foreign" foreign key ("created_by_id") references "user" ("id") on delete set null;`);
    this.addSql(`alter table "production_sheet" add constraint "production_sheet_trigger_check" check ("trigger" in ('CLOSE', 'FREEZE', 'CHANGE'));`);
    this.addSql(`alter table "production_sheet" add constraint "production_sheet_version_positive" check (version > 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "production_sheet" cascade;`);
    this.addSql(`alter table "product" drop column "production_frozen_at";`);
    this.addSql(`alter table "order_product" drop column "consent_text", drop column "consent_at";`);
  }

}
