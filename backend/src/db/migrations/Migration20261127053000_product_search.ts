import { Migration } from '@mikro-orm/migrations';

export class Migration20261127053000_product_search extends Migration {

  override name = 'Migration20261127053000_product_search';

  override up(): void | Promise<void> {
    // Korean-aware search (docs/decisions/0058): ASCII keys pg_trgm can index under the C locale.
    // The keys come from domain/; migrateUp() keys existing products right after this runs.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`alter table "product" add column "search_text" text not null default '', add column "search_jamo" text not null default '', add column "search_initials" text not null default '';`);
    for (const column of ['search_text', 'search_jamo', 'search_initials']) {
      this.addSql(`create index "product_${column}_trgm_index" on "product" using gin ("${column}" gin_trgm_ops);`);
    }
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "product" drop column "search_text", drop column "search_jamo", drop column "search_initials";`);
  }

}
