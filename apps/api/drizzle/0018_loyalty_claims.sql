CREATE TABLE "backoffice_claim" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backoffice_claim_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "backoffice_claim" ADD CONSTRAINT "backoffice_claim_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backoffice_claim_customer_idx" ON "backoffice_claim" USING btree ("customer_id","created_at" DESC NULLS LAST);