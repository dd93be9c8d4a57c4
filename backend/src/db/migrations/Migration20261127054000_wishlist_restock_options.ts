import { Migration } from '@mikro-orm/migrations';

export class Migration20261127054000_wishlist_restock_options extends Migration {

  override name = 'Migration20261127054000_wishlist_restock_options';

  override up(): void | Promise<void> {
    // The wishlist (찜), docs/decisions/0059: one row per member and product.
    this.addSql(`create table "wish" ("id" serial primary key, "user_id" int not null, "product_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "wish_product_id_index" on "wish" ("product_id");`);
    this.addSql(`alter table "wish" add constraint "wish_user_product_unique" unique ("user_id", "product_id");`);
    this.addSql(`alter table "wish" add constraint "wish_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);
    this.addSql(`alter table "wish" add constraint "wish_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);

    // Restock requests per option combination: existing rows stay whole-product requests (null).
    this.addSql(`alter table "product_restock_notification" add column "option_id" int null;`);
    this.addSql(`alter table "product_restock_notification" add constraint "product_restock_notification_option_id_foreign" foreign key ("option_id") references "product_option_detail" ("id") on delete cascade;`);
    this.addSql(`create index "product_restock_notification_option_id_index" on "product_restock_notification" ("option_id");`);
    this.addSql(`alter table "product_restock_notification" drop constraint "product_restock_notification_user_product_unique";`);
    this.addSql(`create unique index "product_restock_notification_user_product_option_unique" on "product_restock_notification" ("user_id", "product_id", "option_id") nulls not distinct;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "product_restock_notification" where "option_id" is not null;`);
    this.addSql(`drop index "product_restock_notification_user_product_option_unique";`);
    this.addSql(`alter table "product_restock_notification" add constraint "product_restock_notification_user_product_unique" unique ("user_id", "product_id");`);
    this.addSql(`alter table "product_restock_notification" drop column "option_id";`);
    this.addSql(`drop table if exists "wish" cascade;`);
  }

}
