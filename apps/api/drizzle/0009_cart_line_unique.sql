DROP INDEX "quote_item_quote_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "quote_item_line_idx" ON "quote_item" USING btree ("quote_id","line_key");