import { Migration } from '@mikro-orm/migrations';

export class Migration20261127030000_staff_audit extends Migration {

  override name = 'Migration20261127030000_staff_audit';

  override up(): void | Promise<void> {
    this.addSql(`create table "staff_audit" ("id" serial primary key, "university_id" int not null, "staff_user_id" int null, "object_type" text not null, "object_id" int not null, "action" varchar(60) not null, "summary" varchar(200) not null, "before" jsonb null, "after" jsonb null, "reason" text null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "staff_audit_object_index" on "staff_audit" ("university_id", "object_type", "object_id", "id");`);
    this.addSql(`create index "staff_audit_university_id_index" on "staff_audit" ("university_id", "id");`);

    this.addSql(`alter table "staff_audit" add constraint "staff_audit_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "staff_audit" add constraint "staff_audit_staff_user_id_foreign" foreign key ("staff_user_id") references "user" ("id") on delete set null;`);
    this.addSql(`alter table "staff_audit" add constraint "staff_audit_object_type_check" check ("object_type" in ('AD', 'CATEGORY', 'DELIVERY_TEMPLATE', 'MEMBER', 'MESSAGE', 'ORDER_PRODUCT', 'PICKUP_POINT', 'PRODUCT', 'REVIEW', 'SHOP'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "staff_audit" cascade;`);
  }

}
