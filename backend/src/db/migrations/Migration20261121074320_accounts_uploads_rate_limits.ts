import { Migration } from '@mikro-orm/migrations';

export class Migration20261121074320_accounts_uploads_rate_limits extends Migration {

  override name = 'Migration20261121074320_accounts_uploads_rate_limits';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_limit" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, primary key ("key"));`);

    this.addSql(`create table "upload" ("id" serial primary key, "user_id" int not null, "key" varchar(255) not null, "original_name" varchar(255) not null, "content_type" varchar(255) not null, "byte_size" int null, "expires_at" timestamptz not null, "completed_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "upload_user_id_index" on "upload" ("user_id");`);
    this.addSql(`alter table "upload" add constraint "upload_key_unique" unique ("key");`);

    this.addSql(`create table "password_reset" ("id" serial primary key, "user_id" int not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "consumed_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "password_reset_user_id_index" on "password_reset" ("user_id");`);
    this.addSql(`alter table "password_reset" add constraint "password_reset_code_hash_unique" unique ("code_hash");`);

    this.addSql(`alter table "upload" add constraint "upload_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);

    this.addSql(`alter table "password_reset" add constraint "password_reset_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit" cascade;`);
    this.addSql(`drop table if exists "upload" cascade;`);
    this.addSql(`drop table if exists "password_reset" cascade;`);
  }

}
