CREATE TABLE "customer" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"firstname" varchar(255) NOT NULL,
	"lastname" varchar(255) NOT NULL,
	"password_hash" text NOT NULL,
	"group_id" integer DEFAULT 1 NOT NULL,
	"store_id" integer DEFAULT 1 NOT NULL,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"company" varchar(255),
	"vat_id" varchar(64),
	"backoffice_id" varchar(64),
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_address" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"firstname" varchar(255) NOT NULL,
	"lastname" varchar(255) NOT NULL,
	"company" varchar(255),
	"street" text[] NOT NULL,
	"postcode" varchar(32) NOT NULL,
	"city" varchar(255) NOT NULL,
	"country_id" varchar(2) NOT NULL,
	"region" varchar(255),
	"telephone" varchar(64),
	"vat_id" varchar(64),
	"default_billing" boolean DEFAULT false NOT NULL,
	"default_shipping" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"address" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriber" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"firstname" varchar(255),
	"store_id" integer DEFAULT 1 NOT NULL,
	"status" varchar(16) NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"customer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"family_id" varchar(32) NOT NULL,
	"customer_id" integer NOT NULL,
	"client" varchar(128),
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"nickname" varchar(128) NOT NULL,
	"title" varchar(255) NOT NULL,
	"detail" text NOT NULL,
	"ratings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"customer_id" integer,
	"store_id" integer DEFAULT 1 NOT NULL,
	"review_status" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_address" ADD CONSTRAINT "customer_address_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber" ADD CONSTRAINT "newsletter_subscriber_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_email_lower_uq" ON "customer" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customer_address_customer_idx" ON "customer_address" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "login_failure_email_idx" ON "login_failure" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_failure_address_idx" ON "login_failure" USING btree ("address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_email_store_uq" ON "newsletter_subscriber" USING btree (lower("email"),"store_id");--> statement-breakpoint
CREATE INDEX "password_reset_customer_idx" ON "password_reset" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "refresh_token_family_idx" ON "refresh_token" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "review_product_idx" ON "review" USING btree ("product_id","review_status");--> statement-breakpoint
CREATE INDEX "review_customer_idx" ON "review" USING btree ("customer_id");