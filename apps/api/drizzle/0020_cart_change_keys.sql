CREATE TABLE "cart_change" (
	"quote_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"request" varchar(64) NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_change_quote_id_key_pk" PRIMARY KEY("quote_id","key")
);
--> statement-breakpoint
ALTER TABLE "cart_change" ADD CONSTRAINT "cart_change_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;