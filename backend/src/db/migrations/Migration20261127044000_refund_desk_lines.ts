import { Migration } from '@mikro-orm/migrations';

export class Migration20261127044000_refund_desk_lines extends Migration {

  override name = 'Migration20261127044000_refund_desk_lines';

  override up(): void | Promise<void> {
    // One refund may cover several lines of one order cancelled together (docs/decisions/0052).
    this.addSql(`alter table "refund" add column "line_count" int not null default 1;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "refund" drop column "line_count";`);
  }

}
