CREATE TABLE "catalog_generation" (
	"id" smallint PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search_gone" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"gone_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_item" ADD COLUMN "txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_gone_txid_idx" ON "product_search_gone" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "stock_item_txid_idx" ON "stock_item" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "product_search_txid_idx" ON "product_search" USING btree ("txid");--> statement-breakpoint
-- hand-written (docs/decisions/0052): triggers that keep the change marks, whoever writes the rows
INSERT INTO "catalog_generation" ("id", "generation") VALUES (1, 0);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mark_writing_transaction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.txid := pg_current_xact_id();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_search_txid" BEFORE INSERT OR UPDATE ON "product_search"
  FOR EACH ROW EXECUTE FUNCTION "mark_writing_transaction"();--> statement-breakpoint
CREATE TRIGGER "stock_item_txid" BEFORE INSERT OR UPDATE ON "stock_item"
  FOR EACH ROW EXECUTE FUNCTION "mark_writing_transaction"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "record_product_search_gone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search_gone" ("store_id", "product_id") VALUES (OLD.store_id, OLD.product_id);
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_search_gone" AFTER DELETE ON "product_search"
  FOR EACH ROW EXECUTE FUNCTION "record_product_search_gone"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "next_catalog_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_generation" SET "generation" = "generation" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_search_truncated" AFTER TRUNCATE ON "product_search"
  FOR EACH STATEMENT EXECUTE FUNCTION "next_catalog_generation"();--> statement-breakpoint
CREATE TRIGGER "stock_item_truncated" AFTER TRUNCATE ON "stock_item"
  FOR EACH STATEMENT EXECUTE FUNCTION "next_catalog_generation"();
