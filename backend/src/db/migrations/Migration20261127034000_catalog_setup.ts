import { Migration } from '@mikro-orm/migrations';

// Catalogue setup in the console (docs/decisions/0046-catalog-setup.md): categories get a version
// column for concurrent edits, and group pickup points become the tenant's own list. Each distinct
// GROUP pickup place products already carry becomes one point, and those products point at it.

export class Migration20261127034000_catalog_setup extends Migration {

  override name = 'Migration20261127034000_catalog_setup';

  override up(): void | Promise<void> {
    this.addSql(`alter table "product_category" add "updated_at" timestamptz not null default now();`);

    this.addSql(`create table "pickup_point" ("id" serial primary key, "university_id" int not null, "name" varchar(255) not null, "post_code" varchar(255) not null, "address" varchar(255) not null, "detail_address" varchar(255) not null, "tel" varchar(255) not null, "note" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "pickup_point_university_id_index" on "pickup_point" ("university_id");`);
    this.addSql(`alter table "pickup_point" add constraint "pickup_point_university_id_foreign" foreign key ("university_id") references "university" ("id");`);

    this.addSql(`alter table "product_group_delivery" add "pickup_point_id" int null;`);
    this.addSql(`create index "product_group_delivery_pickup_point_id_index" on "product_group_delivery" ("pickup_point_id");`);
    this.addSql(`alter table "product_group_delivery" add constraint "product_group_delivery_pickup_point_id_foreign" foreign key ("pickup_point_id") references "pickup_point" ("id") on delete set null;`);

    // One point per distinct place; a product's note stays its own (per-department instructions).
    this.addSql(`insert into "pickup_point" ("university_id", "name", "post_code", "address", "detail_address", "tel", "note")
      select distinct on (p."university_id", d."name", d."post_code", d."address", d."detail_address", d."tel")
        p."university_id", d."name", d."post_code", d."address", d."detail_address", d."tel", d."note"
      from "product_group_delivery" d join "product" p on p."id" = d."product_id"
      where d."product_group_delivery_type" = 'GROUP'
      order by p."university_id", d."name", d."post_code", d."address", d."detail_address", d."tel", d."product_id";`);
    this.addSql(`update "product_group_delivery" d set "pickup_point_id" = pp."id"
      from "product" p, "pickup_point" pp
      where p."id" = d."product_id" and d."product_group_delivery_type" = 'GROUP'
        and pp."university_id" = p."university_id" and pp."name" = d."name" and pp."post_code" = d."post_code"
        and pp."address" = d."address" and pp."detail_address" = d."detail_address" and pp."tel" = d."tel";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "product_group_delivery" drop constraint "product_group_delivery_pickup_point_id_foreign";`);
    this.addSql(`alter table "product_group_delivery" drop column "pickup_point_id";`);
    this.addSql(`drop table if exists "pickup_point" cascade;`);
    this.addSql(`alter table "product_category" drop column "updated_at";`);
  }
}
