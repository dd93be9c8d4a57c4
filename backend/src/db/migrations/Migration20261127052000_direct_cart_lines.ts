import { Migration } from '@mikro-orm/migrations';

export class Migration20261127052000_direct_cart_lines extends Migration {

  override name = 'Migration20261127052000_direct_cart_lines';

  override up(): void | Promise<void> {
    // 구매하기 writes its rows as direct lines the cart never lists (docs/decisions/0057).
    this.addSql(`alter table "cart" add column "direct" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "cart" drop column "direct";`);
  }

}
