/** The review calls (contract §9), through the one network-task client. */
import { networkTask } from '../../lib/network-task.ts'
import { getUser } from '../../lib/user/user-store.ts'
import type { ReviewInput } from './review-validation.ts'

export interface MyReview {
  id: number
  product_id: number
  title: string
  detail: string
  nickname: string
  ratings?: { rating_name?: string; percent: number; value: number }[]
  /** 1 approved, 2 pending, 3 rejected */
  review_status: number
  created_at: string
}

/** The body of contract §9; the server holds every new review for moderation whatever is sent. */
export function reviewBody(productId: number, input: ReviewInput, customerId: number | null) {
  return {
    review: {
      product_id: productId,
      title: input.title.trim(),
      detail: input.detail.trim(),
      nickname: input.nickname.trim(),
      review_entity: 'product',
      ...(customerId ? { customer_id: customerId } : {}),
      ratings: [{ rating_name: 'Rating', value: input.rating, percent: input.rating * 20 }],
    },
  }
}

export function createReviewCall(productId: number, input: ReviewInput, storeCode?: string) {
  const { token, current } = getUser()
  return networkTask<unknown>({
    url: '/api/review/create',
    method: 'POST',
    // guests may review; a signed-in customer's review is tied to the account
    token: token ?? '',
    storeCode,
    body: reviewBody(productId, input, token ? (current?.id ?? null) : null),
  })
}

export const myReviewsCall = () =>
  networkTask<MyReview[] | string>({ url: '/api/review/mine', token: getUser().token ?? '' })

export interface ReviewedProduct {
  name: string
  sku: string
  slug?: string
  url_key?: string
}

/** Names and links of the reviewed products (reviews carry only product_id), from the catalogue. */
export async function reviewedProductsCall(
  ids: readonly number[],
  index: string,
): Promise<Map<number, ReviewedProduct>> {
  const found = new Map<number, ReviewedProduct>()
  if (!ids.length) return found
  const params = new URLSearchParams({
    request_format: 'search-query',
    size: String(ids.length),
    _source_include: 'id,sku,name,slug,url_key',
  })
  const { result } = await networkTask<{ hits?: { hits?: { _source: ReviewedProduct & { id: number } }[] } }>(
    {
      url: `/api/catalog/${index}/product/_search?${params}`,
      method: 'POST',
      body: { _appliedFilters: [{ attribute: 'id', value: { in: [...ids] }, scope: 'default' }] },
      raw: true,
    },
  )
  for (const { _source: product } of result.hits?.hits ?? []) found.set(Number(product.id), product)
  return found
}
