CREATE SEQUENCE "public"."product_doc_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "product_doc" (
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"version" bigint DEFAULT nextval('product_doc_version') NOT NULL,
	"doc" jsonb NOT NULL,
	CONSTRAINT "product_doc_store_id_product_id_pk" PRIMARY KEY("store_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "url_path" text;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "url_key" text;--> statement-breakpoint
ALTER TABLE "product_doc" ADD CONSTRAINT "product_doc_store_id_product_id_product_search_store_id_product_id_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."product_search"("store_id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_url_path_idx" ON "product_search" USING btree ("store_id","url_path");--> statement-breakpoint
CREATE INDEX "product_search_url_key_idx" ON "product_search" USING btree ("store_id","url_key");