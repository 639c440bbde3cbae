ALTER TABLE "product_search" ADD COLUMN "tier_groups" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "tier_values" numeric(12, 4)[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- existing catalogues keep their listing prices without a reindex
UPDATE "product_search" ps SET "tier_groups" = t.groups, "tier_values" = t.vals
FROM (
  SELECT product_id, array_agg(g ORDER BY g) AS groups, array_agg(v ORDER BY g) AS vals
  FROM (SELECT product_id, coalesce(customer_group_id, -1) AS g, min(value) AS v
    FROM tier_price WHERE qty <= 1 GROUP BY 1, 2) x
  GROUP BY product_id
) t
WHERE t.product_id = ps.product_id;
