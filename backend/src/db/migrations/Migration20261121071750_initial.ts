import { Migration } from '@mikro-orm/migrations';

export class Migration20261121071750_initial extends Migration {

  override name = 'Migration20261121071750_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "country_dialing_code" ("id" serial primary key, "iso_code" varchar(255) not null, "code" varchar(255) not null, "image_url" varchar(255) not null, "name" varchar(255) not null, "position" int not null default 0, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "country_dialing_code" add constraint "country_dialing_code_iso_code_unique" unique ("iso_code");`);

    this.addSql(`create table "order_delivery" ("id" serial primary key, "name" varchar(255) not null, "post_code" varchar(255) not null, "address" varchar(255) not null, "detail_address" varchar(255) not null, "tel" varchar(255) not null, "note" text null, "created_at" timestamptz not null default now());`);

    this.addSql(`create table "order_delivery_company" ("id" serial primary key, "content" varchar(255) not null, "code" varchar(255) not null, "tracking_url" varchar(255) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "order_delivery_company" add constraint "order_delivery_company_code_unique" unique ("code");`);

    this.addSql(`create table "point_type" ("id" serial primary key, "content" varchar(255) not null, "code" varchar(255) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "point_type" add constraint "point_type_code_unique" unique ("code");`);

    this.addSql(`create table "review_type" ("id" serial primary key, "content" varchar(255) not null, "created_at" timestamptz not null default now());`);

    this.addSql(`create table "review_option" ("id" serial primary key, "review_type_id" int not null, "content" varchar(255) not null, "position" int not null default 0, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "review_option_review_type_id_index" on "review_option" ("review_type_id");`);

    this.addSql(`create table "review_option_detail" ("id" serial primary key, "review_option_id" int not null, "content" varchar(255) not null, "position" int not null default 0, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "review_option_detail_review_option_id_index" on "review_option_detail" ("review_option_id");`);

    this.addSql(`create table "tel_certification" ("id" serial primary key, "purpose" text not null, "tel" varchar(255) not null, "code_hash" varchar(255) not null, "attempts" int not null default 0, "client_ip" varchar(255) not null, "expires_at" timestamptz not null, "verified_at" timestamptz null, "token_hash" varchar(64) null, "token_expires_at" timestamptz null, "consumed_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "tel_certification" add constraint "tel_certification_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "tel_certification_tel_created_at_index" on "tel_certification" ("tel", "created_at");`);
    this.addSql(`create index "tel_certification_client_ip_created_at_index" on "tel_certification" ("client_ip", "created_at");`);

