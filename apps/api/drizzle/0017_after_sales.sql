CREATE SEQUENCE "public"."backoffice_shipment_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."backoffice_return_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "backoffice_order_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"sku" varchar(64) NOT NULL,
	"name" text NOT NULL,
	"qty_ordered" integer NOT NULL,
	"qty_shipped" integer DEFAULT 0 NOT NULL,
	"qty_delivered" integer DEFAULT 0 NOT NULL,
	"qty_backordered" integer DEFAULT 0 NOT NULL,
	"qty_canceled" integer DEFAULT 0 NOT NULL,
	"qty_returned" integer DEFAULT 0 NOT NULL,
	"unit_price" numeric(12, 4) NOT NULL,
	"tax_percent" numeric(8, 4) NOT NULL,
	"expected_date" date,
	"comment" text,
	CONSTRAINT "backoffice_order_line_qty_ck" CHECK ("backoffice_order_line"."qty_ordered" > 0 AND "backoffice_order_line"."qty_shipped" >= 0 AND "backoffice_order_line"."qty_canceled" >= 0 AND "backoffice_order_line"."qty_backordered" >= 0
        AND "backoffice_order_line"."qty_shipped" + "backoffice_order_line"."qty_canceled" + "backoffice_order_line"."qty_backordered" <= "backoffice_order_line"."qty_ordered"
        AND "backoffice_order_line"."qty_delivered" >= 0 AND "backoffice_order_line"."qty_delivered" <= "backoffice_order_line"."qty_shipped"
        AND "backoffice_order_line"."qty_returned" >= 0 AND "backoffice_order_line"."qty_returned" <= "backoffice_order_line"."qty_delivered")
);
--> statement-breakpoint
CREATE TABLE "backoffice_shipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text DEFAULT ('ZD' || lpad(nextval('backoffice_shipment_number_seq')::text, 8, '0')) NOT NULL,
	"order_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"tracking_url" text,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "backoffice_shipment_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "backoffice_invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"type" varchar(8) NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"shipment_id" integer,
	"return_id" integer,
	"language" varchar(2) NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"currency" text NOT NULL,
	"subtotal" numeric(12, 4) NOT NULL,
	"tax_amount" numeric(12, 4) NOT NULL,
	"grand_total" numeric(12, 4) NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"document" jsonb NOT NULL,
	"pdf_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backoffice_invoice_number_unique" UNIQUE("number"),
	CONSTRAINT "backoffice_invoice_pdf_path_unique" UNIQUE("pdf_path")
);
--> statement-breakpoint
CREATE TABLE "backoffice_invoice_counter" (
	"type" varchar(8) NOT NULL,
	"year" integer NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "backoffice_invoice_counter_type_year_pk" PRIMARY KEY("type","year")
);
--> statement-breakpoint
CREATE TABLE "backoffice_invoice_file" (
	"path" text PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backoffice_invoice_file_invoice_id_unique" UNIQUE("invoice_id")
);
--> statement-breakpoint
CREATE TABLE "backoffice_return" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text DEFAULT ('RMA' || lpad(nextval('backoffice_return_number_seq')::text, 7, '0')) NOT NULL,
	"type" varchar(10) NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"purchaser_id" integer,
	"status" varchar(16) DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"reason_text" text,
	"reject_reason" text,
	"credit_invoice_id" integer,
	"language" varchar(2) DEFAULT 'nl' NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backoffice_return_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "backoffice_return_line" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"sku" varchar(64) NOT NULL,
	"qty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backoffice_return_photo" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"file_name" text,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automatic_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"purchaser_id" integer,
	"name" text,
	"source_type" varchar(12) NOT NULL,
	"order_list_id" integer,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipping_address_id" integer,
	"shipping_address" jsonb,
	"shipping_method" text NOT NULL,
	"payment_method" text,
	"first_date" date NOT NULL,
	"time" varchar(5) NOT NULL,
	"repeat" varchar(16) NOT NULL,
	"interval_weeks" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_order_number" text,
	"last_error" text,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"language" varchar(2) DEFAULT 'nl' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automatic_order_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"automatic_order_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" varchar(12) NOT NULL,
	"order_number" text,
	"error" text,
	"backordered" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backoffice_order" ALTER COLUMN "shop_order_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "backoffice_order" ADD COLUMN "source" varchar(16) DEFAULT 'shop' NOT NULL;--> statement-breakpoint
ALTER TABLE "backoffice_order" ADD COLUMN "fulfilment" varchar(16) DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "backoffice_order" ADD COLUMN "placed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "backoffice_order" ADD COLUMN "language" varchar(2) DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "backoffice_order" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
ALTER TABLE "backoffice_order" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "backoffice_order" ADD COLUMN "shipping_description" text;--> statement-breakpoint
ALTER TABLE "backoffice_order_line" ADD CONSTRAINT "backoffice_order_line_order_id_backoffice_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."backoffice_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_shipment" ADD CONSTRAINT "backoffice_shipment_order_id_backoffice_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."backoffice_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_invoice" ADD CONSTRAINT "backoffice_invoice_order_id_backoffice_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."backoffice_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_invoice_file" ADD CONSTRAINT "backoffice_invoice_file_invoice_id_backoffice_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."backoffice_invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_return" ADD CONSTRAINT "backoffice_return_order_id_backoffice_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."backoffice_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_return_line" ADD CONSTRAINT "backoffice_return_line_return_id_backoffice_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."backoffice_return"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_return_line" ADD CONSTRAINT "backoffice_return_line_order_line_id_backoffice_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."backoffice_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backoffice_return_photo" ADD CONSTRAINT "backoffice_return_photo_return_id_backoffice_return_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."backoffice_return"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_order" ADD CONSTRAINT "automatic_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automatic_order_run" ADD CONSTRAINT "automatic_order_run_automatic_order_id_automatic_order_id_fk" FOREIGN KEY ("automatic_order_id") REFERENCES "public"."automatic_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "backoffice_order_line_no_idx" ON "backoffice_order_line" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "backoffice_order_line_backorder_idx" ON "backoffice_order_line" USING btree ("order_id") WHERE "backoffice_order_line"."qty_backordered" > 0;--> statement-breakpoint
CREATE INDEX "backoffice_shipment_order_idx" ON "backoffice_shipment" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "backoffice_invoice_seq_idx" ON "backoffice_invoice" USING btree ("type","year","seq");--> statement-breakpoint
CREATE INDEX "backoffice_invoice_customer_idx" ON "backoffice_invoice" USING btree ("customer_id","issue_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "backoffice_return_customer_idx" ON "backoffice_return" USING btree ("customer_id","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "backoffice_return_line_return_idx" ON "backoffice_return_line" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "backoffice_return_photo_return_idx" ON "backoffice_return_photo" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "automatic_order_customer_idx" ON "automatic_order" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "automatic_order_due_idx" ON "automatic_order" USING btree ("next_run_at") WHERE "automatic_order"."enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "automatic_order_run_due_idx" ON "automatic_order_run" USING btree ("automatic_order_id","due_at");--> statement-breakpoint
CREATE INDEX "backoffice_order_customer_placed_idx" ON "backoffice_order" USING btree ("customer_id","placed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- an issued invoice's PDF never changes (issue 18): the store refuses updates of its files
CREATE FUNCTION backoffice_invoice_file_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice file % is issued and cannot be changed', OLD.path USING ERRCODE = 'check_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER backoffice_invoice_file_no_update BEFORE UPDATE ON backoffice_invoice_file
  FOR EACH ROW EXECUTE FUNCTION backoffice_invoice_file_frozen();
