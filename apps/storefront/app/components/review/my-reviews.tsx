/**
 * /my-account/reviews: the customer's reviews in every status, newest first, so a pending one is
 * visible to its writer while the shop has not yet approved it.
 */
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { productPath } from '../../lib/catalog/urls.ts'
import { useUser } from '../../lib/user/user-store.ts'
import { useStore, useT } from '../../lib/store-context.tsx'
import type { MessageKey } from '../../i18n/translate.ts'
import { myReviewsCall, reviewedProductsCall, type MyReview, type ReviewedProduct } from './review-api.ts'
import wishlistCss from '../../styles/wishlist.css?url'

const STATUS: Record<number, MessageKey> = {
  1: 'review.status.approved',
  2: 'review.status.pending',
  3: 'review.status.rejected',
}

type State = { status: 'loading' } | { status: 'error' } | { status: 'done'; reviews: MyReview[] }

function stars(review: MyReview): number | null {
  const value = review.ratings?.[0]?.value
  return typeof value === 'number' && value >= 1 && value <= 5 ? Math.round(value) : null
}

export function MyReviews() {
  const t = useT()
  const store = useStore()
  const { token } = useUser()
  const [state, setState] = useState<State>({ status: 'loading' })
  // product names are a nicety: without them the list still shows, with "Product {id}"
  const [products, setProducts] = useState<Map<number, ReviewedProduct>>(new Map())

  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    myReviewsCall()
      .then((answer) => {
        if (!live) return
        if (answer.code !== 200 || !Array.isArray(answer.result)) return setState({ status: 'error' })
        setState({ status: 'done', reviews: answer.result })
        const ids = [...new Set(answer.result.map((review) => review.product_id))]
        reviewedProductsCall(ids, store.view.index)
          .then((found) => live && setProducts(found))
          .catch(() => undefined)
      })
      .catch(() => live && setState({ status: 'error' }))
    return () => {
      live = false
    }
  }, [token, store.view.index])

  if (state.status === 'loading') return <p>{t('account.loading')}</p>
  if (state.status === 'error') return <p role="alert">{t('account.error')}</p>
  if (!state.reviews.length) return <p>{t('review.mine.empty')}</p>
  const dateFormat = new Intl.DateTimeFormat(store.view.locale, {
    dateStyle: 'medium',
    timeZone: 'Europe/Amsterdam',
  })
  return (
    <>
      <link rel="stylesheet" href={wishlistCss} precedence="default" />
      <ul className="my-reviews">
        {state.reviews.map((review) => {
          const rating = stars(review)
          const date = review.created_at ? new Date(review.created_at.replace(' ', 'T') + 'Z') : null
          const status = STATUS[review.review_status]
          return (
            <li key={review.id}>
              <h2>{review.title}</h2>
              <p className="my-reviews__meta">
                <ProductName id={review.product_id} product={products.get(review.product_id)} />
                {date && !Number.isNaN(date.getTime()) && <> · {dateFormat.format(date)}</>}
                {status && <> · {t(status)}</>}
              </p>
              {rating !== null && (
                <p aria-label={t('catalog.reviews.rating', { stars: rating })}>
                  <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
                </p>
              )}
              <p>{review.detail}</p>
            </li>
          )
        })}
      </ul>
    </>
  )
}

function ProductName({ id, product }: { id: number; product: ReviewedProduct | undefined }) {
  const t = useT()
  const store = useStore()
  if (!product) return <>{t('review.mine.product', { id })}</>
  return <Link to={productPath(product, store)}>{product.name}</Link>
}
