CREATE SEQUENCE "public"."sales_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "coupon" (
	"code" varchar(64) PRIMARY KEY NOT NULL,
	"discount_type" varchar(8) NOT NULL,
	"amount" numeric(12, 4) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"store_id" integer,
	"from_date" timestamp with time zone,
	"to_date" timestamp with time zone,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"customer_id" integer,
	"store_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"coupon_code" text,
	"shipping_address" jsonb,
	"billing_address" jsonb,
	"shipping_carrier_code" text,
	"shipping_method_code" text,
	"payment_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "quote_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"parent_product_id" integer,
	"sku" varchar(64) NOT NULL,
	"product_type" varchar(16) NOT NULL,
	"qty" numeric(12, 4) NOT NULL,
	"product_option" jsonb,
	"line_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"increment_id" text DEFAULT lpad(nextval('sales_order_number_seq')::text, 9, '0') NOT NULL,
	"order_token" varchar(64) NOT NULL,
	"status" text NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"store_id" integer NOT NULL,
	"quote_id" integer,
	"customer_id" integer,
	"customer_email" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal" numeric(12, 4) NOT NULL,
	"subtotal_incl_tax" numeric(12, 4) NOT NULL,
	"shipping_amount" numeric(12, 4) NOT NULL,
	"shipping_incl_tax" numeric(12, 4) NOT NULL,
	"discount_amount" numeric(12, 4) NOT NULL,
	"tax_amount" numeric(12, 4) NOT NULL,
	"grand_total" numeric(12, 4) NOT NULL,
	"total_segments" jsonb NOT NULL,
	"coupon_code" text,
	"payment_method" text NOT NULL,
	"payment_additional" jsonb,
	"shipping_carrier_code" text,
	"shipping_method_code" text,
	"shipping_description" text,
	"po_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_increment_id_unique" UNIQUE("increment_id"),
	CONSTRAINT "sales_order_order_token_unique" UNIQUE("order_token"),
	CONSTRAINT "sales_order_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sales_order_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"address_type" varchar(8) NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text,
	"street" text[] NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"country_id" varchar(2) NOT NULL,
	"region" text,
	"telephone" text,
	"email" text,
	"vat_id" text
);
--> statement-breakpoint
CREATE TABLE "sales_order_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"comment" text NOT NULL,
	"status" text,
	"is_customer_notified" integer DEFAULT 0 NOT NULL,
	"is_visible_on_front" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_order_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sku" varchar(64) NOT NULL,
	"parent_sku" varchar(64),
	"name" text NOT NULL,
	"product_type" varchar(16) NOT NULL,
	"qty" numeric(12, 4) NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"price_incl_tax" numeric(12, 4) NOT NULL,
	"row_total" numeric(12, 4) NOT NULL,
	"row_total_incl_tax" numeric(12, 4) NOT NULL,
	"tax_amount" numeric(12, 4) NOT NULL,
	"tax_percent" numeric(8, 4) NOT NULL,
	"discount_amount" numeric(12, 4) NOT NULL,
	"product_option" jsonb,
	"options" jsonb
);
--> statement-breakpoint
ALTER TABLE "quote_item" ADD CONSTRAINT "quote_item_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_address" ADD CONSTRAINT "sales_order_address_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_comment" ADD CONSTRAINT "sales_order_comment_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_item" ADD CONSTRAINT "sales_order_item_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_customer_idx" ON "quote" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "quote_item_quote_idx" ON "quote_item" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "sales_order_customer_idx" ON "sales_order" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sales_order_address_order_idx" ON "sales_order_address" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_order_comment_order_idx" ON "sales_order_comment" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_order_item_order_idx" ON "sales_order_item" USING btree ("order_id");