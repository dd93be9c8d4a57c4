import { Migration } from '@mikro-orm/migrations';

// The courier-export queue is created here like the others (a frozen copy of its first options).
export class Migration20261127043000_courier_sheets extends Migration {

  override name = 'Migration20261127043000_courier_sheets';

  override up(): void | Promise<void> {
    this.addSql(`create table "courier_export" ("id" serial primary key, "university_id" int not null, "courier" text not null, "format" text not null, "status" text not null default 'QUEUED', "filter" jsonb null, "order_product_ids" jsonb null, "row_count" int null, "file_key" varchar(255) null, "file_name" varchar(255) not null, "error" text null, "staff_user_id" int null, "created_at" timestamptz not null default now(), "finished_at" timestamptz null);`);
    this.addSql(`create index "courier_export_university_index" on "courier_export" ("university_id", "id");`);
    this.addSql(`create index "courier_export_staff_user_id_index" on "courier_export" ("staff_user_id");`);
    this.addSql(`alter table "courier_export" add constraint "courier_export_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "courier_export" add constraint "courier_export_staff_user_id_foreign" foreign key ("staff_user_id") references "user" ("id") on delete set null;`);
    this.addSql(`alter table "courier_export" add constraint "courier_export_courier_check" check ("courier" in ('CJ', 'EPOST', 'LOTTE', 'HANJIN'));`);
    this.addSql(`alter table "courier_export" add constraint "courier_export_format_check" check ("format" in ('XLSX', 'CSV'));`);
    this.addSql(`alter table "courier_export" add constraint "courier_export_status_check" check ("status" in ('QUEUED', 'RUNNING', 'DONE', 'FAILED'));`);

    this.addSql(`create table "courier_import" ("id" serial primary key, "university_id" int not null, "file_key" varchar(255) not null, "file_name" varchar(255) not null, "byte_size" int not null, "staff_user_id" int null, "created_at" timestamptz not null default now(), "applied_at" timestamptz null);`);
    this.addSql(`create index "courier_import_university_index" on "courier_import" ("university_id", "id");`);
    this.addSql(`create index "courier_import_staff_user_id_index" on "courier_import" ("staff_user_id");`);
    this.addSql(`alter table "courier_import" add constraint "courier_import_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "courier_import" add constraint "courier_import_staff_user_id_foreign" foreign key ("staff_user_id") references "user" ("id") on delete set null;`);

    this.addSql(`select pgboss.create_queue('courier-export', '{"policy":"standard","retryLimit":1,"retryDelay":30,"expireInSeconds":900}'::jsonb);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`select pgboss.delete_queue('courier-export');`);
    this.addSql(`drop table if exists "courier_export" cascade;`);
    this.addSql(`drop table if exists "courier_import" cascade;`);
  }

}
