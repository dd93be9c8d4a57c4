import { Migration } from '@mikro-orm/migrations';

// A combination a cart or order line names is retired by the options grid instead of deleted
// (docs/decisions/0044-options-grid.md): hidden from students, kept for the lines' history.

export class Migration20261127032000_option_retired extends Migration {

  override name = 'Migration20261127032000_option_retired';

  override up(): void | Promise<void> {
    this.addSql(`alter table "product_option_detail" add "retired" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "product_option_detail" drop column "retired";`);
  }

}
