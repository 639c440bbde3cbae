CREATE SEQUENCE "public"."backoffice_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "backoffice_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"backoffice_number" text DEFAULT ('BO' || lpad(nextval('backoffice_order_number_seq')::text, 8, '0')) NOT NULL,
	"shop_order_number" text NOT NULL,
	"customer_id" integer,
	"status" text NOT NULL,
	"grand_total" numeric(12, 4) NOT NULL,
	"currency" text NOT NULL,
	"lines" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backoffice_order_backoffice_number_unique" UNIQUE("backoffice_number"),
	CONSTRAINT "backoffice_order_shop_order_number_unique" UNIQUE("shop_order_number")
);
--> statement-breakpoint
CREATE TABLE "backoffice_supplier_stock" (
	"sku" varchar(64) PRIMARY KEY NOT NULL,
	"qty" numeric(12, 4) NOT NULL,
	"delivery_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "backoffice_order_customer_idx" ON "backoffice_order" USING btree ("customer_id");