ALTER TABLE "coupon" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupon" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriber" ADD COLUMN "welcomed_at" timestamp with time zone;--> statement-breakpoint
-- the newsletter coupon is a welcome: once per customer (account or e-mail address) (decision 0113)
UPDATE "coupon" SET "max_uses_per_customer" = 1 WHERE "code" = 'FIETS10';--> statement-breakpoint
-- subscribers from before double opt-in had their coupon already
UPDATE "newsletter_subscriber" SET "welcomed_at" = "created_at" WHERE "welcomed_at" IS NULL;
