import { Migration } from '@mikro-orm/migrations';

export class Migration20261127055000_size_guide extends Migration {

  override name = 'Migration20261127055000_size_guide';

  override up(): void | Promise<void> {
    // A size chart per product, set by staff (docs/decisions/0060-product-page-content.md).
    this.addSql(`create table "product_size_chart" ("id" serial primary key, "product_id" int not null, "measurements" jsonb not null, "rows" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "product_size_chart" add constraint "product_size_chart_product_id_unique" unique ("product_id");`);
    this.addSql(`alter table "product_size_chart" add constraint "product_size_chart_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);
    // Reviews brought in without an order line (the demo shop's other students) keep their option text.
    this.addSql(`alter table "review" alter column "order_product_id" drop not null;`);
    this.addSql(`alter table "review" add column "option_text" varchar(255) null;`);
    // A nullable owner side is "on delete set null" in MikroORM; order lines are never deleted in practice.
    this.addSql(`alter table "review" drop constraint "review_order_product_id_foreign";`);
    this.addSql(`alter table "review" add constraint "review_order_product_id_foreign" foreign key ("order_product_id") references "order_product" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "product_size_chart" cascade;`);
    this.addSql(`alter table "review" drop column "option_text";`);
    this.addSql(`delete from "review" where "order_product_id" is null;`);
    this.addSql(`alter table "review" alter column "order_product_id" set not null;`);
    this.addSql(`alter table "review" drop constraint "review_order_product_id_foreign";`);
    this.addSql(`alter table "review" add constraint "review_order_product_id_foreign" foreign key ("order_product_id") references "order_product" ("id");`);
  }

}
