CREATE TABLE "purchaser_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchaser_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"action" varchar(32) NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchaser_customer" (
	"purchaser_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchaser_customer_purchaser_id_customer_id_pk" PRIMARY KEY("purchaser_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "order_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"name" varchar(128) NOT NULL,
	"created_by_purchaser" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_list_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"child_sku" varchar(64),
	"child_data" jsonb,
	"default_amount" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote" ADD COLUMN "purchaser_id" integer;--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "discount_comment" text;--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "discount_type" varchar(16);--> statement-breakpoint
ALTER TABLE "quote_item" ADD COLUMN "discount_by" integer;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "purchaser_id" integer;--> statement-breakpoint
ALTER TABLE "sales_order_item" ADD COLUMN "discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "sales_order_item" ADD COLUMN "discount_comment" text;--> statement-breakpoint
ALTER TABLE "sales_order_item" ADD COLUMN "discount_type" varchar(16);--> statement-breakpoint
ALTER TABLE "purchaser_customer" ADD CONSTRAINT "purchaser_customer_purchaser_id_customer_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchaser_customer" ADD CONSTRAINT "purchaser_customer_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list" ADD CONSTRAINT "order_list_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_list_item" ADD CONSTRAINT "order_list_item_list_id_order_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."order_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchaser_audit_purchaser_idx" ON "purchaser_audit" USING btree ("purchaser_id","created_at");--> statement-breakpoint
CREATE INDEX "purchaser_audit_customer_idx" ON "purchaser_audit" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "purchaser_customer_customer_idx" ON "purchaser_customer" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "order_list_customer_idx" ON "order_list" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_list_item_line_idx" ON "order_list_item" USING btree ("list_id","product_id",coalesce("child_sku", ''));--> statement-breakpoint
CREATE INDEX "order_list_item_list_idx" ON "order_list_item" USING btree ("list_id","position");