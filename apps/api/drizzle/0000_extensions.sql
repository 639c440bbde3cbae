-- drizzle-kit does not create extensions; trigram search needs pg_trgm, typo distance needs fuzzystrmatch.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
