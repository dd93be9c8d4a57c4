import { Migration } from '@mikro-orm/migrations';

export class Migration20261127040000_refund_desk extends Migration {

  override name = 'Migration20261127040000_refund_desk';

  override up(): void | Promise<void> {
    this.addSql(`create table "refund" ("id" serial primary key, "university_id" int not null, "order_id" int not null, "order_product_id" int null, "amount" int not null, "reason" text not null, "status" text not null default 'PENDING', "attempts" int not null default 0, "last_error" text null, "staff_user_id" int null, "done_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "refund_order_id_index" on "refund" ("order_id");`);
    this.addSql(`create index "refund_order_product_id_index" on "refund" ("order_product_id");`);
    this.addSql(`create index "refund_university_status_index" on "refund" ("university_id", "status", "id");`);

    this.addSql(`create table "order_cancel_request" ("id" serial primary key, "order_product_id" int not null, "user_id" int not null, "reason" text not null, "status" text not null default 'REQUESTED', "answer" text null, "decided_by_id" int null, "decided_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "order_cancel_request_order_product_id_index" on "order_cancel_request" ("order_product_id");`);
    this.addSql(`create index "order_cancel_request_user_id_index" on "order_cancel_request" ("user_id");`);
    // One open request per line: a second tap (or a second tab) cannot queue the same request twice.
    this.addSql(`create unique index "order_cancel_request_open_unique" on "order_cancel_request" ("order_product_id") where "status" = 'REQUESTED';`);

    this.addSql(`alter table "refund" add constraint "refund_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "refund" add constraint "refund_order_id_foreign" foreign key ("order_id") references "order" ("id");`);
    this.addSql(`alter table "refund" add constraint "refund_order_product_id_foreign" foreign key ("order_product_id") references "order_product" ("id") on delete set null;`);
    this.addSql(`alter table "refund" add constraint "refund_staff_user_id_foreign" foreign key ("staff_user_id") references "user" ("id") on delete set null;`);
    this.addSql(`alter table "refund" add constraint "refund_status_check" check ("status" in ('PENDING', 'DONE', 'FAILED'));`);

    this.addSql(`alter table "order_cancel_request" add constraint "order_cancel_request_order_product_id_foreign" foreign key ("order_product_id") references "order_product" ("id");`);
    this.addSql(`alter table "order_cancel_request" add constraint "order_cancel_request_user_id_foreign" foreign key ("user_id") references "user" ("id");`);
    this.addSql(`alter table "order_cancel_request" add constraint "order_cancel_request_decided_by_id_foreign" foreign key ("decided_by_id") references "user" ("id") on delete set null;`);
    this.addSql(`alter table "order_cancel_request" add constraint "order_cancel_request_status_check" check ("status" in ('REQUESTED', 'APPROVED', 'REFUSED', 'WITHDRAWN'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "refund" cascade;`);
    this.addSql(`drop table if exists "order_cancel_request" cascade;`);
  }

}
