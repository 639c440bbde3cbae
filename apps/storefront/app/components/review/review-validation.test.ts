import { describe, expect, it } from 'vitest'
import { reviewBody } from './review-api.ts'
import { REVIEW_LIMITS, validateReview } from './review-validation.ts'

const good = { nickname: 'Jan', title: 'Top fiets', detail: 'Rijdt heerlijk licht.', rating: 4 }

describe('review form checks', () => {
  it('accepts a complete review', () => {
    expect(validateReview(good)).toEqual({})
  })

  it('requires every field, rating included', () => {
    const errors = validateReview({ nickname: ' ', title: '', detail: '', rating: 0 })
    expect(Object.keys(errors).sort()).toEqual(['detail', 'nickname', 'rating', 'title'])
    expect(errors.nickname?.key).toBe('account.validation.required')
    expect(errors.rating?.key).toBe('account.validation.required')
  })

  it('asks for the minimum lengths, counting trimmed text', () => {
    const errors = validateReview({ ...good, nickname: 'J', title: ' ab ', detail: 'te kort' })
    expect(errors.nickname).toEqual({
      key: 'account.validation.minLength',
      values: { min: REVIEW_LIMITS.nicknameMin },
    })
    expect(errors.title).toEqual({
      key: 'account.validation.minLength',
      values: { min: REVIEW_LIMITS.titleMin },
    })
    expect(errors.detail).toEqual({
      key: 'account.validation.minLength',
      values: { min: REVIEW_LIMITS.detailMin },
    })
  })

  it('takes only 1 to 5 whole stars', () => {
    expect(validateReview({ ...good, rating: 6 }).rating).toBeDefined()
    expect(validateReview({ ...good, rating: 2.5 }).rating).toBeDefined()
    expect(validateReview({ ...good, rating: 5 }).rating).toBeUndefined()
  })
})

describe('review body', () => {
  it('sends the contract §9 shape with trimmed texts and the rating', () => {
    expect(reviewBody(1866, { ...good, title: ' Top fiets ' }, 158)).toEqual({
      review: {
        product_id: 1866,
        title: 'Top fiets',
        detail: 'Rijdt heerlijk licht.',
        nickname: 'Jan',
        review_entity: 'product',
        customer_id: 158,
        ratings: [{ rating_name: 'Rating', value: 4, percent: 80 }],
      },
    })
    expect(reviewBody(1, good, null).review).not.toHaveProperty('customer_id')
  })
})
