/**
 * Stars on a product tile once the product has approved reviews (issue 13): the average as five
 * stars and the number of reviews. Loaded after hydration in one batch for all tiles
 * (rating-batch.ts), so listings render and cache as before.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { useStore, useT } from '../../lib/store-context.tsx'
import { ratingOf, requestRating, subscribeRatings } from './rating-batch.ts'

export function TileRating({ productId }: { productId: number }) {
  const t = useT()
  const { view } = useStore()
  const summary = useSyncExternalStore(
    subscribeRatings,
    () => ratingOf(view.storeCode, productId),
    () => undefined,
  )
  useEffect(() => requestRating(view.storeCode, productId), [view.storeCode, productId])
  if (!summary) return null
  const average = new Intl.NumberFormat(view.locale, { maximumFractionDigits: 1 }).format(summary.average)
  const full = Math.round(summary.average)
  return (
    <p className="tile-rating">
      <span aria-hidden="true" className="tile-rating__stars">
        {'★'.repeat(full)}
        <span className="tile-rating__empty">{'☆'.repeat(5 - full)}</span>
      </span>
      <span className="visually-hidden">{t('catalog.reviews.rating', { stars: average })}</span>{' '}
      <span className="tile-rating__count">{t('review.tile.count', { count: summary.count })}</span>
    </p>
  )
}
