import { Migration } from '@mikro-orm/migrations';

// Member administration (docs/decisions/0048): a suspension keeps the level to restore and why;
// a hand adjustment of points keeps its reason on the ledger row; the two point types staff
// adjustments are booked under exist in every deployment, not only in freshly seeded ones.

export class Migration20261127036000_member_admin extends Migration {

  override name = 'Migration20261127036000_member_admin';

  override up(): void | Promise<void> {
    this.addSql(`alter table "user" add "authority_before_suspension" int null, add "suspended_at" timestamptz null, add "suspend_reason" varchar(255) null;`);
    this.addSql(`alter table "point" add "reason" varchar(255) null;`);
    this.addSql(`insert into "point_type" ("id", "content", "code") values (9, '운영진 지급', 'ADMIN_GRANT'), (10, '운영진 회수', 'ADMIN_TAKE') on conflict do nothing;`);
    this.addSql(`select setval(pg_get_serial_sequence('point_type', 'id'), greatest((select max("id") from "point_type"), 1));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "point_type" where "code" in ('ADMIN_GRANT', 'ADMIN_TAKE') and not exists (select 1 from "point" where "point_type_id" = "point_type"."id");`);
    this.addSql(`alter table "point" drop column "reason";`);
    this.addSql(`alter table "user" drop column "authority_before_suspension", drop column "suspended_at", drop column "suspend_reason";`);
  }
}
