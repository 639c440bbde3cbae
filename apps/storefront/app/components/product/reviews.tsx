/**
 * Approved reviews (review_status 1) and, with a product id, the form to write one (held for
 * moderation, so it does not appear here until approved). The catalogue may hold none yet, which
 * the empty state says plainly.
 */
import type { ReviewDoc } from '../../lib/catalog/types.ts'
import { ReviewForm } from '../review/review-form.tsx'
import { useStore, useT } from '../../lib/store-context.tsx'

function stars(review: ReviewDoc): number | null {
  const ratings = review.ratings ?? []
  if (!ratings.length) return null
  const percent = ratings.reduce((sum, r) => sum + r.percent, 0) / ratings.length
  return Math.round(percent / 20)
}

// one formatter per locale: creating it costs more than rendering the reviews (profiled)
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function reviewDateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale)
  if (!format)
    dateFormats.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' })),
    )
  return format
}

export function Reviews({ reviews, productId }: { reviews: readonly ReviewDoc[]; productId?: number }) {
  const t = useT()
  const store = useStore()
  const dateFormat = reviewDateFormat(store.view.locale)
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{t('catalog.reviews.title', { count: reviews.length })}</h2>
      {reviews.length === 0 ? (
        <p>{t('catalog.reviews.none')}</p>
      ) : (
        <ul className="reviews__list">
          {reviews.map((review, index) => {
            const rating = stars(review)
            const date = review.created_at ? new Date(review.created_at.replace(' ', 'T') + 'Z') : null
            return (
              <li key={review.id ?? index} className="review">
                <h3 className="review__title">{review.title}</h3>
                {rating !== null && (
                  <p className="review__rating" aria-label={t('catalog.reviews.rating', { stars: rating })}>
                    <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
                  </p>
                )}
                <p className="review__detail">{review.detail}</p>
                <p className="review__meta">
                  {review.nickname}
                  {date && !Number.isNaN(date.getTime()) && <> · {dateFormat.format(date)}</>}
                </p>
              </li>
            )
          })}
        </ul>
      )}
      {productId !== undefined && <ReviewForm productId={productId} />}
    </section>
  )
}
