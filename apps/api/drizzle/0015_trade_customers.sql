CREATE TABLE "backoffice_price_agreement" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"target" varchar(128) NOT NULL,
	"net_price" numeric(12, 4),
	"discount_percent" numeric(6, 3),
	"min_qty" integer DEFAULT 1 NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote" ADD COLUMN "order_extras" jsonb;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "extras" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order_item" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "sales_order_item" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "kvk_number" varchar(32);--> statement-breakpoint
ALTER TABLE "backoffice_order" ADD COLUMN "extras" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "backoffice_price_agreement_uq" ON "backoffice_price_agreement" USING btree ("customer_id","kind","target","min_qty");--> statement-breakpoint
CREATE INDEX "backoffice_price_agreement_customer_idx" ON "backoffice_price_agreement" USING btree ("customer_id");