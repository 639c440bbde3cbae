/**
 * The star rating of products for their tiles (issue 13): approved reviews of a store view,
 * averaged per product. A review's stars are its first rating's value (1-5; percent / 20 when only
 * the percent is stored). Products without approved reviews are left out.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { AppContext } from '../context.ts'
import { review } from '../db/schema/index.ts'
import { REVIEW_STATUS } from './review-doc.ts'

export interface RatingSummary {
  product_id: number
  /** average stars, one decimal */
  average: number
  count: number
}

type Ratings = (typeof review.$inferSelect)['ratings']

function starsOf(ratings: Ratings): number | null {
  const first = ratings[0]
  if (!first) return null
  const stars = Number.isFinite(first.value) && first.value > 0 ? first.value : first.percent / 20
  return stars >= 1 && stars <= 5 ? stars : null
}

export async function ratingSummaries(
  ctx: Pick<AppContext, 'database'>,
  storeId: number,
  productIds: readonly number[],
): Promise<RatingSummary[]> {
  if (!productIds.length) return []
  const rows = await ctx.database.db
    .select({ productId: review.productId, ratings: review.ratings })
    .from(review)
    .where(
      and(
        eq(review.storeId, storeId),
        eq(review.reviewStatus, REVIEW_STATUS.approved),
        inArray(review.productId, [...productIds]),
      ),
    )
  const sums = new Map<number, { total: number; count: number }>()
  for (const row of rows) {
    const stars = starsOf(row.ratings)
    if (stars === null) continue
    const sum = sums.get(row.productId) ?? { total: 0, count: 0 }
    sum.total += stars
    sum.count += 1
    sums.set(row.productId, sum)
  }
  return [...sums]
    .map(([id, sum]) => ({
      product_id: id,
      average: Math.round((sum.total / sum.count) * 10) / 10,
      count: sum.count,
    }))
    .sort((a, b) => a.product_id - b.product_id)
}
