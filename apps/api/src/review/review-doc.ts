/**
 * Approved reviews live as `review` documents in entity_doc, where the catalogue's entity search
 * finds them (contract §9: the client filters `product_id` eq and `review_status` eq 1). The
 * document appears on approval and goes on rejection, in the store view it was written in. The
 * catalogue answers review searches from the database, never from its cache (cache/policy.ts), so
 * a moderation shows at once in every shop process, whichever process made it.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { entityDoc, type review } from '../db/schema/index.ts'
import { magentoDate } from '../user/customer-view.ts'

export type Review = typeof review.$inferSelect

export const REVIEW_STATUS = Object.freeze({ approved: 1, pending: 2, rejected: 3 })

/** The saved review as the contract answers it (and as the catalogue document holds it). */
export function reviewView(r: Review) {
  return {
    id: r.id,
    product_id: r.productId,
    entity_pk_value: r.productId,
    title: r.title,
    detail: r.detail,
    nickname: r.nickname,
    ratings: r.ratings,
    review_entity: 'product',
    review_type: r.customerId === null ? 2 : 1,
    review_status: r.reviewStatus,
    created_at: magentoDate(r.createdAt),
    store_id: r.storeId,
    stores: [0, r.storeId],
  }
}

/** Writes or removes the catalogue document to match the review's status. */
export async function syncReviewDoc(db: Db, r: Review) {
  if (r.reviewStatus === REVIEW_STATUS.approved) {
    const doc = reviewView(r)
    await db
      .insert(entityDoc)
      .values({ storeId: r.storeId, entityType: 'review', entityId: r.id, doc })
      .onConflictDoUpdate({
        target: [entityDoc.storeId, entityDoc.entityType, entityDoc.entityId],
        set: { doc },
      })
  } else {
    await db
      .delete(entityDoc)
      .where(
        and(
          eq(entityDoc.entityType, 'review'),
          eq(entityDoc.entityId, r.id),
          eq(entityDoc.storeId, r.storeId),
        ),
      )
  }
}
