-- existing catalogues keep working without a reindex: move the documents, fill the url columns
INSERT INTO "product_doc" ("store_id", "product_id", "doc") SELECT "store_id", "product_id", "doc" FROM "product_search";--> statement-breakpoint
UPDATE "product_search" SET "url_path" = "doc"->>'url_path', "url_key" = "doc"->>'url_key';--> statement-breakpoint
ALTER TABLE "product_search" DROP COLUMN "doc";
