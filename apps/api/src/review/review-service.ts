/** Reviews: submitted held for moderation (001 §4), approved or rejected by the shop. */
import { desc, eq } from 'drizzle-orm'
import { MESSAGES } from '@shop/commerce'
import type { z } from 'zod'
import type { AppContext } from '../context.ts'
import { product, review } from '../db/schema/index.ts'
import { fail, ok, type Result } from '../result.ts'
import { REVIEW_STATUS, reviewView, syncReviewDoc, type Review } from './review-doc.ts'
import type { reviewBody } from './schemas.ts'

export async function createReview(
  ctx: AppContext,
  input: z.infer<typeof reviewBody>['review'],
  storeId: number,
  customerId: number | null,
): Promise<Result<ReturnType<typeof reviewView>>> {
  // a review can only be written for the signed-in customer, never in another customer's name
  if (input.customer_id != null && customerId !== null && input.customer_id !== customerId) {
    return fail('forbidden', 'review.customer_id does not match the signed-in customer')
  }
  const db = ctx.database.db
  const [found] = await db.select({ id: product.id }).from(product).where(eq(product.id, input.product_id))
  if (!found) return fail('not_found', MESSAGES.productNotFound)
  const [row] = await db
    .insert(review)
    .values({
      productId: input.product_id,
      nickname: input.nickname,
      title: input.title,
      detail: input.detail,
      ratings: (input.ratings ?? []).map((r) => ({
        rating_name: r.rating_name ?? 'Rating',
        percent: r.percent ?? r.value * 20,
        value: r.value,
      })),
      customerId,
      storeId,
      // whatever the client sends, a new review waits for moderation (contract §9)
      reviewStatus: REVIEW_STATUS.pending,
      createdAt: ctx.now(),
    })
    .returning()
  return ok(reviewView(row!))
}

export async function customerReviews(ctx: AppContext, customerId: number) {
  const rows = await ctx.database.db
    .select()
    .from(review)
    .where(eq(review.customerId, customerId))
    .orderBy(desc(review.id))
  return rows.map(reviewView)
}

export async function listReviews(ctx: Pick<AppContext, 'database'>, status?: number) {
  const rows = await ctx.database.db
    .select()
    .from(review)
    .where(status === undefined ? undefined : eq(review.reviewStatus, status))
    .orderBy(desc(review.id))
    .limit(500)
  return rows.map(reviewView)
}

/**
 * Approve or reject; the catalogue document follows in the same transaction. Nothing to drop from
 * a cache: review searches are never cached (docs/decisions/0072).
 */
export async function moderateReview(
  ctx: Pick<AppContext, 'database'>,
  id: number,
  decision: 'approve' | 'reject',
): Promise<Result<ReturnType<typeof reviewView>>> {
  const status = decision === 'approve' ? REVIEW_STATUS.approved : REVIEW_STATUS.rejected
  const updated = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.update(review).set({ reviewStatus: status }).where(eq(review.id, id)).returning()
    if (row) await syncReviewDoc(tx, row)
    return row as Review | undefined
  })
  if (!updated) return fail('not_found', `Review ${id} not found`)
  return ok(reviewView(updated))
}
