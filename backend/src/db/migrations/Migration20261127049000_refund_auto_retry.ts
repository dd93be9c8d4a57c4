import { Migration } from '@mikro-orm/migrations';

// Automatic refund retries (ADR 0061): the counter, the next try, and the sweep's queue; and
// the nightly purge of courier files past their retention.
export class Migration20261127049000_refund_auto_retry extends Migration {

  override name = 'Migration20261127049000_refund_auto_retry';

  override up(): void | Promise<void> {
    this.addSql(`alter table "refund" add column "auto_retries" int not null default 0, add column "next_retry_at" timestamptz null;`);
    this.addSql(`create index "refund_next_retry_at_index" on "refund" ("next_retry_at");`);
    this.addSql(`select pgboss.create_queue('retry-refunds', '{"policy":"stately","retryLimit":0,"expireInSeconds":600}'::jsonb);`);
    this.addSql(`select pgboss.create_queue('purge-courier-files', '{"policy":"stately","retryLimit":2,"retryDelay":600,"expireInSeconds":1800}'::jsonb);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`select pgboss.delete_queue('retry-refunds');`);
    this.addSql(`select pgboss.delete_queue('purge-courier-files');`);
    this.addSql(`drop index if exists "refund_next_retry_at_index";`);
    this.addSql(`alter table "refund" drop column "auto_retries", drop column "next_retry_at";`);
  }

}
