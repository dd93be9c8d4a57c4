import { Migration } from '@mikro-orm/migrations';

// The message outbox (docs/decisions/0040-notifications.md). A statement-level trigger wakes the
// send-messages worker with NOTIFY at commit, so queueing stays one INSERT for the caller; the
// queue itself is created here like the others (a frozen copy of its first options).

export class Migration20261126225952_messages extends Migration {

  override name = 'Migration20261126225952_messages';

  override up(): void | Promise<void> {
    this.addSql(`create table "message" ("id" serial primary key, "university_id" int not null, "user_id" int null, "event_key" varchar(200) not null, "template" varchar(40) not null, "purpose" varchar(16) not null, "variables" jsonb not null, "status" text not null default 'QUEUED', "channel" text null, "recipient" varchar(255) null, "text" text null, "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "claimed_at" timestamptz null, "sent_at" timestamptz null, "provider_message_id" varchar(255) null, "result" text null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "message_university_id_index" on "message" ("university_id");`);
    this.addSql(`alter table "message" add constraint "message_event_key_unique" unique ("event_key");`);
    this.addSql(`create index "message_due_index" on "message" ("status", "next_attempt_at");`);
    this.addSql(`create index "message_user_id_index" on "message" ("user_id", "id");`);

    this.addSql(`alter table "user_config" add "marketing_agreed_at" timestamptz null;`);
    // Consent given before the date was kept: the sign-up's date is the best record there is.
    this.addSql(`update "user_config" set "marketing_agreed_at" = "created_at" where "marketing";`);

    this.addSql(`alter table "message" add constraint "message_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "message" add constraint "message_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete set null;`);
    this.addSql(`alter table "message" add constraint "message_status_check" check ("status" in ('FAILED', 'QUEUED', 'SENDING', 'SENT', 'SKIPPED'));`);
    this.addSql(`alter table "message" add constraint "message_channel_check" check ("channel" in ('ALIMTALK', 'EMAIL', 'SMS'));`);

    this.addSql(`create or replace function "message_message_queued_fn"() returns trigger as $$ begin perform pg_notify('message_queued', ''); return null; end; $$ language plpgsql;`);
    this.addSql(`create trigger "message_queued" AFTER INSERT on "message" for each STATEMENT execute function "message_message_queued_fn"();`);
    this.addSql(`select pgboss.create_queue('send-messages', '{"policy":"stately","retryLimit":0,"expireInSeconds":600}'::jsonb);`);
    this.addSql(`select pgboss.create_queue('remind-vbank-deposits', '{"policy":"stately","retryLimit":0,"expireInSeconds":300}'::jsonb);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`select pgboss.delete_queue('send-messages');`);
    this.addSql(`select pgboss.delete_queue('remind-vbank-deposits');`);
    this.addSql(`drop table if exists "message" cascade;`);
    this.addSql(`drop function if exists "message_message_queued_fn"();`);

    this.addSql(`alter table "user_config" drop column "marketing_agreed_at";`);
  }

}
