import { Migration } from '@mikro-orm/migrations';

export class Migration20261127062000_class_orders extends Migration {

  override name = 'Migration20261127062000_class_orders';

  override up(): void | Promise<void> {
    // Class orders (과대표 단체주문), docs/decisions/0065: a representative's link on a product.
    this.addSql(`create table "class_order" ("id" serial primary key, "university_id" int not null, "code" varchar(16) not null, "product_id" int not null, "representative_id" int not null, "department" varchar(255) not null, "class_name" varchar(255) not null, "pickup_point_id" int not null, "closes_at" timestamptz not null, "status" text not null default 'OPEN', "last_reminded_at" timestamptz null, "cancelled_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "class_order_university_id_index" on "class_order" ("university_id");`);
    this.addSql(`alter table "class_order" add constraint "class_order_code_unique" unique ("code");`);
    this.addSql(`create index "class_order_product_id_index" on "class_order" ("product_id");`);
    this.addSql(`create index "class_order_representative_id_index" on "class_order" ("representative_id");`);
    this.addSql(`create index "class_order_pickup_point_id_index" on "class_order" ("pickup_point_id");`);
    this.addSql(`alter table "class_order" add constraint "class_order_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "class_order" add constraint "class_order_product_id_foreign" foreign key ("product_id") references "product" ("id");`);
    this.addSql(`alter table "class_order" add constraint "class_order_representative_id_foreign" foreign key ("representative_id") references "user" ("id");`);
    this.addSql(`alter table "class_order" add constraint "class_order_pickup_point_id_foreign" foreign key ("pickup_point_id") references "pickup_point" ("id");`);
    this.addSql(`alter table "class_order" add constraint "class_order_status_check" check ("status" in ('OPEN', 'LOCKED', 'CANCELLED'));`);

    // A classmate's direct line and order line keep the class order they came through.
    this.addSql(`alter table "cart" add column "class_order_id" int null;`);
    this.addSql(`alter table "cart" add constraint "cart_class_order_id_foreign" foreign key ("class_order_id") references "class_order" ("id") on delete cascade;`);
    this.addSql(`create index "cart_class_order_id_index" on "cart" ("class_order_id");`);
    this.addSql(`alter table "order_product" add column "class_order_id" int null;`);
    this.addSql(`alter table "order_product" add constraint "order_product_class_order_id_foreign" foreign key ("class_order_id") references "class_order" ("id") on delete set null;`);
    this.addSql(`create index "order_product_class_order_id_index" on "order_product" ("class_order_id");`);

    // Staff cancelling a class order is written to the audit log.
    this.addSql(`alter table "staff_audit" drop constraint "staff_audit_object_type_check";`);
    this.addSql(`alter table "staff_audit" add constraint "staff_audit_object_type_check" check ("object_type" in ('AD', 'CATEGORY', 'CLASS_ORDER', 'DELIVERY_TEMPLATE', 'MEMBER', 'MESSAGE', 'ORDER_PRODUCT', 'PICKUP_POINT', 'PRODUCT', 'REVIEW', 'SHOP'));`);

    // Staff-set rules for buyers' free-text inputs (initials, student number).
    this.addSql(`alter table "product_option_input" add column "rule" text not null default 'FREE';`);
    this.addSql(`alter table "product_option_input" add constraint "product_option_input_rule_check" check ("rule" in ('FREE', 'INITIALS', 'STUDENT_NUMBER'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "product_option_input" drop column "rule";`);
    this.addSql(`alter table "order_product" drop column "class_order_id";`);
    this.addSql(`alter table "cart" drop column "class_order_id";`);
    this.addSql(`drop table if exists "class_order" cascade;`);
  }

}
