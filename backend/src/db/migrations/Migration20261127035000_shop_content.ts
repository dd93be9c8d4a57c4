import { Migration } from '@mikro-orm/migrations';

// Staff edit the shop's content (docs/decisions/0047-shop-content.md): banners get a window and a
// version, the top notice an end.

export class Migration20261127035000_shop_content extends Migration {

  override name = 'Migration20261127035000_shop_content';

  override up(): void | Promise<void> {
    this.addSql(`alter table "ad" add "starts_at" timestamptz null, add "ends_at" timestamptz null, add "updated_at" timestamptz not null default now();`);
    this.addSql(`alter table "university" add "top_notice_ends_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "ad" drop column "starts_at", drop column "ends_at", drop column "updated_at";`);
    this.addSql(`alter table "university" drop column "top_notice_ends_at";`);
  }

}
