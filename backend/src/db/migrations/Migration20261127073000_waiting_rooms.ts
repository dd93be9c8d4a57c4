import { Migration } from '@mikro-orm/migrations';

export class Migration20261127073000_waiting_rooms extends Migration {

  override name = 'Migration20261127073000_waiting_rooms';

  override up(): void | Promise<void> {
    // Waiting rooms for sale openings, docs/decisions/0073: staff's gate per product and its shared admission state.
    this.addSql(`create table "waiting_room_gate" ("id" serial primary key, "university_id" int not null, "product_id" int not null, "enabled" boolean not null default false, "queue_opens_minutes_before" int not null default 15, "rate_mode" text not null default 'PER_MINUTE', "rate" int not null default 100, "admission_minutes" int not null default 10, "cursor" int not null default 0, "carry" int not null default 0, "ticked_at" timestamptz null, "drawn_at" timestamptz null, "draw_seed" varchar(64) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "waiting_room_gate_university_id_index" on "waiting_room_gate" ("university_id");`);
    this.addSql(`alter table "waiting_room_gate" add constraint "waiting_room_gate_product_id_unique" unique ("product_id");`);
    this.addSql(`alter table "waiting_room_gate" add constraint "waiting_room_gate_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "waiting_room_gate" add constraint "waiting_room_gate_product_id_foreign" foreign key ("product_id") references "product" ("id");`);
    this.addSql(`alter table "waiting_room_gate" add constraint "waiting_room_gate_rate_mode_check" check ("rate_mode" in ('PER_MINUTE', 'CONCURRENT'));`);

    // One place per member and product: the member's, not the tab's.
    this.addSql(`create table "waiting_room_entry" ("id" serial primary key, "university_id" int not null, "product_id" int not null, "user_id" int not null, "joined_at" timestamptz not null default now(), "draw_position" int null, "admitted_at" timestamptz null, "ordered_at" timestamptz null);`);
    this.addSql(`create index "waiting_room_entry_university_id_index" on "waiting_room_entry" ("university_id");`);
    this.addSql(`create index "waiting_room_entry_user_id_index" on "waiting_room_entry" ("user_id");`);
    this.addSql(`alter table "waiting_room_entry" add constraint "waiting_room_entry_product_id_user_id_unique" unique ("product_id", "user_id");`);
    this.addSql(`alter table "waiting_room_entry" add constraint "waiting_room_entry_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "waiting_room_entry" add constraint "waiting_room_entry_product_id_foreign" foreign key ("product_id") references "product" ("id");`);
    this.addSql(`alter table "waiting_room_entry" add constraint "waiting_room_entry_user_id_foreign" foreign key ("user_id") references "user" ("id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "waiting_room_entry" cascade;`);
    this.addSql(`drop table if exists "waiting_room_gate" cascade;`);
  }

}
