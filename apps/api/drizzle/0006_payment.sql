CREATE TABLE "payment_transaction" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"order_id" integer NOT NULL,
	"order_increment_id" text NOT NULL,
	"provider" varchar(16) NOT NULL,
	"provider_payment_id" text,
	"store_code" varchar(16) NOT NULL,
	"amount" numeric(12, 4) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"method" varchar(32) NOT NULL,
	"issuer" varchar(64),
	"status" varchar(32) NOT NULL,
	"checkout_url" text,
	"return_url" text NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transaction_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "payment_transaction" ADD CONSTRAINT "payment_transaction_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_transaction_order_idx" ON "payment_transaction" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transaction_provider_id_idx" ON "payment_transaction" USING btree ("provider","provider_payment_id");