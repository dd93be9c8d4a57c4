import { Migration } from '@mikro-orm/migrations';

export class Migration20261127060000_campaigns extends Migration {

  override name = 'Migration20261127060000_campaigns';

  override up(): void | Promise<void> {
    // Group purchases (docs/decisions/0062-campaign-core.md): the campaign row per product, its
    // option caps, and the billing keys and charges of CHARGE_AT_CLOSE purchases.
    this.addSql(`create table "campaign" ("id" serial primary key, "university_id" int not null, "product_id" int not null, "min_units" int not null, "max_units" int null, "per_member_limit" int null, "closes_at" timestamptz not null, "production_freeze_at" timestamptz not null, "settle_mode" text not null, "status" text not null default 'OPEN', "closed_at" timestamptz null, "close_outcome" text null, "close_reason" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "campaign" add constraint "campaign_product_id_unique" unique ("product_id");`);
    this.addSql(`create index "campaign_university_status_closes_at_index" on "campaign" ("university_id", "status", "closes_at");`);
    this.addSql(`create index "campaign_status_closes_at_index" on "campaign" ("status", "closes_at");`);
    this.addSql(`create table "campaign_option_cap" ("id" serial primary key, "campaign_id" int not null, "product_option_detail_id" int not null, "max_units" int not null);`);
    this.addSql(`create index "campaign_option_cap_product_option_detail_id_index" on "campaign_option_cap" ("product_option_detail_id");`);
    this.addSql(`alter table "campaign_option_cap" add constraint "campaign_option_cap_campaign_detail_unique" unique ("campaign_id", "product_option_detail_id");`);
    this.addSql(`create table "billing_key" ("id" serial primary key, "user_id" int not null, "customer_uid" varchar(255) not null, "method" text not null, "card_name" varchar(255) null, "last4" varchar(4) null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "billing_key_user_id_index" on "billing_key" ("user_id");`);
    this.addSql(`alter table "billing_key" add constraint "billing_key_customer_uid_unique" unique ("customer_uid");`);
    this.addSql(`create table "campaign_charge" ("id" serial primary key, "order_id" int not null, "campaign_id" int not null, "billing_key_id" int not null, "amount" int not null, "status" text not null default 'REGISTERED', "tries" int not null default 0, "max_tries" int not null default 3, "next_try_at" timestamptz null, "last_error" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "campaign_charge" add constraint "campaign_charge_order_id_unique" unique ("order_id");`);
    this.addSql(`create index "campaign_charge_billing_key_id_index" on "campaign_charge" ("billing_key_id");`);
    this.addSql(`create index "campaign_charge_campaign_status_index" on "campaign_charge" ("campaign_id", "status");`);
    this.addSql(`create index "campaign_charge_next_try_at_index" on "campaign_charge" ("next_try_at");`);
    this.addSql(`alter table "campaign" add constraint "campaign_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "campaign" add constraint "campaign_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);
    this.addSql(`alter table "campaign" add constraint "campaign_settle_mode_check" check ("settle_mode" in ('PAY_NOW', 'CHARGE_AT_CLOSE'));`);
    this.addSql(`alter table "campaign" add constraint "campaign_status_check" check ("status" in ('SCHEDULED', 'OPEN', 'CLOSING', 'CONFIRMED', 'FAILED'));`);
    this.addSql(`alter table "campaign" add constraint "campaign_close_outcome_check" check ("close_outcome" in ('SCHEDULED', 'OPEN', 'CLOSING', 'CONFIRMED', 'FAILED'));`);
    this.addSql(`alter table "campaign_option_cap" add constraint "campaign_option_cap_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on delete cascade;`);
    this.addSql(`alter table "campaign_option_cap" add constraint "campaign_option_cap_product_option_detail_id_foreign" foreign key ("product_option_detail_id") references "product_option_detail" ("id") on delete cascade;`);
    this.addSql(`alter table "billing_key" add constraint "billing_key_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);
    this.addSql(`alter table "billing_key" add constraint "billing_key_method_check" check ("method" in ('card', 'kakaopay'));`);
    this.addSql(`alter table "campaign_charge" add constraint "campaign_charge_order_id_foreign" foreign key ("order_id") references "order" ("id") on delete cascade;`);
    this.addSql(`alter table "campaign_charge" add constraint "campaign_charge_campaign_id_foreign" foreign key ("campaign_id") references "campaign" ("id") on delete cascade;`);
    this.addSql(`alter table "campaign_charge" add constraint "campaign_charge_billing_key_id_foreign" foreign key ("billing_key_id") references "billing_key" ("id");`);
    this.addSql(`alter table "campaign_charge" add constraint "campaign_charge_status_check" check ("status" in ('REGISTERED', 'PAID', 'RETRYING', 'CANCELLED'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "campaign_charge" cascade;`);
    this.addSql(`drop table if exists "billing_key" cascade;`);
    this.addSql(`drop table if exists "campaign_option_cap" cascade;`);
    this.addSql(`drop table if exists "campaign" cascade;`);
  }

}
