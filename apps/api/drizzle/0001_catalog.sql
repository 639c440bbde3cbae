CREATE TABLE "customer_group" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"tax_class_id" integer NOT NULL,
	CONSTRAINT "customer_group_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "store_view" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" text NOT NULL,
	"locale" varchar(16) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"default_country" varchar(2) NOT NULL,
	"index_name" text NOT NULL,
	"text_search_config" text NOT NULL,
	CONSTRAINT "store_view_code_unique" UNIQUE("code"),
	CONSTRAINT "store_view_index_name_unique" UNIQUE("index_name")
);
--> statement-breakpoint
CREATE TABLE "tax_class" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"country" varchar(2) NOT NULL,
	"region_id" integer DEFAULT 0 NOT NULL,
	"region_name" text DEFAULT '' NOT NULL,
	"rate" numeric(8, 4) NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "tax_rate_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tax_rule" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_tax_class_ids" integer[] NOT NULL,
	"customer_tax_class_ids" integer[] NOT NULL,
	"rate_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"frontend_input" varchar(32) NOT NULL,
	"labels" jsonb NOT NULL,
	"is_comparable" boolean DEFAULT false NOT NULL,
	"is_filterable" boolean DEFAULT false NOT NULL,
	"is_visible_on_front" boolean DEFAULT false NOT NULL,
	"is_user_defined" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "attribute_option" (
	"id" integer PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"labels" jsonb NOT NULL,
	"swatch" text
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"path" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"image" text,
	"theme" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_store" (
	"category_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"description" text,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "category_store_category_id_store_id_pk" PRIMARY KEY("category_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "bundle_option" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"type" varchar(16) NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bundle_selection" (
	"id" integer PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" numeric(12, 4) DEFAULT '1' NOT NULL,
	"can_change_qty" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_option" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"type" varchar(16) NOT NULL,
	"is_require" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"price" numeric(12, 4),
	"price_type" varchar(8),
	"max_characters" integer
);
--> statement-breakpoint
CREATE TABLE "custom_option_value" (
	"id" integer PRIMARY KEY NOT NULL,
	"option_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"price" numeric(12, 4) DEFAULT '0' NOT NULL,
	"price_type" varchar(8) DEFAULT 'fixed' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_gallery" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"file" text NOT NULL,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" varchar(64) NOT NULL,
	"type_id" varchar(16) NOT NULL,
	"attribute_set_id" integer DEFAULT 4 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"visibility" smallint DEFAULT 4 NOT NULL,
	"tax_class_id" integer NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"special_price" numeric(12, 4),
	"special_from_date" date,
	"special_to_date" date,
	"weight" numeric(10, 3),
	"ean_code" varchar(14),
	"supplier_sku" varchar(64),
	"soon_available_date" date,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "product_category" (
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_category_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_configurable_option" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"linked_product_id" integer NOT NULL,
	"link_type" varchar(16) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"qty" numeric(12, 4) DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_store" (
	"product_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"short_description" text,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	CONSTRAINT "product_store_product_id_store_id_pk" PRIMARY KEY("product_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "product_super_link" (
	"parent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	CONSTRAINT "product_super_link_parent_id_child_id_pk" PRIMARY KEY("parent_id","child_id")
);
--> statement-breakpoint
CREATE TABLE "tier_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"customer_group_id" integer,
	"qty" numeric(12, 4) NOT NULL,
	"value" numeric(12, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_item" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"qty" numeric(12, 4) DEFAULT '0' NOT NULL,
	"is_in_stock" boolean DEFAULT true NOT NULL,
	"manage_stock" boolean DEFAULT true NOT NULL,
	"backorders" smallint DEFAULT 0 NOT NULL,
	"min_sale_qty" numeric(12, 4) DEFAULT '1' NOT NULL,
	"max_sale_qty" numeric(12, 4) DEFAULT '10000' NOT NULL,
	"notify_stock_qty" numeric(12, 4) DEFAULT '1' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_block" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" varchar(128) NOT NULL,
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_block_identifier_store" UNIQUE("identifier","store_id")
);
--> statement-breakpoint
CREATE TABLE "cms_page" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" varchar(128) NOT NULL,
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"content_heading" text,
	"content" text NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"page_layout" varchar(32) DEFAULT 'default' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_page_identifier_store" UNIQUE("identifier","store_id")
);
--> statement-breakpoint
CREATE TABLE "media_image" (
	"path" text PRIMARY KEY NOT NULL,
	"mime" varchar(32) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "url_rewrite" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"request_path" text NOT NULL,
	"entity_type" varchar(16) NOT NULL,
	"entity_id" integer NOT NULL,
	"target_path" text DEFAULT '' NOT NULL,
	"redirect_type" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "url_rewrite_store_path" UNIQUE("store_id","request_path")
);
--> statement-breakpoint
CREATE TABLE "entity_doc" (
	"store_id" integer NOT NULL,
	"entity_type" varchar(32) NOT NULL,
	"entity_id" integer NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "entity_doc_store_id_entity_type_entity_id_pk" PRIMARY KEY("store_id","entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" varchar(64) NOT NULL,
	"type_id" varchar(16) NOT NULL,
	"visibility" smallint NOT NULL,
	"status" smallint NOT NULL,
	"category_ids" integer[] NOT NULL,
	"facets" text[] NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"special_price" numeric(12, 4),
	"special_from_date" date,
	"special_to_date" date,
	"tax_rate" numeric(8, 4) NOT NULL,
	"name" text NOT NULL,
	"search_skus" text[] NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"doc" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_search_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"store_id" integer NOT NULL,
	"word" text NOT NULL,
	"frequency" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_lexicon_store_id_word_pk" PRIMARY KEY("store_id","word")
);
--> statement-breakpoint
ALTER TABLE "attribute_option" ADD CONSTRAINT "attribute_option_attribute_id_attribute_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_store" ADD CONSTRAINT "category_store_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_option" ADD CONSTRAINT "bundle_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_selection" ADD CONSTRAINT "bundle_selection_option_id_bundle_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."bundle_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_selection" ADD CONSTRAINT "bundle_selection_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_option" ADD CONSTRAINT "custom_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_option_value" ADD CONSTRAINT "custom_option_value_option_id_custom_option_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."custom_option"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD CONSTRAINT "media_gallery_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category" ADD CONSTRAINT "product_category_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_configurable_option" ADD CONSTRAINT "product_configurable_option_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_link" ADD CONSTRAINT "product_link_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_link" ADD CONSTRAINT "product_link_linked_product_id_product_id_fk" FOREIGN KEY ("linked_product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_store" ADD CONSTRAINT "product_store_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_super_link" ADD CONSTRAINT "product_super_link_parent_id_product_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_super_link" ADD CONSTRAINT "product_super_link_child_id_product_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_price" ADD CONSTRAINT "tier_price_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_item" ADD CONSTRAINT "stock_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_option_attribute_idx" ON "attribute_option" USING btree ("attribute_id");--> statement-breakpoint
CREATE INDEX "category_parent_idx" ON "category" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "bundle_option_product_idx" ON "bundle_option" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "bundle_selection_option_idx" ON "bundle_selection" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "custom_option_product_idx" ON "custom_option" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "custom_option_value_option_idx" ON "custom_option_value" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "media_gallery_product_idx" ON "media_gallery" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_type_idx" ON "product" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "product_ean_idx" ON "product" USING btree ("ean_code");--> statement-breakpoint
CREATE INDEX "product_category_cat_idx" ON "product_category" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_configurable_option_product_idx" ON "product_configurable_option" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_link_product_idx" ON "product_link" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_super_link_child_idx" ON "product_super_link" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "tier_price_product_idx" ON "tier_price" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "url_rewrite_entity_idx" ON "url_rewrite" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "entity_doc_doc_idx" ON "entity_doc" USING gin ("doc" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "product_search_sku_idx" ON "product_search" USING btree ("store_id","sku");--> statement-breakpoint
CREATE INDEX "product_search_category_idx" ON "product_search" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_search_facets_idx" ON "product_search" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "product_search_skus_idx" ON "product_search" USING gin ("search_skus");--> statement-breakpoint
CREATE INDEX "product_search_tsv_idx" ON "product_search" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_lexicon_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);