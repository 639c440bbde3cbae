ALTER TABLE "sales_order" ADD COLUMN "reserved_stock" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_order" ADD COLUMN "stock_released_at" timestamp with time zone;