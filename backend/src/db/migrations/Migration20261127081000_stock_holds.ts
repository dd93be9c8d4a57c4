import { Migration } from '@mikro-orm/migrations';

export class Migration20261127081000_stock_holds extends Migration {

  override name = 'Migration20261127081000_stock_holds';

  override up(): void | Promise<void> {
    // Held stock during checkout, docs/decisions/0076: the gate's hold length and the holds themselves.
    this.addSql(`alter table "waiting_room_gate" add column "hold_minutes" int not null default 10;`);
    this.addSql(`create table "stock_hold" ("id" serial primary key, "university_id" int not null, "product_id" int not null, "product_option_detail_id" int null, "user_id" int not null, "units" int not null, "expires_at" timestamptz not null, "extended" boolean not null default false, "order_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "stock_hold" add constraint "stock_hold_units_positive" check (units > 0);`);
    this.addSql(`create index "stock_hold_university_id_index" on "stock_hold" ("university_id");`);
    this.addSql(`create index "stock_hold_product_id_index" on "stock_hold" ("product_id");`);
    this.addSql(`create index "stock_hold_product_option_detail_id_index" on "stock_hold" ("product_option_detail_id");`);
    this.addSql(`create index "stock_hold_order_id_index" on "stock_hold" ("order_id");`);
    this.addSql(`create index "stock_hold_expires_at_index" on "stock_hold" ("expires_at");`);
    // One hold per member and stock row: two tabs opening checkout at once take the units once.
    this.addSql(`create unique index "stock_hold_user_product_detail_unique" on "stock_hold" ("user_id", "product_id", "product_option_detail_id") nulls not distinct;`);
    this.addSql(`alter table "stock_hold" add constraint "stock_hold_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "stock_hold" add constraint "stock_hold_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);
    this.addSql(`alter table "stock_hold" add constraint "stock_hold_product_option_detail_id_foreign" foreign key ("product_option_detail_id") references "product_option_detail" ("id") on delete cascade;`);
    this.addSql(`alter table "stock_hold" add constraint "stock_hold_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);
    this.addSql(`alter table "stock_hold" add constraint "stock_hold_order_id_foreign" foreign key ("order_id") references "order" ("id") on delete cascade;`);
    // The minute sweep's queue exists before any worker starts, like every other one.
    this.addSql(`select pgboss.create_queue('release-expired-holds', '{"policy":"stately","retryLimit":0,"expireInSeconds":300}'::jsonb);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`select pgboss.delete_queue('release-expired-holds');`);
    this.addSql(`drop table if exists "stock_hold" cascade;`);
    this.addSql(`alter table "waiting_room_gate" drop column "hold_minutes";`);
  }

}