    this.addSql(`create table "university" ("id" serial primary key, "name" varchar(255) not null, "shop_name" varchar(255) not null, "site_url" varchar(255) not null, "top_notice" text null, "footer_operator" varchar(255) not null, "footer_address" varchar(255) not null, "social_url" varchar(255) null, "chat_url" varchar(255) null, "theme_color" varchar(255) not null, "default_title" varchar(255) not null, "title_template" varchar(255) not null, "promoted_categories" jsonb not null default '[]', "business_number" varchar(255) null, "mail_order_number" varchar(255) null, "representative" varchar(255) null, "cs_tel" varchar(255) null, "cs_email" varchar(255) null, "naver_client_id" varchar(255) null, "kakao_client_id" varchar(255) null, "google_client_id" varchar(255) null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);

    this.addSql(`create table "product_category" ("id" serial primary key, "university_id" int not null, "category_id" int null, "content" varchar(255) not null, "visible" boolean not null default true, "is_group" boolean not null default false, "position" int not null default 0, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "product_category_university_id_index" on "product_category" ("university_id");`);
    this.addSql(`create index "product_category_category_id_index" on "product_category" ("category_id");`);

    this.addSql(`create table "delivery_template" ("id" serial primary key, "university_id" int not null, "name" varchar(255) not null, "delivery_type" text not null, "delivery_fee" int not null default 0, "condition" int not null default 0, "quantity" int not null default 0, "quantity_count0" int not null default 0, "quantity_count1" int not null default 0, "quantity_count2" int not null default 0, "quantity_price0" int not null default 0, "quantity_price1" int not null default 0, "quantity_price2" int not null default 0, "shipping_address" varchar(255) not null, "return_address" varchar(255) not null, "return_fee" int not null default 0, "exchange_fee" int not null default 0, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "delivery_template_university_id_index" on "delivery_template" ("university_id");`);

    this.addSql(`create table "product" ("id" serial primary key, "university_id" int not null, "product_type" text not null, "product_visible" int not null default 0, "product_review_group_id" int null, "delivery_template_id" int not null, "name" varchar(255) not null, "description" text not null, "price" int not null, "sale_price" int not null, "count" int not null default 0, "image" varchar(255) not null, "image2" varchar(255) null, "image3" varchar(255) null, "code" varchar(255) not null, "sale_started_at" timestamptz null, "sale_ended_at" timestamptz null, "deliver_started_at" timestamptz null, "deliver_ended_at" timestamptz null, "fast_deliver_started_at" timestamptz null, "fast_deliver_ended_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "product_product_review_group_id_index" on "product" ("product_review_group_id");`);
    this.addSql(`create index "product_delivery_template_id_index" on "product" ("delivery_template_id");`);
    this.addSql(`create index "product_university_created_at_id_index" on "product" ("university_id", "created_at", "id");`);
    this.addSql(`alter table "product" add constraint "product_university_code_unique" unique ("university_id", "code");`);

    this.addSql(`create table "product_tag" ("id" serial primary key, "product_id" int not null, "content" varchar(255) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "product_tag_product_id_index" on "product_tag" ("product_id");`);

    this.addSql(`create table "product_option_input" ("id" serial primary key, "product_id" int not null, "key" varchar(255) not null, "position" int not null default 0, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "product_option_input_product_id_index" on "product_option_input" ("product_id");`);

    this.addSql(`create table "product_option" ("id" serial primary key, "product_id" int not null, "key" varchar(255) not null, "value" text not null, "position" int not null default 0, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "product_option_product_id_index" on "product_option" ("product_id");`);

    this.addSql(`create table "product_group_delivery" ("id" serial primary key, "product_id" int not null, "product_group_delivery_type" text not null, "name" varchar(255) not null, "post_code" varchar(255) not null, "address" varchar(255) not null, "detail_address" varchar(255) not null, "tel" varchar(255) not null, "note" text not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "product_group_delivery" add constraint "product_group_delivery_product_id_unique" unique ("product_id");`);

    this.addSql(`create table "product_detail" ("id" serial primary key, "product_id" int not null, "story" text not null, "info" text not null, "faq" text not null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "product_detail" add constraint "product_detail_product_id_unique" unique ("product_id");`);

    this.addSql(`create table "product_option_detail" ("id" serial primary key, "product_id" int not null, "product_detail_id" int null, "option0" varchar(255) null, "option1" varchar(255) null, "option2" varchar(255) null, "price" int not null default 0, "count" int not null default 0, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "product_option_detail_product_detail_id_index" on "product_option_detail" ("product_detail_id");`);
    this.addSql(`create unique index "product_option_detail_combination_unique" on "product_option_detail" ("product_id", "option0", "option1", "option2") nulls not distinct;`);

    this.addSql(`create table "product_category_tagged" ("id" serial primary key, "product_id" int not null, "product_category_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "product_category_tagged_product_category_id_index" on "product_category_tagged" ("product_category_id");`);
    this.addSql(`alter table "product_category_tagged" add constraint "product_category_tagged_pair_unique" unique ("product_id", "product_category_id");`);

    this.addSql(`create table "ad" ("id" serial primary key, "university_id" int not null, "primary" varchar(255) not null, "secondary" varchar(255) not null, "url" varchar(255) not null, "image_url" varchar(255) null, "position" int not null default 0, "visible" boolean not null default true, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "ad_university_id_index" on "ad" ("university_id");`);

    this.addSql(`create table "user_type" ("id" serial primary key, "university_id" int not null, "content" varchar(255) not null, "nationality" text not null default 'NOT_SET', "edu_degree" text not null default 'NOT_SET', "in_college" boolean not null default false, "position" int not null default 0, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "user_type_university_id_index" on "user_type" ("university_id");`);

    this.addSql(`create table "user" ("id" serial primary key, "university_id" int not null, "email" varchar(255) not null, "password_hash" varchar(255) null, "name" varchar(255) not null, "tel" varchar(255) null, "admission_year" int null, "birth_year" int null, "gender" text not null default 'NOT_SET', "user_type_id" int null, "authority" int not null default 0, "recommendation_code" varchar(255) not null, "recommended_by_id" int null, "resigned_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "user_university_id_index" on "user" ("university_id");`);
    this.addSql(`alter table "user" add constraint "user_email_unique" unique ("email");`);
    this.addSql(`alter table "user" add constraint "user_tel_unique" unique ("tel");`);
    this.addSql(`create index "user_user_type_id_index" on "user" ("user_type_id");`);
    this.addSql(`alter table "user" add constraint "user_recommendation_code_unique" unique ("recommendation_code");`);
    this.addSql(`create index "user_recommended_by_id_index" on "user" ("recommended_by_id");`);

    this.addSql(`create table "user_social_account" ("id" serial primary key, "user_id" int not null, "provider" text not null, "provider_user_id" varchar(255) not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "user_social_account_user_id_index" on "user_social_account" ("user_id");`);
    this.addSql(`alter table "user_social_account" add constraint "user_social_account_provider_user_unique" unique ("provider", "provider_user_id");`);

    this.addSql(`create table "user_delivery" ("id" serial primary key, "user_id" int not null, "name" varchar(255) not null, "post_code" varchar(255) not null, "address" varchar(255) not null, "detail_address" varchar(255) not null, "tel" varchar(255) not null, "note" text null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "user_delivery" add constraint "user_delivery_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "user_config" ("id" serial primary key, "user_id" int not null, "marketing" boolean not null default false, "social" text null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "user_config" add constraint "user_config_user_id_unique" unique ("user_id");`);

    this.addSql(`create table "product_restock_notification" ("id" serial primary key, "user_id" int not null, "product_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "product_restock_notification_product_id_index" on "product_restock_notification" ("product_id");`);
    this.addSql(`alter table "product_restock_notification" add constraint "product_restock_notification_user_product_unique" unique ("user_id", "product_id");`);

    this.addSql(`create table "order" ("id" serial primary key, "user_id" int not null, "university_id" int not null, "paid_price" int not null, "point_using" int not null default 0, "m_uid" varchar(255) not null, "delivery_fee" int not null default 0, "order_delivery_id" int null, "total_price" int not null, "discount_fee" int not null default 0, "refund_account" varchar(255) null, "refund_holder" varchar(255) null, "refund_bank_name" varchar(255) null, "refund_bank_code" varchar(255) null, "cancel_price" int not null default 0, "check" boolean not null default false, "expires_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "order_university_id_index" on "order" ("university_id");`);
    this.addSql(`alter table "order" add constraint "order_m_uid_unique" unique ("m_uid");`);
    this.addSql(`alter table "order" add constraint "order_order_delivery_id_unique" unique ("order_delivery_id");`);
    this.addSql(`create index "order_user_created_at_index" on "order" ("user_id", "created_at");`);

    this.addSql(`create table "order_specification" ("id" serial primary key, "order_id" int not null, "pay_method" text not null, "status" text not null default 'READY', "vbank_num" varchar(255) null, "vbank_name" varchar(255) null, "vbank_code" varchar(255) null, "vbank_holder" varchar(255) null, "vbank_date" timestamptz null, "imp_uid" varchar(255) null, "pg_provider" varchar(255) null, "paid_at" timestamptz null, "fail_reason" text null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "order_specification" add constraint "order_specification_order_id_unique" unique ("order_id");`);
    this.addSql(`alter table "order_specification" add constraint "order_specification_imp_uid_unique" unique ("imp_uid");`);

    this.addSql(`create table "order_product" ("id" serial primary key, "order_id" int not null, "product_id" int not null, "product_option_detail_id" int null, "product_option_id0" int null, "product_option_id1" int null, "product_option_id2" int null, "product_option_input0" varchar(255) null, "product_option_input1" varchar(255) null, "product_option_input2" varchar(255) null, "delivery_template_id" int not null, "count" int not null, "price" int not null, "sale_price" int not null, "discount_fee" int not null default 0, "paid_price" int not null, "delivery_fee" int not null default 0, "point_using" int not null default 0, "check" boolean not null default false, "cancel_price" int not null default 0, "status" text not null default 'READY', "note" text null, "cancel_reason" text null, "product_name" varchar(255) not null, "option_text" varchar(255) not null default '', "completed_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "order_product_order_id_index" on "order_product" ("order_id");`);
    this.addSql(`create index "order_product_product_id_index" on "order_product" ("product_id");`);
    this.addSql(`create index "order_product_product_option_detail_id_index" on "order_product" ("product_option_detail_id");`);
    this.addSql(`create index "order_product_delivery_template_id_index" on "order_product" ("delivery_template_id");`);

    this.addSql(`create table "review" ("id" serial primary key, "user_id" int not null, "product_id" int not null, "order_product_id" int not null, "rating" int not null, "note" text not null, "images" jsonb not null default '[]', "pinned" boolean not null default false, "status" text not null default 'READY', "feedback" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "review_user_id_index" on "review" ("user_id");`);
    this.addSql(`alter table "review" add constraint "review_order_product_id_unique" unique ("order_product_id");`);
    this.addSql(`create index "review_product_status_pinned_index" on "review" ("product_id", "status", "pinned");`);

    this.addSql(`create table "review_user_size" ("id" serial primary key, "review_id" int not null, "size" varchar(255) null, "height" int null, "weight" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`alter table "review_user_size" add constraint "review_user_size_review_id_unique" unique ("review_id");`);

    this.addSql(`create table "review_option_selected" ("id" serial primary key, "review_id" int not null, "review_option_id" int not null, "review_option_detail_id" int not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "review_option_selected_review_id_index" on "review_option_selected" ("review_id");`);
    this.addSql(`create index "review_option_selected_review_option_id_index" on "review_option_selected" ("review_option_id");`);
    this.addSql(`create index "review_option_selected_review_option_detail_id_index" on "review_option_selected" ("review_option_detail_id");`);

    this.addSql(`create table "review_comment" ("id" serial primary key, "review_id" int not null, "user_id" int not null, "content" text not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "review_comment_review_id_index" on "review_comment" ("review_id");`);
    this.addSql(`create index "review_comment_user_id_index" on "review_comment" ("user_id");`);

    this.addSql(`create table "point" ("id" serial primary key, "user_id" int not null, "status" text not null, "value" int not null, "point_type_id" int not null, "expired_at" timestamptz null, "remaining" int null, "order_id" int null, "order_product_id" int null, "review_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "point_point_type_id_index" on "point" ("point_type_id");`);
    this.addSql(`create index "point_order_id_index" on "point" ("order_id");`);
    this.addSql(`create index "point_order_product_id_index" on "point" ("order_product_id");`);
    this.addSql(`create index "point_review_id_index" on "point" ("review_id");`);
    this.addSql(`create index "point_user_status_index" on "point" ("user_id", "status");`);

    this.addSql(`create table "order_product_shipping" ("id" serial primary key, "order_product_id" int not null, "shipping_number" varchar(255) not null, "order_delivery_company_id" int not null, "status" text not null default 'DELIVERING', "created_at" timestamptz not null default now());`);
    this.addSql(`create index "order_product_shipping_order_product_id_index" on "order_product_shipping" ("order_product_id");`);
    this.addSql(`create index "order_product_shipping_order_delivery_company_id_index" on "order_product_shipping" ("order_delivery_company_id");`);

    this.addSql(`create table "cart" ("id" serial primary key, "user_id" int not null, "product_id" int not null, "product_option_detail_id" int null, "product_option_id0" int null, "product_option_id1" int null, "product_option_id2" int null, "product_option_input0" varchar(255) null, "product_option_input1" varchar(255) null, "product_option_input2" varchar(255) null, "delivery_template_id" int not null, "count" int not null, "selected" boolean not null default true, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "cart_user_id_index" on "cart" ("user_id");`);
    this.addSql(`create index "cart_product_id_index" on "cart" ("product_id");`);
    this.addSql(`create index "cart_product_option_detail_id_index" on "cart" ("product_option_detail_id");`);
    this.addSql(`create index "cart_delivery_template_id_index" on "cart" ("delivery_template_id");`);

    this.addSql(`create table "auth_session" ("id" serial primary key, "user_id" int not null, "token_hash" varchar(64) not null, "last_used_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "auth_session_user_id_index" on "auth_session" ("user_id");`);
    this.addSql(`alter table "auth_session" add constraint "auth_session_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "review_option" add constraint "review_option_review_type_id_foreign" foreign key ("review_type_id") references "review_type" ("id") on delete cascade;`);

    this.addSql(`alter table "review_option_detail" add constraint "review_option_detail_review_option_id_foreign" foreign key ("review_option_id") references "review_option" ("id") on delete cascade;`);

    this.addSql(`alter table "tel_certification" add constraint "tel_certification_purpose_check" check ("purpose" in ('CREATE_ACCOUNT', 'PHONE_CERTIFICATION', 'RESET_PASSWORD', 'UPDATE_TEL'));`);

    this.addSql(`alter table "product_category" add constraint "product_category_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "product_category" add constraint "product_category_category_id_foreign" foreign key ("category_id") references "product_category" ("id") on delete cascade;`);

    this.addSql(`alter table "delivery_template" add constraint "delivery_template_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "delivery_template" add constraint "delivery_template_delivery_type_check" check ("delivery_type" in ('BYQUANTITY', 'CONDITIONALFREE', 'FREE', 'PAY'));`);

    this.addSql(`alter table "product" add constraint "product_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "product" add constraint "product_product_review_group_id_foreign" foreign key ("product_review_group_id") references "review_type" ("id") on delete set null;`);
    this.addSql(`alter table "product" add constraint "product_delivery_template_id_foreign" foreign key ("delivery_template_id") references "delivery_template" ("id");`);
    this.addSql(`alter table "product" add constraint "product_count_non_negative" check (count >= 0);`);
    this.addSql(`alter table "product" add constraint "product_product_type_check" check ("product_type" in ('GROUPORDER', 'SINGLEFREE', 'SINGLEORDER'));`);

    this.addSql(`alter table "product_tag" add constraint "product_tag_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);

    this.addSql(`alter table "product_option_input" add constraint "product_option_input_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);

    this.addSql(`alter table "product_option" add constraint "product_option_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);

    this.addSql(`alter table "product_group_delivery" add constraint "product_group_delivery_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);
    this.addSql(`alter table "product_group_delivery" add constraint "product_group_delivery_product_group_delivery_type_check" check ("product_group_delivery_type" in ('GROUP', 'INDIVIDUAL'));`);

    this.addSql(`alter table "product_detail" add constraint "product_detail_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);

    this.addSql(`alter table "product_option_detail" add constraint "product_option_detail_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);
    this.addSql(`alter table "product_option_detail" add constraint "product_option_detail_product_detail_id_foreign" foreign key ("product_detail_id") references "product_detail" ("id") on delete set null;`);
    this.addSql(`alter table "product_option_detail" add constraint "product_option_detail_count_non_negative" check (count >= 0);`);

    this.addSql(`alter table "product_category_tagged" add constraint "product_category_tagged_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);
    this.addSql(`alter table "product_category_tagged" add constraint "product_category_tagged_product_category_id_foreign" foreign key ("product_category_id") references "product_category" ("id") on delete cascade;`);

    this.addSql(`alter table "ad" add constraint "ad_university_id_foreign" foreign key ("university_id") references "university" ("id") on delete cascade;`);

    this.addSql(`alter table "user_type" add constraint "user_type_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "user_type" add constraint "user_type_nationality_check" check ("nationality" in ('DOMESTIC', 'FOREIGNER', 'NOT_SET'));`);
    this.addSql(`alter table "user_type" add constraint "user_type_edu_degree_check" check ("edu_degree" in ('BACHELOR', 'NOT_SET', 'POST_GRADUATE'));`);

    this.addSql(`alter table "user" add constraint "user_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "user" add constraint "user_user_type_id_foreign" foreign key ("user_type_id") references "user_type" ("id") on delete set null;`);
    this.addSql(`alter table "user" add constraint "user_recommended_by_id_foreign" foreign key ("recommended_by_id") references "user" ("id") on delete set null;`);
    this.addSql(`alter table "user" add constraint "user_email_lower_case" check (email = lower(email));`);
    this.addSql(`alter table "user" add constraint "user_gender_check" check ("gender" in ('FEMALE', 'MALE', 'NOT_SET'));`);

    this.addSql(`alter table "user_social_account" add constraint "user_social_account_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);
    this.addSql(`alter table "user_social_account" add constraint "user_social_account_provider_check" check ("provider" in ('NAVER', 'KAKAO', 'GOOGLE'));`);

    this.addSql(`alter table "user_delivery" add constraint "user_delivery_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);

    this.addSql(`alter table "user_config" add constraint "user_config_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);
    this.addSql(`alter table "user_config" add constraint "user_config_social_check" check ("social" in ('NAVER', 'KAKAO', 'GOOGLE'));`);

    this.addSql(`alter table "product_restock_notification" add constraint "product_restock_notification_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);
    this.addSql(`alter table "product_restock_notification" add constraint "product_restock_notification_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);

    this.addSql(`alter table "order" add constraint "order_user_id_foreign" foreign key ("user_id") references "user" ("id");`);
    this.addSql(`alter table "order" add constraint "order_university_id_foreign" foreign key ("university_id") references "university" ("id");`);
    this.addSql(`alter table "order" add constraint "order_order_delivery_id_foreign" foreign key ("order_delivery_id") references "order_delivery" ("id") on delete set null;`);

    this.addSql(`alter table "order_specification" add constraint "order_specification_order_id_foreign" foreign key ("order_id") references "order" ("id") on delete cascade;`);
    this.addSql(`alter table "order_specification" add constraint "order_specification_pay_method_check" check ("pay_method" in ('card', 'trans', 'vbank', 'kakaopay', 'point'));`);
    this.addSql(`alter table "order_specification" add constraint "order_specification_status_check" check ("status" in ('CANCELLED', 'PAID', 'READY'));`);

    this.addSql(`alter table "order_product" add constraint "order_product_order_id_foreign" foreign key ("order_id") references "order" ("id");`);
    this.addSql(`alter table "order_product" add constraint "order_product_product_id_foreign" foreign key ("product_id") references "product" ("id");`);
    this.addSql(`alter table "order_product" add constraint "order_product_product_option_detail_id_foreign" foreign key ("product_option_detail_id") references "product_option_detail" ("id") on delete set null;`);
    this.addSql(`alter table "order_product" add constraint "order_product_delivery_template_id_foreign" foreign key ("delivery_template_id") references "delivery_template" ("id");`);
    this.addSql(`alter table "order_product" add constraint "order_product_count_positive" check (count > 0);`);
    this.addSql(`alter table "order_product" add constraint "order_product_status_check" check ("status" in ('READY', 'PAID', 'PREPARING', 'DELIVERING', 'COMPLETED', 'CANCELLED'));`);

    this.addSql(`alter table "review" add constraint "review_user_id_foreign" foreign key ("user_id") references "user" ("id");`);
    this.addSql(`alter table "review" add constraint "review_product_id_foreign" foreign key ("product_id") references "product" ("id");`);
    this.addSql(`alter table "review" add constraint "review_order_product_id_foreign" foreign key ("order_product_id") references "order_product" ("id");`);
    this.addSql(`alter table "review" add constraint "review_rating_range" check (rating >= 1 and rating <= 5);`);
    this.addSql(`alter table "review" add constraint "review_status_check" check ("status" in ('APPLIED', 'READY', 'REJECT'));`);

    this.addSql(`alter table "review_user_size" add constraint "review_user_size_review_id_foreign" foreign key ("review_id") references "review" ("id") on delete cascade;`);

    this.addSql(`alter table "review_option_selected" add constraint "review_option_selected_review_id_foreign" foreign key ("review_id") references "review" ("id") on delete cascade;`);
    this.addSql(`alter table "review_option_selected" add constraint "review_option_selected_review_option_id_foreign" foreign key ("review_option_id") references "review_option" ("id");`);
    this.addSql(`alter table "review_option_selected" add constraint "review_option_selected_review_option_detail_id_foreign" foreign key ("review_option_detail_id") references "review_option_detail" ("id");`);

    this.addSql(`alter table "review_comment" add constraint "review_comment_review_id_foreign" foreign key ("review_id") references "review" ("id") on delete cascade;`);
    this.addSql(`alter table "review_comment" add constraint "review_comment_user_id_foreign" foreign key ("user_id") references "user" ("id");`);

    this.addSql(`alter table "point" add constraint "point_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);
    this.addSql(`alter table "point" add constraint "point_point_type_id_foreign" foreign key ("point_type_id") references "point_type" ("id");`);
    this.addSql(`alter table "point" add constraint "point_order_id_foreign" foreign key ("order_id") references "order" ("id") on delete set null;`);
    this.addSql(`alter table "point" add constraint "point_order_product_id_foreign" foreign key ("order_product_id") references "order_product" ("id") on delete set null;`);
    this.addSql(`alter table "point" add constraint "point_review_id_foreign" foreign key ("review_id") references "review" ("id") on delete set null;`);
    this.addSql(`alter table "point" add constraint "point_value_positive" check (value > 0);`);
    this.addSql(`alter table "point" add constraint "point_remaining_range" check (remaining >= 0 and remaining <= value);`);
    this.addSql(`alter table "point" add constraint "point_status_check" check ("status" in ('EXPIRED', 'GAIN', 'RESERVED', 'USED'));`);

    this.addSql(`alter table "order_product_shipping" add constraint "order_product_shipping_order_product_id_foreign" foreign key ("order_product_id") references "order_product" ("id") on delete cascade;`);
    this.addSql(`alter table "order_product_shipping" add constraint "order_product_shipping_order_delivery_company_id_foreign" foreign key ("order_delivery_company_id") references "order_delivery_company" ("id");`);
    this.addSql(`alter table "order_product_shipping" add constraint "order_product_shipping_status_check" check ("status" in ('COMPLETED', 'DELIVERING'));`);

    this.addSql(`alter table "cart" add constraint "cart_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);
    this.addSql(`alter table "cart" add constraint "cart_product_id_foreign" foreign key ("product_id") references "product" ("id") on delete cascade;`);
    this.addSql(`alter table "cart" add constraint "cart_product_option_detail_id_foreign" foreign key ("product_option_detail_id") references "product_option_detail" ("id") on delete cascade;`);
    this.addSql(`alter table "cart" add constraint "cart_delivery_template_id_foreign" foreign key ("delivery_template_id") references "delivery_template" ("id");`);
    this.addSql(`alter table "cart" add constraint "cart_count_positive" check (count > 0);`);

    this.addSql(`alter table "auth_session" add constraint "auth_session_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "order" drop constraint "order_order_delivery_id_foreign";`);
    this.addSql(`alter table "order_product_shipping" drop constraint "order_product_shipping_order_delivery_company_id_foreign";`);
    this.addSql(`alter table "point" drop constraint "point_point_type_id_foreign";`);
    this.addSql(`alter table "review_option" drop constraint "review_option_review_type_id_foreign";`);
    this.addSql(`alter table "product" drop constraint "product_product_review_group_id_foreign";`);
    this.addSql(`alter table "review_option_detail" drop constraint "review_option_detail_review_option_id_foreign";`);
    this.addSql(`alter table "review_option_selected" drop constraint "review_option_selected_review_option_id_foreign";`);
    this.addSql(`alter table "review_option_selected" drop constraint "review_option_selected_review_option_detail_id_foreign";`);
    this.addSql(`alter table "product_category" drop constraint "product_category_university_id_foreign";`);
    this.addSql(`alter table "delivery_template" drop constraint "delivery_template_university_id_foreign";`);
    this.addSql(`alter table "product" drop constraint "product_university_id_foreign";`);
    this.addSql(`alter table "ad" drop constraint "ad_university_id_foreign";`);
    this.addSql(`alter table "user_type" drop constraint "user_type_university_id_foreign";`);
    this.addSql(`alter table "user" drop constraint "user_university_id_foreign";`);
    this.addSql(`alter table "order" drop constraint "order_university_id_foreign";`);
    this.addSql(`alter table "product_category" drop constraint "product_category_category_id_foreign";`);
    this.addSql(`alter table "product_category_tagged" drop constraint "product_category_tagged_product_category_id_foreign";`);
    this.addSql(`alter table "product" drop constraint "product_delivery_template_id_foreign";`);
    this.addSql(`alter table "order_product" drop constraint "order_product_delivery_template_id_foreign";`);
    this.addSql(`alter table "cart" drop constraint "cart_delivery_template_id_foreign";`);
    this.addSql(`alter table "product_tag" drop constraint "product_tag_product_id_foreign";`);
    this.addSql(`alter table "product_option_input" drop constraint "product_option_input_product_id_foreign";`);
    this.addSql(`alter table "product_option" drop constraint "product_option_product_id_foreign";`);
    this.addSql(`alter table "product_group_delivery" drop constraint "product_group_delivery_product_id_foreign";`);
    this.addSql(`alter table "product_detail" drop constraint "product_detail_product_id_foreign";`);
    this.addSql(`alter table "product_option_detail" drop constraint "product_option_detail_product_id_foreign";`);
    this.addSql(`alter table "product_category_tagged" drop constraint "product_category_tagged_product_id_foreign";`);
    this.addSql(`alter table "product_restock_notification" drop constraint "product_restock_notification_product_id_foreign";`);
    this.addSql(`alter table "order_product" drop constraint "order_product_product_id_foreign";`);
    this.addSql(`alter table "review" drop constraint "review_product_id_foreign";`);
    this.addSql(`alter table "cart" drop constraint "cart_product_id_foreign";`);
    this.addSql(`alter table "product_option_detail" drop constraint "product_option_detail_product_detail_id_foreign";`);
    this.addSql(`alter table "order_product" drop constraint "order_product_product_option_detail_id_foreign";`);
    this.addSql(`alter table "cart" drop constraint "cart_product_option_detail_id_foreign";`);
    this.addSql(`alter table "user" drop constraint "user_user_type_id_foreign";`);
    this.addSql(`alter table "user" drop constraint "user_recommended_by_id_foreign";`);
    this.addSql(`alter table "user_social_account" drop constraint "user_social_account_user_id_foreign";`);
    this.addSql(`alter table "user_delivery" drop constraint "user_delivery_user_id_foreign";`);
    this.addSql(`alter table "user_config" drop constraint "user_config_user_id_foreign";`);
    this.addSql(`alter table "product_restock_notification" drop constraint "product_restock_notification_user_id_foreign";`);
    this.addSql(`alter table "order" drop constraint "order_user_id_foreign";`);
    this.addSql(`alter table "review" drop constraint "review_user_id_foreign";`);
    this.addSql(`alter table "review_comment" drop constraint "review_comment_user_id_foreign";`);
    this.addSql(`alter table "point" drop constraint "point_user_id_foreign";`);
    this.addSql(`alter table "cart" drop constraint "cart_user_id_foreign";`);
    this.addSql(`alter table "auth_session" drop constraint "auth_session_user_id_foreign";`);
    this.addSql(`alter table "order_specification" drop constraint "order_specification_order_id_foreign";`);
    this.addSql(`alter table "order_product" drop constraint "order_product_order_id_foreign";`);
    this.addSql(`alter table "point" drop constraint "point_order_id_foreign";`);
    this.addSql(`alter table "review" drop constraint "review_order_product_id_foreign";`);
    this.addSql(`alter table "point" drop constraint "point_order_product_id_foreign";`);
    this.addSql(`alter table "order_product_shipping" drop constraint "order_product_shipping_order_product_id_foreign";`);
    this.addSql(`alter table "review_user_size" drop constraint "review_user_size_review_id_foreign";`);
    this.addSql(`alter table "review_option_selected" drop constraint "review_option_selected_review_id_foreign";`);
    this.addSql(`alter table "review_comment" drop constraint "review_comment_review_id_foreign";`);
    this.addSql(`alter table "point" drop constraint "point_review_id_foreign";`);

    this.addSql(`drop table if exists "country_dialing_code" cascade;`);
    this.addSql(`drop table if exists "order_delivery" cascade;`);
    this.addSql(`drop table if exists "order_delivery_company" cascade;`);
    this.addSql(`drop table if exists "point_type" cascade;`);
    this.addSql(`drop table if exists "review_type" cascade;`);
    this.addSql(`drop table if exists "review_option" cascade;`);
    this.addSql(`drop table if exists "review_option_detail" cascade;`);
    this.addSql(`drop table if exists "tel_certification" cascade;`);
    this.addSql(`drop table if exists "university" cascade;`);
    this.addSql(`drop table if exists "product_category" cascade;`);
    this.addSql(`drop table if exists "delivery_template" cascade;`);
    this.addSql(`drop table if exists "product" cascade;`);
    this.addSql(`drop table if exists "product_tag" cascade;`);
    this.addSql(`drop table if exists "product_option_input" cascade;`);
    this.addSql(`drop table if exists "product_option" cascade;`);
    this.addSql(`drop table if exists "product_group_delivery" cascade;`);
    this.addSql(`drop table if exists "product_detail" cascade;`);
    this.addSql(`drop table if exists "product_option_detail" cascade;`);
    this.addSql(`drop table if exists "product_category_tagged" cascade;`);
    this.addSql(`drop table if exists "ad" cascade;`);
    this.addSql(`drop table if exists "user_type" cascade;`);
    this.addSql(`drop table if exists "user" cascade;`);
    this.addSql(`drop table if exists "user_social_account" cascade;`);
    this.addSql(`drop table if exists "user_delivery" cascade;`);
    this.addSql(`drop table if exists "user_config" cascade;`);
    this.addSql(`drop table if exists "product_restock_notification" cascade;`);
    this.addSql(`drop table if exists "order" cascade;`);
    this.addSql(`drop table if exists "order_specification" cascade;`);
    this.addSql(`drop table if exists "order_product" cascade;`);
    this.addSql(`drop table if exists "review" cascade;`);
    this.addSql(`drop table if exists "review_user_size" cascade;`);
    this.addSql(`drop table if exists "review_option_selected" cascade;`);
    this.addSql(`drop table if exists "review_comment" cascade;`);
    this.addSql(`drop table if exists "point" cascade;`);
    this.addSql(`drop table if exists "order_product_shipping" cascade;`);
    this.addSql(`drop table if exists "cart" cascade;`);
    this.addSql(`drop table if exists "auth_session" cascade;`);
  }

}
