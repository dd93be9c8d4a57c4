import { Migration } from '@mikro-orm/migrations';

// Product images (docs/decisions/0045-product-images.md): the story tab's long images as an
// ordered list on the product, and one row per stored image with the sizes the server made of it.
// The make-image-sizes queue is created here like the others (a frozen copy of its first options).

export class Migration20261127033000_product_images extends Migration {

  override name = 'Migration20261127033000_product_images';

  override up(): void | Promise<void> {
    this.addSql(`create table "image_rendition" ("id" serial primary key, "source_url" varchar(1000) not null, "width" int null, "height" int null, "variants" jsonb not null default '[]'::jsonb, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "image_rendition" add constraint "image_rendition_source_url_unique" unique ("source_url");`);
    this.addSql(`alter table "product" add "detail_images" jsonb not null default '[]'::jsonb;`);
    this.addSql(`select pgboss.create_queue('make-image-sizes', '{"policy":"stately","retryLimit":0,"expireInSeconds":600}'::jsonb);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`select pgboss.delete_queue('make-image-sizes');`);
    this.addSql(`alter table "product" drop column "detail_images";`);
    this.addSql(`drop table if exists "image_rendition" cascade;`);
  }

}
