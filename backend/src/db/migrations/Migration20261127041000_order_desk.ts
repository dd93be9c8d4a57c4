import { Migration } from '@mikro-orm/migrations';

// The order desk (docs/decisions/0049-order-desk.md): saved views, and the indexes that keep the
// desk's first page under 300 ms at 50,000 lines whatever the filter (tests/bench/order-desk.ts).
export class Migration20261127041000_order_desk extends Migration {

  override name = 'Migration20261127041000_order_desk';

  override up(): void | Promise<void> {
    this.addSql(`create table "staff_order_view" ("id" serial primary key, "university_id" int not null, "staff_user_id" int not null, "name" varchar(30) not null, "filter" jsonb not null, "sort" varchar(20) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "staff_order_view" add constraint "staff_order_view_owner_name_unique" unique ("staff_user_id", "name");`);
    this.addSql(`alter table "staff_order_view" add constraint "staff_order_view_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "staff_order_view" add constraint "staff_order_view_staff_user_id_foreign" foreign key ("staff_user_id") references "user" ("id") on delete cascade;`);
    // The default order (newest first) and period filters walk this; status tabs use the next.
    this.addSql(`create index "order_product_created_at_id_index" on "order_product" ("created_at", "id");`);
    this.addSql(`create index "order_product_status_created_at_index" on "order_product" ("status", "created_at", "id");`);
    // The status counts and a status page's total, read from the index alone.
    this.addSql(`create index "order_product_status_order_id_index" on "order_product" ("status", "order_id");`);
    this.addSql(`create index "order_product_paid_price_index" on "order_product" ("paid_price", "id");`);
    this.addSql(`create index "order_specification_pay_method_index" on "order_specification" ("pay_method", "order_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "order_specification_pay_method_index";`);
    this.addSql(`drop index if exists "order_product_paid_price_index";`);
    this.addSql(`drop index if exists "order_product_status_order_id_index";`);
    this.addSql(`drop index if exists "order_product_status_created_at_index";`);
    this.addSql(`drop index if exists "order_product_created_at_id_index";`);
    this.addSql(`drop table if exists "staff_order_view" cascade;`);
  }
}
